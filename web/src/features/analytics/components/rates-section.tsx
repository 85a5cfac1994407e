import type { CollectionRateResponse, PromisesAnalyticsResponse } from '@lendline/core';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartDrawing } from '@/components/charts/lazy-chart-drawing';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { formatMonth } from '../lib/bi-format';

const percentOrDash = (value: unknown) => (value === null ? '—' : formatPercent(value as number));

/** The collection rate per month, on time and late apart, and the promise-kept rate. */
export function RatesSection({
  collection,
  promises,
}: {
  collection: CollectionRateResponse;
  promises: PromisesAnalyticsResponse;
}) {
  const t = useT();
  const month = {
    key: 'date',
    label: t('reports.bi.month'),
    format: (value: unknown) => formatMonth(String(value)),
  } as const;
  const money = (value: unknown) => formatMoney(value as number);
  const count = (value: unknown) => formatNumber(value as number);
  const collectionRows = collection.data.map((row) => ({
    date: row.date,
    label: formatMonth(row.date),
    due: row.due,
    on_time: row.on_time,
    late: row.late,
    on_time_rate: row.on_time_rate,
    late_rate: row.late_rate,
    rate: row.rate,
  }));
  const promiseRows = promises.data.map((row) => ({
    date: row.date,
    label: formatMonth(row.date),
    promises: row.promises,
    due: row.due,
    kept_due: row.kept_due,
    kept_rate: row.kept_rate,
  }));
  return (
    <>
      <ChartCard
        title={t('reports.bi.collection.title')}
        fileName="collection-rate"
        emptyText={t('reports.bi.empty')}
        rows={collectionRows}
        columns={[
          month,
          { key: 'due', label: t('reports.bi.collection.due'), numeric: true, format: money },
          {
            key: 'on_time',
            label: t('reports.bi.collection.on_time'),
            numeric: true,
            format: money,
          },
          { key: 'late', label: t('reports.bi.collection.late'), numeric: true, format: money },
          {
            key: 'on_time_rate',
            label: t('reports.bi.collection.on_time_rate'),
            numeric: true,
            format: percentOrDash,
          },
          {
            key: 'late_rate',
            label: t('reports.bi.collection.late_rate'),
            numeric: true,
            format: percentOrDash,
          },
          {
            key: 'rate',
            label: t('reports.bi.collection.rate'),
            numeric: true,
            format: percentOrDash,
          },
        ]}
        chart={
          <ChartDrawing
            type="bar"
            stacked
            data={collectionRows}
            dataKey="label"
            valueFormatter={(value) => formatPercent(value)}
            series={[
              {
                name: 'on_time_rate',
                label: t('reports.bi.collection.on_time_rate'),
                color: 'teal.6',
              },
              { name: 'late_rate', label: t('reports.bi.collection.late_rate'), color: 'orange.5' },
            ]}
          />
        }
      />
      <ChartCard
        title={t('reports.bi.promises.title')}
        fileName="promise-kept-rate"
        emptyText={t('reports.bi.empty')}
        rows={promiseRows}
        columns={[
          month,
          {
            key: 'promises',
            label: t('reports.bi.promises.promises'),
            numeric: true,
            format: count,
          },
          { key: 'due', label: t('reports.bi.promises.due'), numeric: true, format: count },
          { key: 'kept_due', label: t('reports.bi.promises.kept'), numeric: true, format: count },
          {
            key: 'kept_rate',
            label: t('reports.bi.promises.kept_rate'),
            numeric: true,
            format: percentOrDash,
          },
        ]}
        chart={
          <ChartDrawing
            type="line"
            data={promiseRows}
            dataKey="label"
            valueFormatter={(value) => formatPercent(value)}
            series={[
              { name: 'kept_rate', label: t('reports.bi.promises.kept_rate'), color: 'violet.6' },
            ]}
          />
        }
      />
    </>
  );
}
