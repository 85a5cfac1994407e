import { ActionIcon, Menu, Stack, Text } from '@mantine/core';
import { dashboardScoreOf } from '@lendline/core';
import type { MessageKey, RiskProfile } from '@lendline/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconDots,
  IconEye,
  IconPencil,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import type { RiskProfileSort } from '../api/get-risk-profiles';
import { RISK_BUSINESS_TYPE_LABELS } from '../lib/risk-labels';
import { RiskBadge, RiskStatusBadge } from './risk-badges';

export type RiskProfileColumn = DataTableColumn<RiskProfile, RiskProfileSort>;

/** What a prospect sells and the kind of business, as one line ('Vegetables · Retail'). */
function productOf(t: Translate, profile: RiskProfile): string {
  const type = profile.business_type;
  const typeLabel =
    type && type in RISK_BUSINESS_TYPE_LABELS
      ? t(RISK_BUSINESS_TYPE_LABELS[type as keyof typeof RISK_BUSINESS_TYPE_LABELS])
      : type;
  return [profile.product_selling, typeLabel].filter(Boolean).join(' · ');
}

/**
 * The dashboard's columns (spec part 2 §2): the prospect and phone, product and business, score,
 * risk badge, recommended amount in the organization's currency, status and created date. The
 * phone sits under the name so the table fits a 1,366 px laptop beside the sidebar.
 */
export function riskProfileColumns(t: Translate, currency: string): RiskProfileColumn[] {
  return [
    {
      key: 'name',
      header: t('risk.columns.name'),
      sortKey: 'prospective_customer_name',
      text: (profile) => profile.prospective_customer_name,
      truncate: true,
      width: 190,
      render: (profile) => (
        <Stack gap={0}>
          <Text span size="sm" fw={500}>
            {profile.prospective_customer_name}
          </Text>
          {profile.phone && (
            <Text span size="xs" c="dimmed">
              {profile.phone}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'product',
      header: t('risk.columns.product'),
      text: (profile) => productOf(t, profile),
      truncate: true,
      width: 170,
    },
    {
      key: 'score',
      header: t('risk.columns.score'),
      sortKey: 'overall_eligibility_score',
      text: (profile) => {
        const score = dashboardScoreOf(profile);
        return score === null ? null : formatNumber(score);
      },
    },
    {
      key: 'risk',
      header: t('risk.columns.risk'),
      render: (profile) => <RiskBadge profile={profile} />,
    },
    {
      key: 'recommended_loan_amount',
      header: t('risk.columns.recommended'),
      sortKey: 'recommended_loan_amount',
      wrapHeader: true,
      text: (profile) =>
        profile.recommended_loan_amount === null
          ? null
          : formatMoney(profile.recommended_loan_amount, currency),
    },
    {
      key: 'status',
      header: t('risk.columns.status'),
      sortKey: 'assessment_status',
      render: (profile) => <RiskStatusBadge status={profile.assessment_status} />,
    },
    {
      key: 'created_at',
      header: t('risk.columns.created'),
      sortKey: 'created_at',
      text: (profile) => formatDate(profile.created_at),
      priority: 2,
    },
  ];
}

export type RiskProfileRowAction = 'view' | 'edit' | 'approve' | 'reject' | 'create_customer';

const ACTION_TEXT: Record<RiskProfileRowAction, { label: MessageKey; icon: ReactNode }> = {
  view: { label: 'common.view', icon: <IconEye size={14} aria-hidden /> },
  edit: { label: 'common.edit', icon: <IconPencil size={14} aria-hidden /> },
  approve: { label: 'risk.actions.approve', icon: <IconCircleCheck size={14} aria-hidden /> },
  reject: { label: 'risk.actions.reject', icon: <IconCircleX size={14} aria-hidden /> },
  create_customer: {
    label: 'risk.actions.create_customer',
    icon: <IconUserPlus size={14} aria-hidden />,
  },
};

/** A profile row's menu: the actions this user may take on it, in this order. */
export function RiskProfileActionsMenu({
  profile,
  actions,
  onAction,
}: {
  profile: RiskProfile;
  actions: readonly RiskProfileRowAction[];
  onAction: (profile: RiskProfile, action: RiskProfileRowAction) => void;
}) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('risk.actions.menu_label', { name: profile.prospective_customer_name })}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            leftSection={ACTION_TEXT[action].icon}
            color={action === 'reject' ? 'red' : undefined}
            onClick={() => onAction(profile, action)}
          >
            {t(ACTION_TEXT[action].label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
