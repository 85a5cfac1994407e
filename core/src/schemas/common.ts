import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';

/** `?page=&page_size=` on every list (DESIGN.md: page_size at most 100). */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The last page of a list of `total` rows: 1 for an empty list. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Spec part 1 §5: "The page number is clamped between 1 and the total page count." */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), lastPageOf(total, pageSize));
}

/** The list envelope `{ data, page, page_size, total }` (DESIGN.md API conventions). */
export function ListResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  });
}
