import type { DashboardBranch } from '@lendline/core';
import { lazy } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

// The chart library comes in its own chunk, on demand (docs/decisions/0054).
const CollectionTrendChart = lazy(() => import('./collection-trend-chart'));

/**
 * The last 30 days' collection days: due against collected, as a chart or as a table (the
 * shared ChartCard: the table is what a screen reader reads, the chart is hidden from it), with
 * the same days as a CSV.
 */
export function CollectionTrend({ trend }: { trend: DashboardBranch['trend'] }) {
  const t = useT();
  const rows = trend.map((day) => ({ date: day.date, due: day.due, collected: day.collected }));
  const money = (value: unknown) => formatMoney(value as number);
  return (
    <ChartCard
      title={t('dashboard.trend.title')}
      fileName="collection-trend"
      emptyText={t('dashboard.trend.empty')}
      rows={rows}
      columns={[
        {
          key: 'date',
          label: t('dashboard.trend.date'),
          format: (value) => formatCalendarDate(value as string),
        },
        { key: 'due', label: t('dashboard.trend.due'), numeric: true, format: money },
        { key: 'collected', label: t('dashboard.trend.collected'), numeric: true, format: money },
      ]}
      chart={
        <CollectionTrendChart
          trend={trend}
          labels={{ due: t('dashboard.trend.due'), collected: t('dashboard.trend.collected') }}
        />
      }
    />
  );
}
