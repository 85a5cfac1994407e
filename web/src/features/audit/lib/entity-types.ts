/**
 * Entity types the server writes today, offered as suggestions; the filter accepts any text,
 * so types added later (loans, payments) work before this list learns them.
 */
export const AUDIT_ENTITY_TYPE_SUGGESTIONS = [
  'approval_request',
  'audit_logs',
  'auth',
  'customer',
  'debt_collector',
  'loan',
  'organization',
  'payment',
  'user',
  'user_role',
];
