/** Everything under this key refreshes after a customer is created or updated. */
export const CUSTOMERS_QUERY_KEY = ['customers'] as const;

/** Spec part 2 §9: customers are cached 5 minutes. */
export const CUSTOMERS_STALE_MS = 5 * 60_000;
