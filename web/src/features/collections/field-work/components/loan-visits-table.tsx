import { Alert, Group, Text } from '@mantine/core';
import type { FieldVisit } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatDistance } from '@/lib/format-distance';
import { formatMoney } from '@/lib/format-money';
import { useLoanVisits } from '../api/get-loan-visits';
import { VISIT_OUTCOME_LABELS } from '@/lib/field-work-labels';
import { FarVisitBadge } from './field-work-badges';

const PAGE_SIZE = 10;

function visitColumns(t: Translate, currency: string): DataTableColumn<FieldVisit>[] {
  return [
    {
      key: 'visited_at',
      header: t('collections.visits.columns.time'),
      text: (visit) => formatDateTime(visit.visited_at),
    },
    {
      key: 'outcome',
      header: t('collections.visit.outcome'),
      text: (visit) => t(VISIT_OUTCOME_LABELS[visit.outcome]),
    },
    {
      key: 'visitor',
      header: t('collections.visits.columns.visitor'),
      text: (visit) => visit.visitor_name,
      truncate: true,
      width: 160,
    },
    {
      key: 'distance',
      header: t('collections.visits.columns.distance'),
      render: (visit) =>
        visit.distance_metres === null ? (
          <Text span size="sm" c="dimmed">
            {t('collections.visits.no_distance')}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap">
            <Text span size="sm">
              {formatDistance(visit.distance_metres)}
            </Text>
            {visit.is_far && <FarVisitBadge />}
          </Group>
        ),
    },
    {
      key: 'payment',
      header: t('collections.visits.columns.payment'),
      text: (visit) =>
        visit.payment_amount === null ? null : formatMoney(visit.payment_amount, currency),
    },
    {
      key: 'note',
      header: t('collections.visit.note'),
      text: (visit) => visit.note,
      truncate: true,
      width: 200,
    },
  ];
}

/** A loan's field visits, newest first: time, outcome, visitor, distance (far flagged), payment. */
export function LoanVisitsTable({ loanId, currency }: { loanId: string; currency: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const visits = useLoanVisits(loanId, { page, pageSize: PAGE_SIZE });
  const columns = useMemo(() => visitColumns(t, currency), [t, currency]);
  return (
    <DataTable
      label={t('collections.visits.title')}
      columns={columns}
      rows={visits.data?.data}
      rowKey={(visit) => visit.id}
      rowLabel={(visit) => formatDateTime(visit.visited_at)}
      loading={visits.isPending}
      refreshing={visits.isPlaceholderData}
      error={
        visits.isError && (
          <Alert color="red" variant="light" title={t('common.error')} role="alert">
            {failureReason(visits.error)}
          </Alert>
        )
      }
      emptyText={t('collections.visits.empty')}
      pagination={
        visits.data && visits.data.total > PAGE_SIZE
          ? {
              page: visits.data.page,
              pageSize: PAGE_SIZE,
              total: visits.data.total,
              noun: [t('collections.visits.noun'), t('collections.visits.nouns')],
              onPageChange: setPage,
            }
          : undefined
      }
    />
  );
}
