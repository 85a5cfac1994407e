/** Spec part 2 §3 daily_collection_entries.payment_status. */
export const COLLECTION_PAYMENT_STATUSES = ['pending', 'partial', 'completed', 'overdue'] as const;
export type CollectionPaymentStatus = (typeof COLLECTION_PAYMENT_STATUSES)[number];

/** Collection priority, highest first (the order the daily list sorts by). */
export const COLLECTION_RISK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type CollectionRiskPriority = (typeof COLLECTION_RISK_PRIORITIES)[number];
