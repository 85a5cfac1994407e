import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { CashInHandResponse, CollectorCash } from '@lendline/core';
import { IconCash, IconLock } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoney } from '@/lib/format-money';
import { cashInHandOf } from '../lib/cash-figures';
import { VarianceText } from './cash-figures';
import { SheetRowActions } from './sheet-actions';

function AmountCount({ amount, line }: { amount: number; line: string }) {
  return (
    <Stack gap={0}>
      <Text span size="sm" fw={600}>
        {formatMoney(amount)}
      </Text>
      <Text span size="xs" c="dimmed">
        {line}
      </Text>
    </Stack>
  );
}

function cashColumns(t: Translate): DataTableColumn<CollectorCash>[] {
  return [
    {
      key: 'collector',
      header: t('collections.team.cash.columns.collector'),
      text: (row) => row.collector_name,
      truncate: true,
      width: 200,
    },
    {
      key: 'collected',
      header: t('collections.team.cash.columns.collected'),
      render: (row) => (
        <AmountCount
          amount={row.collected.amount}
          line={t('collections.team.cash.payments', { count: row.collected.count })}
        />
      ),
    },
    {
      key: 'handed_over',
      header: t('collections.team.cash.columns.handed_over'),
      render: (row) => (
        <AmountCount
          amount={row.handed_over.amount}
          line={t('collections.team.cash.handovers', { count: row.handed_over.count })}
        />
      ),
    },
    {
      key: 'in_hand',
      header: t('collections.team.cash.columns.in_hand'),
      text: (row) => formatMoney(cashInHandOf(row)),
      priority: 2,
    },
    {
      key: 'variance',
      header: t('collections.team.cash.columns.variance'),
      render: (row) => <VarianceText variance={row.variance} />,
    },
    {
      key: 'status',
      header: t('collections.team.cash.columns.status'),
      render: (row) =>
        row.close ? (
          <Stack gap={2}>
            <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
              {t('collections.team.cash.closed')}
            </Badge>
            {row.close.closed_by_name && (
              <Text span size="xs" c="dimmed">
                {t('collections.team.cash.closed_by', {
                  name: row.close.closed_by_name,
                  time: formatDateTime(row.close.created_at),
                })}
              </Text>
            )}
          </Stack>
        ) : (
          <Badge color="blue" variant="light">
            {t('collections.team.cash.open')}
          </Badge>
        ),
    },
  ];
}

const rowKey = (row: CollectorCash) => `${row.organization_id}:${row.collector_id}`;
const rowLabel = (row: CollectorCash) => row.collector_name;

export interface CashTableProps {
  cash: UseQueryResult<CashInHandResponse, unknown>;
  date: string;
  /** Offers Record Handover and Close Day (debt_collectors:assign). */
  onHandover?: (row: CollectorCash) => void;
  onCloseDay?: (row: CollectorCash) => void;
  /** Offers each collector's sheet (payments:read). */
  withSheets: boolean;
}

/** 'Cash in Hand': each collector's cash of the day, with the day's actions. */
export function CashTable({ cash, date, onHandover, onCloseDay, withSheets }: CashTableProps) {
  const t = useT();
  const columns = useMemo(() => cashColumns(t), [t]);
  const hasActions = Boolean(onHandover || onCloseDay || withSheets);
  return (
    <DataTable
      label={t('collections.team.cash.table')}
      columns={columns}
      rows={cash.data?.data}
      rowKey={rowKey}
      rowLabel={rowLabel}
      loading={cash.isPending}
      refreshing={cash.isPlaceholderData}
      emptyText={t('collections.team.cash.empty')}
      error={
        cash.isError && (
          <DataTableLoadError
            message={t('collections.team.cash.load_failed', {
              message: failureReason(cash.error),
            })}
            onRetry={() => void cash.refetch()}
          />
        )
      }
      rowActions={
        hasActions
          ? (row) => (
              <Group gap={6} wrap="nowrap">
                {onHandover && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconCash size={14} aria-hidden />}
                    disabled={row.closed}
                    aria-label={t('collections.team.cash.record_handover_for', {
                      collector: row.collector_name,
                    })}
                    onClick={() => onHandover(row)}
                  >
                    {t('collections.team.cash.record_handover')}
                  </Button>
                )}
                {onCloseDay && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconLock size={14} aria-hidden />}
                    disabled={row.closed}
                    aria-label={t('collections.team.cash.close_day_for', {
                      collector: row.collector_name,
                    })}
                    onClick={() => onCloseDay(row)}
                  >
                    {t('collections.team.cash.close_day')}
                  </Button>
                )}
                {withSheets && (
                  <SheetRowActions
                    collectorId={row.collector_id}
                    collectorName={row.collector_name}
                    date={date}
                  />
                )}
              </Group>
            )
          : undefined
      }
    />
  );
}
