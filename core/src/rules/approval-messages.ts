import type { MessageKey } from '../i18n/catalogs.ts';

// Beside, not inside, schemas/approvals.ts: the signed-in layout's bell shows these, and a module
// of zod schemas would bring zod (and every schema in it) into every screen's first code.
export const APPROVAL_MESSAGES = {
  created: 'messages.approvals.created',
  approved: 'messages.approvals.approved',
  rejected: 'messages.approvals.rejected',
  escalated: 'messages.approvals.escalated',
  roleChangeSubmitted: 'messages.approvals.role_change_submitted',
  notFound: 'messages.approvals.not_found',
  alreadyDecided: 'messages.approvals.already_decided',
  notYourRequest: 'messages.approvals.not_your_request',
  ownRequest: 'messages.approvals.own_request',
  invalidRequestData: 'messages.approvals.invalid_request_data',
  signedInRequired: 'messages.approvals.signed_in_required',
} as const satisfies Record<string, MessageKey>;
