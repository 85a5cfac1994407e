import type { CollectorProductivityResponse } from '@lendline/core';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartDrawing } from '@/components/charts/lazy-chart-drawing';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { loansListPath } from '@/lib/loan-list-links';

/** Per collector, by territory: collected against due, visits and promises kept. */
export function CollectorsSection({ collectors }: { collectors: CollectorProductivityResponse }) {
  const t = useT();
  const rows = collectors.data.map((row) => ({
    collector_id: row.collector_id,
    territory: row.territory ?? t('reports.bi.collectors.no_territory'),
    collector: row.collector,
    organization: row.organization,
    due: row.due,
    collected: row.collected,
    collection_rate: row.collection_rate,
    visits: row.visits,
    promises_due: row.promises_due,
    promises_kept: row.promises_kept,
    kept_rate: row.kept_rate,
  }));
  const money = (value: unknown) => formatMoney(value as number);
  const count = (value: unknown) => formatNumber(value as number);
  const percent = (value: unknown) => (value === null ? '—' : formatPercent(value as number));
  return (
    <ChartCard
      title={t('reports.bi.collectors.title')}
      fileName="collector-productivity"
      emptyText={t('reports.bi.empty')}
      rows={rows}
      columns={[
        { key: 'territory', label: t('reports.bi.collectors.territory') },
        { key: 'collector', label: t('reports.bi.collectors.collector') },
        { key: 'organization', label: t('reports.bi.collectors.organization') },
        { key: 'due', label: t('reports.bi.collection.due'), numeric: true, format: money },
        { key: 'collected', label: t('reports.bi.collected'), numeric: true, format: money },
        {
          key: 'collection_rate',
          label: t('reports.bi.collection.rate'),
          numeric: true,
          format: percent,
        },
        { key: 'visits', label: t('reports.bi.collectors.visits'), numeric: true, format: count },
        { key: 'promises_due', label: t('reports.bi.promises.due'), numeric: true, format: count },
        {
          key: 'promises_kept',
          label: t('reports.bi.promises.kept'),
          numeric: true,
          format: count,
        },
        {
          key: 'kept_rate',
          label: t('reports.bi.promises.kept_rate'),
          numeric: true,
          format: percent,
        },
      ]}
      rowLink={(row) => ({
        to: loansListPath({ collectorId: row.collector_id }),
        label: t('reports.bi.collectors.loans_of', { collector: row.collector }),
      })}
      chart={
        <ChartDrawing
          type="bar"
          data={rows}
          dataKey="collector"
          valueFormatter={money}
          series={[
            { name: 'due', label: t('reports.bi.collection.due'), color: 'gray.5' },
            { name: 'collected', label: t('reports.bi.collected'), color: 'teal.6' },
          ]}
        />
      }
    />
  );
}
