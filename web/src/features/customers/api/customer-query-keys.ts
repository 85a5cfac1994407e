/** Spec part 2 §9: customers are cached 5 minutes. */
export const CUSTOMERS_STALE_MS = 5 * 60_000;
