import type { PermissionSubject } from '@lendline/core';
import { isAllowed } from '@/lib/authorization';

export interface CollectorPermissions {
  create: boolean;
  edit: boolean;
  /**
   * 'direct': blocks and unblocks at once (debt_collectors:update); 'request': may ask for it,
   * which becomes an approval request (a manager's debt_collectors:assign); null: neither.
   */
  block: 'direct' | 'request' | null;
}

/** What the Debt Management Hub offers; the server enforces the same permissions. */
export function collectorPermissionsOf(subject: PermissionSubject): CollectorPermissions {
  const canUpdate = isAllowed(subject, 'debt_collectors:update');
  return {
    create: isAllowed(subject, 'debt_collectors:create'),
    edit: canUpdate,
    block: canUpdate ? 'direct' : isAllowed(subject, 'debt_collectors:assign') ? 'request' : null,
  };
}
