import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RISK_RULES } from '@lendline/core';
import type { MessageKey, ProspectScore, ScoreComponents } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { RISK_CATEGORY_COLORS, RISK_CATEGORY_LABELS } from '../lib/risk-labels';

const { weights } = RISK_RULES;

/** Each component's name and the most it can give (spec part 2 §4's weights and bands). */
const COMPONENTS: { key: keyof ScoreComponents; label: MessageKey; max: number }[] = [
  {
    key: 'payment_history',
    label: 'risk.score.payment_history',
    max: weights.paymentHistory * 100,
  },
  {
    key: 'debt_to_income',
    label: 'risk.score.debt_to_income',
    max: RISK_RULES.debtToIncomeBands[0].points,
  },
  {
    key: 'business_stability',
    label: 'risk.score.business_stability',
    max: weights.businessStability * 100,
  },
  { key: 'asset_backing', label: 'risk.score.asset_backing', max: weights.assetBacking * 100 },
  {
    key: 'years_at_location',
    label: 'risk.score.years_at_location',
    max: RISK_RULES.yearsAtLocation[0].points,
  },
  {
    key: 'income_stability',
    label: 'risk.score.income_stability',
    max: RISK_RULES.incomeStability[0].points,
  },
  {
    key: 'location_stability',
    label: 'risk.score.location_stability',
    max: RISK_RULES.locationStability.points,
  },
];

interface RiskScorePanelProps {
  score: ProspectScore;
  currency: string;
  /** The score the server stored for a reviewed profile, rather than one computed now. */
  stored?: boolean;
}

/**
 * The weighted score (spec part 2 §4) as the form stands: core's scoreProspect, the function
 * the server scores the saved profile with, so the figures here are the ones it will store.
 */
export function RiskScorePanel({ score, currency, stored = false }: RiskScorePanelProps) {
  const t = useT();
  const category = t(RISK_CATEGORY_LABELS[score.risk_category]);
  const recommended = formatMoney(score.recommended_loan_amount, currency);
  const title = stored ? t('risk.score.stored_title') : t('risk.score.title');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              {t('risk.score.score')}
            </Text>
            <Text fz={36} fw={700} lh={1} data-testid="risk-score">
              {t('risk.score.out_of', { score: formatNumber(score.score) })}
            </Text>
          </div>
          <Badge size="lg" variant="light" color={RISK_CATEGORY_COLORS[score.risk_category]}>
            {category}
          </Badge>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {t('risk.score.recommended')}
          </Text>
          <Text fz={22} fw={700}>
            {recommended}
          </Text>
        </div>
        {/* What a screen reader hears as the figures change: one sentence, not every row. */}
        <Text size="xs" c="dimmed" role="status" aria-live="polite">
          {t('risk.score.announcement', {
            score: formatNumber(score.score),
            category,
            amount: recommended,
          })}
        </Text>
        <Divider />
        <dl style={{ margin: 0 }}>
          {COMPONENTS.map(({ key, label, max }) => (
            <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
              <Text component="dt" size="sm">
                {t(label)}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {t('risk.score.points', {
                  points: formatNumber(score.components[key]),
                  max: formatNumber(max),
                })}
              </Text>
            </Group>
          ))}
        </dl>
        <Divider />
        <dl style={{ margin: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm">
              {t('risk.score.debt_to_income_percent')}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0}>
              {score.debt_to_income_percent === null
                ? t('risk.score.no_income')
                : formatPercent(score.debt_to_income_percent)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm">
              {t('risk.score.monthly_income')}
            </Text>
            <Text component="dd" size="sm" fw={500} m={0}>
              {formatMoney(score.monthly_income, currency)}
            </Text>
          </Group>
        </dl>
      </Stack>
    </Paper>
  );
}
