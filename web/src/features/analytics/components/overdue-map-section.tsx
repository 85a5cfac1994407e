import type { OverdueMapResponse } from '@lendline/core';
import { Text } from '@mantine/core';
import { lazy } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { loansListPath } from '@/lib/loan-list-links';

const OverdueMap = lazy(() => import('./overdue-map'));

/** The map's height, which its card keeps until the map is drawn. */
const MAP_HEIGHT = 360;

/** The map of customers with overdue balances, with the same customers as a table and CSV. */
export function OverdueMapSection({ map }: { map: OverdueMapResponse }) {
  const t = useT();
  const rows = map.data.map((customer) => ({
    customer_id: customer.customer_id,
    customer_code: customer.customer_code,
    name: customer.name,
    latitude: customer.latitude,
    longitude: customer.longitude,
    overdue_loans: customer.overdue_loans,
    overdue_balance: customer.overdue_balance,
    max_days_overdue: customer.max_days_overdue,
  }));
  const count = (value: unknown) => formatNumber(value as number);
  return (
    <>
      <Text size="sm" c="dimmed">
        {map.as_of
          ? t('reports.bi.map.as_of', { date: formatCalendarDate(map.as_of) })
          : t('reports.bi.map.live')}
      </Text>
      <ChartCard
        title={t('reports.bi.map.title')}
        fileName="overdue-map"
        emptyText={t('reports.bi.map.empty')}
        rows={rows}
        columns={[
          { key: 'customer_code', label: t('reports.bi.map.code') },
          { key: 'name', label: t('reports.bi.map.name') },
          { key: 'latitude', label: t('reports.bi.map.latitude'), numeric: true },
          { key: 'longitude', label: t('reports.bi.map.longitude'), numeric: true },
          {
            key: 'overdue_loans',
            label: t('reports.bi.map.overdue_loans'),
            numeric: true,
            format: count,
          },
          {
            key: 'overdue_balance',
            label: t('reports.bi.map.overdue_balance'),
            numeric: true,
            format: (value) => formatMoney(value as number),
          },
          {
            key: 'max_days_overdue',
            label: t('reports.bi.map.days_overdue'),
            numeric: true,
            format: count,
          },
        ]}
        rowLink={(row) => ({
          to: loansListPath({ customerId: row.customer_id, overdueMoreThan: 0 }),
          label: t('reports.bi.map.loans_of', { name: row.name }),
        })}
        chart={<OverdueMap height={MAP_HEIGHT} />}
        chartLabel={t('reports.bi.map.region')}
        chartHeight={MAP_HEIGHT}
      />
      {map.total > map.data.length && (
        <Text size="sm" c="dimmed">
          {t('reports.bi.map.limited', {
            shown: formatNumber(map.data.length),
            total: formatNumber(map.total),
          })}
        </Text>
      )}
    </>
  );
}
