import { ErrorResponseSchema as ErrorResponse } from '../../../http/error-response.ts';

/** The refusals every users route can answer with. */
export const userErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;
