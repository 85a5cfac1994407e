import { Center, Loader, Table, Tabs, Text } from '@mantine/core';
import type { DashboardBranch } from '@lendline/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { DashboardSection } from './dashboard-section';

// The chart library comes in its own chunk, on demand (docs/decisions/0054).
const CollectionTrendChart = lazy(() => import('./collection-trend-chart'));

type TrendView = 'chart' | 'table';

/**
 * The last 30 days' collection days: due against collected, as a chart or as a table (the
 * table is what a screen reader reads; the chart is hidden from it).
 */
export function CollectionTrend({ trend }: { trend: DashboardBranch['trend'] }) {
  const t = useT();
  const [view, setView] = useState<TrendView>('chart');
  return (
    <DashboardSection title={t('dashboard.trend.title')}>
      {trend.length === 0 ? (
        <Text c="dimmed">{t('dashboard.trend.empty')}</Text>
      ) : (
        <Tabs value={view} onChange={(next) => setView((next as TrendView | null) ?? 'chart')}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="chart">{t('dashboard.trend.chart')}</Tabs.Tab>
            <Tabs.Tab value="table">{t('dashboard.trend.table')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chart">
            <Suspense
              fallback={
                <Center h={240} role="status" aria-label={t('dashboard.trend.loading')}>
                  <Loader aria-hidden />
                </Center>
              }
            >
              <CollectionTrendChart
                trend={trend}
                labels={{
                  due: t('dashboard.trend.due'),
                  collected: t('dashboard.trend.collected'),
                }}
              />
            </Suspense>
            <Text size="sm" c="dimmed" mt="xs">
              {t('dashboard.trend.chart_hint')}
            </Text>
          </Tabs.Panel>
          <Tabs.Panel value="table">
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Caption>{t('dashboard.trend.title')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('dashboard.trend.date')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('dashboard.trend.due')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('dashboard.trend.collected')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {trend.map((day) => (
                    <Table.Tr key={day.date}>
                      <Table.Th scope="row" fw={400}>
                        {formatCalendarDate(day.date)}
                      </Table.Th>
                      <Table.Td ta="right">{formatMoney(day.due)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(day.collected)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Tabs.Panel>
        </Tabs>
      )}
    </DashboardSection>
  );
}
