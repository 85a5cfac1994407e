import type { SENSITIVE_OPERATIONS } from '@lendline/core';
import {
  type EmergencyGrantState,
  type MessageKey,
  type SecurityEvent,
  type SecurityEventType,
  type SecuritySeverity,
} from '@lendline/core';
import type { Translate } from '@/i18n/use-t';

const OPERATION_KEYS = {
  api_requests: 'security.operation.api_requests',
  form_submissions: 'security.operation.form_submissions',
  export: 'security.operation.export',
  bulk_payment: 'security.operation.bulk_payment',
  user_invitation: 'security.operation.user_invitation',
  role_change: 'security.operation.role_change',
} as const satisfies Record<
  'api_requests' | 'form_submissions' | (typeof SENSITIVE_OPERATIONS)[number],
  MessageKey
>;

export const EVENT_TYPE_LABELS = {
  failed_logins: 'security.type.failed_logins',
  rate_limit_exceeded: 'security.type.rate_limit_exceeded',
  policy_violation: 'security.type.policy_violation',
  suspicious_activity: 'security.type.suspicious_activity',
  emergency_access_granted: 'security.type.emergency_access_granted',
  emergency_access_used: 'security.type.emergency_access_used',
  mfa_disabled: 'security.type.mfa_disabled',
} as const satisfies Record<SecurityEventType, MessageKey>;

export const SEVERITY_LABELS = {
  low: 'security.severity.low',
  medium: 'security.severity.medium',
  high: 'security.severity.high',
  critical: 'security.severity.critical',
} as const satisfies Record<SecuritySeverity, MessageKey>;

export const GRANT_STATE_LABELS = {
  active: 'security.grant_state.active',
  expired: 'security.grant_state.expired',
  revoked: 'security.grant_state.revoked',
} as const satisfies Record<EmergencyGrantState, MessageKey>;

export const SEVERITY_COLORS = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
} as const satisfies Record<SecuritySeverity, string>;

/**
 * An event's message in the reader's language: the spec's alert texts are translated from the
 * event's metadata; any other message is shown as the server wrote it.
 */
export function securityEventMessage(t: Translate, event: SecurityEvent): string {
  const { metadata } = event;
  if (event.type === 'failed_logins' && typeof metadata.failures === 'number') {
    return t('security.message.failed_logins', { n: metadata.failures });
  }
  if (event.type === 'rate_limit_exceeded' && typeof metadata.operation === 'string') {
    const key = OPERATION_KEYS[metadata.operation as keyof typeof OPERATION_KEYS];
    if (key) return t('security.message.rate_limit_exceeded', { operation: t(key) });
  }
  return event.message;
}
