import { Stack, Text, Title } from '@mantine/core';
import type { PromisePerformanceRow } from '@lendline/core';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { usePromisePerformance } from '../api/get-promise-performance';

function collectorOf(row: PromisePerformanceRow, t: Translate): string {
  return row.collector_id ? row.collector_name : t('collections.unassigned');
}

function performanceColumns(t: Translate): DataTableColumn<PromisePerformanceRow>[] {
  const count = (
    key: 'promises' | 'kept' | 'partially_kept' | 'broken' | 'open',
    header: string,
  ): DataTableColumn<PromisePerformanceRow> => ({
    key,
    header,
    text: (row) => formatNumber(row[key]),
  });
  return [
    {
      key: 'collector',
      header: t('collections.columns.collector'),
      text: (row) => collectorOf(row, t),
      truncate: true,
      width: 200,
    },
    count('promises', t('collections.team.promises.columns.promises')),
    count('kept', t('collections.team.promises.status.kept')),
    count('partially_kept', t('collections.team.promises.status.partially_kept')),
    count('broken', t('collections.team.promises.status.broken')),
    count('open', t('collections.team.promises.status.open')),
    {
      key: 'kept_rate',
      header: t('collections.team.promises.columns.kept_rate'),
      render: (row) => (
        <Text span size="sm" fw={600}>
          {row.kept_rate === null ? '—' : formatPercent(row.kept_rate * 100)}
        </Text>
      ),
    },
  ];
}

const rowKey = (row: PromisePerformanceRow) => `${row.organization_id}:${row.collector_id ?? ''}`;

/** The promise-kept rate per collector over the promises due in the last 30 days. */
export function PromisePerformance() {
  const t = useT();
  const performance = usePromisePerformance();
  const columns = useMemo(() => performanceColumns(t), [t]);
  const period = performance.data;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('collections.team.promises.performance')}
      </Title>
      <Text size="sm" c="dimmed">
        {period &&
          `${t('collections.team.promises.period', {
            from: formatCalendarDate(period.from),
            to: formatCalendarDate(period.to),
          })} · `}
        {t('collections.team.promises.rate_hint')}
      </Text>
      <DataTable
        label={t('collections.team.promises.performance')}
        columns={columns}
        rows={performance.data?.data}
        rowKey={rowKey}
        rowLabel={(row) => collectorOf(row, t)}
        loading={performance.isPending}
        emptyText={t('collections.team.promises.performance_empty')}
        error={
          performance.isError && (
            <DataTableLoadError
              message={t('collections.team.promises.load_failed', {
                message: failureReason(performance.error),
              })}
              onRetry={() => void performance.refetch()}
            />
          )
        }
      />
    </Stack>
  );
}
