/**
 * Spec part 1 §4 "Audit approval_required flags": organization actions containing block or
 * status_change; user actions containing status_change or role_change; loan actions containing
 * exception or override; and (issue 12) customer actions containing override.
 */
const APPROVAL_REQUIRED_MARKERS: Record<string, readonly string[]> = {
  organization: ['block', 'status_change'],
  user: ['status_change', 'role_change'],
  loan: ['exception', 'override'],
  // Issue 12: a manager's override of a customer's risk level is flagged as a loan override is.
  customer: ['override'],
};

export function isApprovalRequiredAction(entityType: string, action: string): boolean {
  const markers = APPROVAL_REQUIRED_MARKERS[entityType] ?? [];
  return markers.some((marker) => action.includes(marker));
}

/** The top-level fields whose values differ between two snapshots, in a stable order. */
export function changedFields(
  oldValues: Record<string, unknown> | null | undefined,
  newValues: Record<string, unknown> | null | undefined,
): string[] {
  const keys = new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})]);
  return [...keys]
    .filter((key) => JSON.stringify(oldValues?.[key]) !== JSON.stringify(newValues?.[key]))
    .sort();
}
