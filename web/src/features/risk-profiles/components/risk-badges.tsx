import { Badge } from '@mantine/core';
import { riskBadgeOf } from '@lendline/core';
import type { AssessmentStatus } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import {
  ASSESSMENT_STATUS_LABELS,
  RISK_CATEGORY_COLORS,
  RISK_CATEGORY_LABELS,
} from '../lib/risk-labels';

const STATUS_COLOR: Record<AssessmentStatus, string> = {
  draft: 'gray',
  completed: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** Spec part 2 §4: Draft (the default display), Completed, Approved, Rejected. */
export function RiskStatusBadge({ status }: { status: AssessmentStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(ASSESSMENT_STATUS_LABELS[status])}
    </Badge>
  );
}

type BadgeInput = Parameters<typeof riskBadgeOf>[0];

/** Spec part 2 §4 "Dashboard risk badge", by core's rule (70 / 40 on the first score given). */
export function RiskBadge({ profile }: { profile: BadgeInput }) {
  const t = useT();
  const category = riskBadgeOf(profile);
  return (
    <Badge color={RISK_CATEGORY_COLORS[category]} variant="dot">
      {t(RISK_CATEGORY_LABELS[category])}
    </Badge>
  );
}
