import type { VintagesResponse } from '@lendline/core';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartDrawing } from '@/components/charts/lazy-chart-drawing';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { loansListPath } from '@/lib/loan-list-links';
import { monthEndDay } from '../api/get-bi-series';
import { formatMonth } from '../lib/bi-format';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'red.7', 'cyan.7'];

/**
 * Vintage curves: per disbursement month, the share of its loans ever more than 30 days late
 * by month on book (1 = the disbursement month). A row leads to the cohort's loans.
 */
export function VintageSection({ vintages }: { vintages: VintagesResponse }) {
  const t = useT();
  const rows = vintages.data.flatMap((cohort) =>
    cohort.points.map((point) => ({
      cohort: cohort.cohort,
      loans: cohort.loans,
      months_on_book: point.months_on_book,
      late_loans: point.late_loans,
      share: point.share,
    })),
  );
  const longest = Math.max(0, ...vintages.data.map((cohort) => cohort.points.length));
  const curves = Array.from({ length: longest }, (_, index) => {
    const point: Record<string, number | string | null> = { months_on_book: index + 1 };
    for (const cohort of vintages.data) {
      point[cohort.cohort] = cohort.points[index]?.share ?? null;
    }
    return point;
  });
  const count = (value: unknown) => formatNumber(value as number);
  return (
    <ChartCard
      title={t('reports.bi.vintage.title')}
      fileName="vintage-curves"
      emptyText={t('reports.bi.empty')}
      rows={rows}
      columns={[
        {
          key: 'cohort',
          label: t('reports.bi.vintage.cohort'),
          format: (value) => formatMonth(String(value)),
        },
        { key: 'loans', label: t('reports.bi.vintage.loans'), numeric: true, format: count },
        {
          key: 'months_on_book',
          label: t('reports.bi.vintage.months_on_book'),
          numeric: true,
          format: count,
        },
        {
          key: 'late_loans',
          label: t('reports.bi.vintage.late_loans'),
          numeric: true,
          format: count,
        },
        {
          key: 'share',
          label: t('reports.bi.vintage.share'),
          numeric: true,
          format: (value) => formatPercent(value as number),
        },
      ]}
      rowLink={(row) => ({
        to: loansListPath({ disbursedFrom: row.cohort, disbursedTo: monthEndDay(row.cohort) }),
        label: t('reports.bi.loans_disbursed_in', { month: formatMonth(row.cohort) }),
      })}
      chart={
        <ChartDrawing
          type="line"
          data={curves}
          dataKey="months_on_book"
          valueFormatter={(value) => formatPercent(value)}
          series={vintages.data.map((cohort, index) => ({
            name: cohort.cohort,
            label: formatMonth(cohort.cohort),
            color: COLORS[index % COLORS.length]!,
          }))}
        />
      }
    />
  );
}
