/**
 * Benchmarks send every request as one user, far past the per-user limits (100 API requests a
 * minute). The limits stay on — their counting is part of each request's cost — but out of reach.
 */
export const UNREACHABLE_RATE_LIMITS = {
  RATE_LIMIT_FORM_PER_MINUTE: '1000000000',
  RATE_LIMIT_API_PER_MINUTE: '1000000000',
} as const;
