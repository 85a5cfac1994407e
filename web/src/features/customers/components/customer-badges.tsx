import { Badge } from '@mantine/core';
import { customerStatusOf } from '@lendline/core';
import type { CustomerRiskLevel } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { CUSTOMER_RISK_LABELS, CUSTOMER_STATUS_LABELS } from '../lib/customer-labels';

const RISK_COLOR: Record<CustomerRiskLevel, string> = {
  low: 'teal',
  medium: 'yellow',
  high: 'red',
};
const STATUS_COLOR = { active: 'teal', inactive: 'gray', archived: 'dark' } as const;

export function RiskBadge({ level }: { level: CustomerRiskLevel }) {
  const t = useT();
  return (
    <Badge color={RISK_COLOR[level]} variant="light">
      {t(CUSTOMER_RISK_LABELS[level])}
    </Badge>
  );
}

/** A missing status shows as active (spec part 2 §2). */
export function CustomerStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useT();
  const shown = customerStatusOf(status);
  return (
    <Badge color={STATUS_COLOR[shown]} variant="dot">
      {t(CUSTOMER_STATUS_LABELS[shown])}
    </Badge>
  );
}
