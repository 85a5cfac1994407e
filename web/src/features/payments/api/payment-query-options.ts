/** Spec part 2 §9: the payments list stays fresh 5 minutes and is kept 30 minutes. */
export const PAYMENTS_STALE_MS = 5 * 60_000;
export const PAYMENTS_GC_MS = 30 * 60_000;
