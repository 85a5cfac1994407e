import type {
  CustomerBusinessType,
  CustomerRiskLevel,
  CustomerStatus,
  LoanStatus,
  MessageKey,
} from '@lendline/core';

/** The words for the customer's closed lists, one message per value. */
export const CUSTOMER_STATUS_LABELS = {
  active: 'customers.status.active',
  inactive: 'customers.status.inactive',
  archived: 'customers.status.archived',
} as const satisfies Record<CustomerStatus, MessageKey>;

export const CUSTOMER_RISK_LABELS = {
  low: 'customers.risk.low',
  medium: 'customers.risk.medium',
  high: 'customers.risk.high',
} as const satisfies Record<CustomerRiskLevel, MessageKey>;

export const CUSTOMER_BUSINESS_TYPE_LABELS = {
  retail: 'customers.business_type.retail',
  manufacturing: 'customers.business_type.manufacturing',
  services: 'customers.business_type.services',
  agriculture: 'customers.business_type.agriculture',
} as const satisfies Record<CustomerBusinessType, MessageKey>;

export const LOAN_STATUS_LABELS = {
  pending: 'customers.loan_status.pending',
  approved: 'customers.loan_status.approved',
  active: 'customers.loan_status.active',
  overdue: 'customers.loan_status.overdue',
  completed: 'customers.loan_status.completed',
  rejected: 'customers.loan_status.rejected',
} as const satisfies Record<LoanStatus, MessageKey>;

/** The message naming `value` in `labels`, or undefined for a value the list does not hold. */
export function labelKeyOf<Value extends string>(
  labels: Record<Value, MessageKey>,
  value: string | null | undefined,
): MessageKey | undefined {
  return value !== null && value !== undefined && Object.hasOwn(labels, value)
    ? labels[value as Value]
    : undefined;
}
