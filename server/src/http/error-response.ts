import { z } from 'zod';

/** The one error shape of the API (DESIGN.md "Errors"), for route response schemas. */
export const ErrorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
