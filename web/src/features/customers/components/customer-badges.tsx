import { Badge } from '@mantine/core';
import { customerStatusOf } from '@lendline/core';
import type { CustomerRiskLevel } from '@lendline/core';

const RISK_COLOR: Record<CustomerRiskLevel, string> = {
  low: 'teal',
  medium: 'yellow',
  high: 'red',
};
const STATUS_COLOR = { active: 'teal', inactive: 'gray', archived: 'dark' } as const;

export function RiskBadge({ level }: { level: CustomerRiskLevel }) {
  return (
    <Badge color={RISK_COLOR[level]} variant="light" tt="capitalize">
      {level}
    </Badge>
  );
}

/** A missing status shows as active (spec part 2 §2). */
export function CustomerStatusBadge({ status }: { status: string | null | undefined }) {
  const shown = customerStatusOf(status);
  return (
    <Badge color={STATUS_COLOR[shown]} variant="dot" tt="capitalize">
      {shown}
    </Badge>
  );
}
