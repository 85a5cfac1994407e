import type { ScorePerformanceResponse } from '@lendline/core';
import { BarChart } from '@mantine/charts';
import { Alert, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { useScorePerformance } from '../api/get-score-performance';
import { BAND_LABELS, OUTCOME_LABELS, RECOMMENDATION_LABELS } from '../lib/labels';
import { OutcomeFigures, useRateText } from './outcome-figures';

const SERIES_COLORS = { over_7_days: 'orange.6', over_30_days: 'red.7' } as const;

/**
 * The bad rate of each band for both outcomes as bars (docs/decisions/0054). The tables of the
 * outcomes carry the same figures for screen readers, so the drawing is hidden from them.
 */
function BadRateChart({ data }: { data: ScorePerformanceResponse }) {
  const t = useT();
  const bands = data.outcomes[0]?.bands ?? [];
  const rows = bands.map((band, index) => ({
    band: t(BAND_LABELS[band.band]),
    ...Object.fromEntries(
      data.outcomes.map((outcome) => [outcome.outcome, outcome.bands[index]?.bad_rate ?? 0]),
    ),
  }));
  return (
    <div aria-hidden>
      <BarChart
        h={240}
        data={rows}
        dataKey="band"
        series={data.outcomes.map((outcome) => ({
          name: outcome.outcome,
          label: t(OUTCOME_LABELS[outcome.outcome]),
          color: SERIES_COLORS[outcome.outcome],
        }))}
        valueFormatter={(value) => formatPercent(value)}
        withLegend
        withTooltip={false}
        // No keyboard layer: a focusable drawing inside aria-hidden would trap screen readers.
        barChartProps={{ accessibilityLayer: false }}
        tickLine="y"
        yAxisProps={{ width: 64 }}
      />
    </div>
  );
}

/** The loans lent above and within their applicant's recommended amount, and how they fared. */
function RecommendationTable({ data }: { data: ScorePerformanceResponse }) {
  const t = useT();
  const rateText = useRateText();
  const title = t('risk_performance.recommendation.title');
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={title} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('risk_performance.recommendation.column.group')}</Table.Th>
              <Table.Th scope="col">{t('risk_performance.column.loans')}</Table.Th>
              <Table.Th scope="col">
                {t('risk_performance.recommendation.column.amount_lent')}
              </Table.Th>
              <Table.Th scope="col">
                {t('risk_performance.recommendation.column.amount_recommended')}
              </Table.Th>
              {data.outcomes.map((outcome) => (
                <Table.Th scope="col" key={outcome.outcome}>
                  {t(OUTCOME_LABELS[outcome.outcome])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.recommendation.map((group) => (
              <Table.Tr key={group.group}>
                <Table.Th scope="row" fw={400}>
                  {t(RECOMMENDATION_LABELS[group.group])}
                </Table.Th>
                <Table.Td>{formatNumber(group.loans)}</Table.Td>
                <Table.Td>{formatMoney(group.amount_lent)}</Table.Td>
                <Table.Td>{formatMoney(group.amount_recommended)}</Table.Td>
                {group.outcomes.map((outcome) => (
                  <Table.Td key={outcome.outcome}>
                    {rateText(outcome.bad_rate, outcome.bads, outcome.loans)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The risk profiler's 'Score performance' tab (issue 12): does the applicant score foretell
 * repayment? The verdict, the bad rate by band, AUC, Gini and KS, and the recommended amounts
 * against the amounts lent, for the caller's organizations. Self-contained: it fetches its own
 * report. Amounts are in the organization's currency (lib/format-money).
 */
export function ScorePerformancePanel() {
  const t = useT();
  const report = useScorePerformance();
  if (report.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (report.isError) {
    return (
      <Alert color="red" variant="light" title={t('risk_performance.load_failed')} role="alert">
        {failureReason(report.error)}
      </Alert>
    );
  }
  const data = report.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('risk_performance.title')}
        </Title>
        <Text>{t('risk_performance.intro', { date: formatCalendarDate(data.as_of) })}</Text>
        <Text size="sm" c="dimmed">
          {t('risk_performance.counts', {
            scored: data.scored_loans,
            unscored: data.unscored_loans,
          })}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('risk_performance.chart_title')}
          </Title>
          <BadRateChart data={data} />
        </Stack>
      </Paper>
      {data.outcomes.map((outcome) => (
        <OutcomeFigures key={outcome.outcome} outcome={outcome} minimums={data.minimums} />
      ))}
      <RecommendationTable data={data} />
    </Stack>
  );
}
