import { Alert, Center, Loader } from '@mantine/core';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartDrawing } from '@/components/charts/lazy-chart-drawing';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { useScorePerformance } from '../api/get-score-performance';
import { BAND_LABELS, OUTCOME_LABELS } from '../lib/labels';

/**
 * Risk-band outcomes for the Business Intelligence screen (issue 14): the score back-test's bad
 * rate per band of the applicant score, for each outcome (ever more than 7 and 30 days late).
 */
export function RiskBandOutcomes() {
  const t = useT();
  const report = useScorePerformance();
  if (report.isPending) {
    return (
      <Center h={120} role="status" aria-label={t('reports.bi.loading')}>
        <Loader aria-hidden />
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
  const rows = report.data.outcomes.flatMap((outcome) =>
    outcome.bands.map((band) => ({
      outcome: outcome.outcome,
      band: band.band,
      loans: band.loans,
      bads: band.bads,
      bad_rate: band.bad_rate,
    })),
  );
  const bands = (['low', 'medium', 'high'] as const).map((band) => {
    const point: Record<string, string | number | null> = { band: t(BAND_LABELS[band]) };
    for (const outcome of report.data.outcomes) {
      point[outcome.outcome] = outcome.bands.find((row) => row.band === band)?.bad_rate ?? null;
    }
    return point;
  });
  const count = (value: unknown) => formatNumber(value as number);
  return (
    <ChartCard
      title={t('reports.bi.risk.title')}
      fileName="risk-band-outcomes"
      emptyText={t('reports.bi.empty')}
      rows={rows}
      columns={[
        {
          key: 'outcome',
          label: t('reports.bi.risk.outcome'),
          format: (value) => t(OUTCOME_LABELS[value as keyof typeof OUTCOME_LABELS]),
        },
        {
          key: 'band',
          label: t('reports.bi.risk.band'),
          format: (value) => t(BAND_LABELS[value as keyof typeof BAND_LABELS]),
        },
        { key: 'loans', label: t('reports.bi.risk.loans'), numeric: true, format: count },
        { key: 'bads', label: t('reports.bi.risk.bads'), numeric: true, format: count },
        {
          key: 'bad_rate',
          label: t('reports.bi.risk.bad_rate'),
          numeric: true,
          format: (value) => (value === null ? '—' : formatPercent(value as number)),
        },
      ]}
      chart={
        <ChartDrawing
          type="bar"
          data={bands}
          dataKey="band"
          valueFormatter={(value) => formatPercent(value)}
          series={report.data.outcomes.map((outcome, index) => ({
            name: outcome.outcome,
            label: t(OUTCOME_LABELS[outcome.outcome]),
            color: index === 0 ? 'orange.5' : 'red.7',
          }))}
        />
      }
    />
  );
}
