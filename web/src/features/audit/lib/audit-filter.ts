/** The browser's filter form; '' and null mean "any" (spec part 1 §2 audit part of the issue). */
export interface AuditFilter {
  action: string;
  entityType: string;
  userId: string | null;
  /** Calendar days, YYYY-MM-DD, both inclusive. */
  dateFrom: string;
  dateTo: string;
  approvalRequired: 'any' | 'true' | 'false';
}

export const EMPTY_AUDIT_FILTER: AuditFilter = {
  action: '',
  entityType: '',
  userId: null,
  dateFrom: '',
  dateTo: '',
  approvalRequired: 'any',
};

/** The query string GET /audit-logs and GET /audit-logs/export share. */
export function auditFilterSearchParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action.trim()) params.set('action', filter.action.trim());
  if (filter.entityType.trim()) params.set('entity_type', filter.entityType.trim());
  if (filter.userId) params.set('user_id', filter.userId);
  if (filter.dateFrom) params.set('date_from', filter.dateFrom);
  if (filter.dateTo) params.set('date_to', filter.dateTo);
  if (filter.approvalRequired !== 'any') params.set('approval_required', filter.approvalRequired);
  return params;
}

/** A plain link the browser follows to save the CSV (the server sends it as an attachment). */
export function auditExportHref(filter: AuditFilter): string {
  const query = auditFilterSearchParams(filter).toString();
  return query ? `/api/v1/audit-logs/export?${query}` : '/api/v1/audit-logs/export';
}
