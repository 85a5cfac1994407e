import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { SCHEDULE_RANGES } from '@lendline/core';
import type { MessageKey, PaymentScheduleRow, ScheduleRange, ScheduleStatus } from '@lendline/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { usePaymentSchedule } from '../api/get-payment-insights';
import { formatPercent } from '@/lib/format-percent';

const RANGE_LABELS: Record<ScheduleRange, MessageKey> = {
  week: 'payments.schedule.range.week',
  month: 'payments.schedule.range.month',
  quarter: 'payments.schedule.range.quarter',
};

const STATUS: Record<ScheduleStatus, { label: MessageKey; color: string }> = {
  on_track: { label: 'payments.schedule.status.on_track', color: 'green' },
  delayed: { label: 'payments.schedule.status.delayed', color: 'yellow' },
  overdue: { label: 'payments.schedule.status.overdue', color: 'red' },
  completed: { label: 'payments.schedule.status.completed', color: 'blue' },
};

function scheduleColumns(t: Translate): DataTableColumn<PaymentScheduleRow>[] {
  return [
    { key: 'loan_number', header: t('payments.columns.loan'), text: (row) => row.loan_number },
    {
      key: 'customer_name',
      header: t('payments.columns.customer'),
      text: (row) => row.customer_name,
      truncate: true,
      width: 180,
    },
    {
      key: 'due_date',
      header: t('payments.overdue.due_date'),
      text: (row) => (row.due_date ? formatDate(row.due_date) : ''),
      priority: 2,
    },
    {
      key: 'expected',
      header: t('payments.schedule.expected'),
      text: (row) => formatMoney(row.expected),
    },
    {
      key: 'collected',
      header: t('payments.schedule.collected'),
      text: (row) => formatMoney(row.collected),
    },
    {
      key: 'remaining',
      header: t('payments.overdue.remaining'),
      text: (row) => formatMoney(row.remaining),
      priority: 2,
    },
    {
      key: 'adherence',
      header: t('payments.schedule.adherence'),
      text: (row) => formatPercent(row.adherence),
    },
    {
      key: 'status',
      header: t('payments.columns.status'),
      render: (row) => (
        <Badge color={STATUS[row.status].color} variant="light">
          {t(STATUS[row.status].label)}
        </Badge>
      ),
    },
    {
      key: 'days_overdue',
      header: t('payments.overdue.days_overdue'),
      text: (row) => formatNumber(row.days_overdue),
    },
  ];
}

/** One figure card, named by its label for assistive technology. */
export function FigureCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

const rowKey = (row: PaymentScheduleRow) => row.loan_id;
const rowLabel = (row: PaymentScheduleRow) => `${row.loan_number} · ${row.customer_name}`;

/**
 * The Payment Schedule tab (spec part 2 §2 "/payments", §4 "Schedule adherence"): the range
 * buttons refetch GET /payments/schedule; cards, then the loans worst adherence first.
 */
export function PaymentSchedule() {
  const t = useT();
  const [range, setRange] = useState<ScheduleRange>('month');
  const schedule = usePaymentSchedule(range);
  const columns = useMemo(() => scheduleColumns(t), [t]);
  const data = schedule.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t('payments.schedule.range_label')}
          data={SCHEDULE_RANGES.map((value) => ({ value, label: t(RANGE_LABELS[value]) }))}
          value={range}
          onChange={(value) => setRange(value as ScheduleRange)}
        />
        <Group gap="sm" wrap="wrap">
          {data && (
            <Text size="sm" c="dimmed">
              {t('payments.schedule.period', {
                from: formatDate(data.from),
                to: formatDate(data.to),
              })}
            </Text>
          )}
          {/* Issue 11: the days ahead, per collector and branch, live on their own page. */}
          <Button
            component={Link}
            to="/payment-schedule"
            variant="light"
            size="compact-sm"
            rightSection={<IconArrowRight size={14} aria-hidden />}
          >
            {t('collections.expected.open')}
          </Button>
        </Group>
      </Group>
      {schedule.isError ? (
        <Alert color="red" variant="light" title={t('common.error')} role="alert">
          {failureReason(schedule.error)}
        </Alert>
      ) : !data ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {t('payments.schedule.loading')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <FigureCard
              label={t('payments.schedule.cards.collection_efficiency')}
              value={formatPercent(data.cards.collection_efficiency)}
            />
            <FigureCard
              label={t('payments.schedule.cards.average_adherence')}
              value={formatPercent(data.cards.average_adherence)}
            />
            <FigureCard
              label={t('payments.schedule.cards.on_track')}
              value={formatNumber(data.cards.on_track_count)}
            />
            <FigureCard
              label={t('payments.schedule.cards.overdue')}
              value={formatNumber(data.cards.overdue_count)}
            />
          </SimpleGrid>
          <DataTable
            label={t('payments.tabs.schedule')}
            columns={columns}
            rows={data.data}
            rowKey={rowKey}
            rowLabel={rowLabel}
            refreshing={schedule.isPlaceholderData}
            emptyText={t('payments.schedule.empty')}
          />
        </>
      )}
    </Stack>
  );
}
