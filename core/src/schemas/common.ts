import { z } from 'zod';

/**
 * Page sizes, one source for server and web (DESIGN.md "API conventions", spec part 1 §9 and
 * part 2 §2): 25 by default, never more than 100; the lists whose spec fixes another default
 * name it here.
 */
export const PAGE_SIZE = {
  default: 25,
  max: 100,
  /** The sizes a list's API accepts where it restricts them (spec part 2 §9). */
  options: [10, 25, 50, 100],
  /** The rows-per-page choices under the shared data table (spec part 2 §9: minimum 25). */
  tableOptions: [25, 50, 100],
  /** User Management shows 50 a page (spec part 1 §5). */
  users: 50,
  /** The audit browser shows 50 a page. */
  auditLogs: 50,
} as const;

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
