import { Button, Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '@lendline/core';
import type {
  CollectionEntry,
  CollectionListResponse,
  CollectionSortField,
  CollectionTab,
} from '@lendline/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableSearch } from '@/components/data-table/data-table-types';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import type { CollectionTabState } from '../hooks/use-collection-tab-state';
import { COLLECTION_EMPTY_LABELS, COLLECTION_TABLE_LABELS } from '@/lib/collection-labels';
import { CollectionStatusBadge } from '@/components/ui/collection-status-badge';
import { CollectionPriorityBadge } from './collection-badges';
import { CollectionRowActions } from './collection-row-actions';

type Column = DataTableColumn<CollectionEntry, CollectionSortField>;

function collectorOf(entry: CollectionEntry, t: Translate): string {
  return entry.collector_id ? entry.collector_name : t('collections.unassigned');
}

/** One line, whatever the column's width: 'LN-2026-000123' broke at each hyphen. */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/**
 * The columns of a tab, made to fit the 1,078 px a 1,366 px screen leaves beside the sidebar: the
 * loan number sits under the customer's name rather than in a column of its own, the row's
 * actions are one button and a menu, and the long headers over amounts and days take two lines
 * when the table is tighter still (1,280 px, longer languages).
 */
function collectionColumns(t: Translate): Column[] {
  return [
    {
      key: 'customer_name',
      header: t('collections.columns.customer'),
      sortKey: 'customer_name',
      text: (entry) => entry.customer_name,
      render: (entry) => (
        <Stack gap={0}>
          <Text span size="sm" fw={500} truncate="end">
            {entry.customer_name}
          </Text>
          <Text span size="xs" c="dimmed" style={ONE_LINE}>
            {entry.loan_number}
          </Text>
        </Stack>
      ),
      truncate: true,
    },
    {
      key: 'customer_phone',
      header: t('collections.columns.phone'),
      text: (entry) => entry.customer_phone,
      priority: 2,
    },
    {
      key: 'due_amount',
      header: t('collections.columns.due'),
      sortKey: 'due_amount',
      wrapHeader: true,
      render: (entry) => <span style={ONE_LINE}>{formatMoney(entry.due_amount)}</span>,
      text: (entry) => formatMoney(entry.due_amount),
    },
    {
      key: 'collected_amount',
      header: t('collections.columns.collected'),
      sortKey: 'collected_amount',
      wrapHeader: true,
      render: (entry) => <span style={ONE_LINE}>{formatMoney(entry.collected_amount)}</span>,
      text: (entry) => formatMoney(entry.collected_amount),
    },
    {
      key: 'calculated_due',
      header: t('collections.columns.balance'),
      sortKey: 'calculated_due',
      wrapHeader: true,
      render: (entry) => (
        <Text
          span
          size="sm"
          fw={600}
          c={entry.calculated_due > 0 ? undefined : 'dimmed'}
          style={ONE_LINE}
        >
          {formatMoney(entry.calculated_due)}
        </Text>
      ),
      text: (entry) => formatMoney(entry.calculated_due),
    },
    {
      key: 'days_overdue',
      header: t('collections.columns.days_overdue'),
      sortKey: 'days_overdue',
      wrapHeader: true,
      text: (entry) => formatNumber(entry.days_overdue),
    },
    {
      key: 'risk_priority',
      header: t('collections.columns.priority'),
      sortKey: 'risk_priority',
      render: (entry) => <CollectionPriorityBadge priority={entry.risk_priority} />,
    },
    {
      key: 'collector_name',
      header: t('collections.columns.collector'),
      sortKey: 'collector_name',
      text: (entry) => collectorOf(entry, t),
      truncate: true,
      priority: 2,
    },
    {
      key: 'payment_status',
      header: t('collections.columns.status'),
      sortKey: 'payment_status',
      render: (entry) => <CollectionStatusBadge status={entry.payment_status} />,
    },
  ];
}

const entryKey = (entry: CollectionEntry) => entry.id;
export const entryLabel = (entry: CollectionEntry) => `${entry.customer_name} ${entry.loan_number}`;
/** A card's title: the same words, the loan number kept whole. */
const entryTitle = (entry: CollectionEntry) => (
  <>
    {entry.customer_name} <span style={ONE_LINE}>{entry.loan_number}</span>
  </>
);

export interface CollectionsTableProps {
  tab: CollectionTab;
  entries: UseQueryResult<CollectionListResponse, unknown>;
  state: CollectionTabState;
  search: DataTableSearch;
  /** Controls beside the search (the 'Mine' switch). */
  toolbarStart?: ReactNode;
  /** Offers Update on each entry (spec part 2 §2): disabled once the entry is completed. */
  onUpdate?: (entry: CollectionEntry) => void;
  /** Offers Record Visit on each entry (field_visits:create). */
  onRecordVisit?: (entry: CollectionEntry) => void;
  /** Offers Promise to Pay on each entry (payments:create). */
  onPromise?: (entry: CollectionEntry) => void;
  /** Offers row selection and Reassign (holders of debt_collectors:assign). */
  reassign?: {
    selectedIds: ReadonlySet<string>;
    onSelect: (ids: Set<string>) => void;
    onReassign: (entries: CollectionEntry[]) => void;
  };
}

/** One tab of /due-today: its entries through the shared table, sorted and paged on the server. */
export function CollectionsTable({
  tab,
  entries,
  state,
  search,
  toolbarStart,
  onUpdate,
  onRecordVisit,
  onPromise,
  reassign,
}: CollectionsTableProps) {
  const t = useT();
  const columns = useMemo(() => collectionColumns(t), [t]);
  const rows = entries.data?.data;
  // Only rows on screen can be selected: another page, sort or search starts afresh.
  const selected = new Set(
    (rows ?? []).filter((row) => reassign?.selectedIds.has(row.id)).map((row) => row.id),
  );
  const selectedRows = (rows ?? []).filter((row) => selected.has(row.id));
  const hasRowActions = Boolean(onUpdate || reassign || onRecordVisit || onPromise);
  return (
    <DataTable
      label={t(COLLECTION_TABLE_LABELS[tab])}
      columns={columns}
      rows={rows}
      rowKey={entryKey}
      rowLabel={entryLabel}
      rowTitle={entryTitle}
      loading={entries.isPending}
      refreshing={entries.isPlaceholderData}
      error={
        entries.isError && (
          <DataTableLoadError
            message={t('collections.load_failed', { message: failureReason(entries.error) })}
            onRetry={() => void entries.refetch()}
          />
        )
      }
      emptyText={t(COLLECTION_EMPTY_LABELS[tab])}
      search={search}
      toolbar={toolbarStart ? { start: toolbarStart } : undefined}
      sort={state.sort}
      onSortChange={state.setSort}
      selection={
        reassign && {
          selectedKeys: selected,
          onChange: reassign.onSelect,
          bulkActions: (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconArrowsExchange size={14} aria-hidden />}
              onClick={() => reassign.onReassign(selectedRows)}
            >
              {t('collections.reassign.selected')}
            </Button>
          ),
        }
      }
      rowActions={
        hasRowActions
          ? (entry) => (
              <CollectionRowActions
                entry={entry}
                onUpdate={onUpdate}
                onReassign={reassign && ((row) => reassign.onReassign([row]))}
                onRecordVisit={onRecordVisit}
                onPromise={onPromise}
              />
            )
          : undefined
      }
      pagination={
        entries.data && {
          page: entries.data.page,
          pageSize: state.pageSize,
          total: entries.data.total,
          noun: [t('collections.pagination.collection'), t('collections.pagination.collections')],
          onPageChange: state.setPage,
          onPageSizeChange: state.setPageSize,
          pageSizeOptions: PAGE_SIZE.options,
          goToPage: true,
        }
      }
    />
  );
}
