import { Badge, Button, Group, Select, Stack, TagsInput, Text, Title } from '@mantine/core';
import {
  REPORT_FORMATS,
  REPORT_NAME_KEYS,
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_VALUE_KEYS,
  type ReportDefinition,
  type ReportFormat,
  type ReportSchedule,
  type ReportScheduleFrequency,
} from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { type Translate, useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { ReportFilterState } from '../api/get-reports';
import {
  useCreateReportSchedule,
  useReportSchedules,
  useSetReportScheduleActive,
} from '../api/report-schedules';

function columnsIn(t: Translate): DataTableColumn<ReportSchedule>[] {
  return [
    {
      key: 'report',
      header: t('reports.schedule.column.report'),
      text: (row) => t(REPORT_NAME_KEYS[row.report_key]),
    },
    {
      key: 'frequency',
      header: t('reports.schedule.column.frequency'),
      text: (row) => t(REPORT_VALUE_KEYS[row.frequency]),
    },
    {
      key: 'recipients',
      header: t('reports.schedule.column.recipients'),
      text: (row) => row.recipients.join(', '),
      truncate: true,
      priority: 2,
    },
    {
      key: 'next_run',
      header: t('reports.schedule.column.next_run'),
      text: (row) => formatDateTime(row.next_run_at),
      priority: 3,
    },
    {
      key: 'status',
      header: t('reports.schedule.column.status'),
      render: (row) => (
        <Badge variant="light" color={row.is_active ? 'green' : 'gray'}>
          {row.is_active ? t('reports.schedule.active') : t('reports.schedule.paused')}
        </Badge>
      ),
    },
  ];
}

/** Automated reports: schedule the chosen report, list the schedules, pause and resume them. */
export function ReportSchedules({
  report,
  filters,
}: {
  report: ReportDefinition;
  filters: ReportFilterState;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [frequency, setFrequency] = useState<ReportScheduleFrequency>('weekly');
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [recipients, setRecipients] = useState<string[]>([]);
  const schedules = useReportSchedules(page);
  const create = useCreateReportSchedule();
  const setActive = useSetReportScheduleActive();
  const columns = useMemo(() => columnsIn(t), [t]);

  const submit = () => {
    const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => !!value));
    create.mutate(
      { report_key: report.key, frequency, format, recipients, filters: kept },
      {
        onSuccess: () => {
          notifySuccess(t('reports.schedule.created'));
          setRecipients([]);
        },
        onError: (error) =>
          notifyError(t('reports.schedule.failed', { reason: failureReason(error) }), ''),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('reports.schedule.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reports.schedule.intro')}
      </Text>
      {report.exportable && (
        <Group align="end" wrap="wrap" gap="sm">
          <Select
            label={t('reports.schedule.frequency')}
            data={REPORT_SCHEDULE_FREQUENCIES.map((value) => ({
              value,
              label: t(REPORT_VALUE_KEYS[value]),
            }))}
            value={frequency}
            allowDeselect={false}
            onChange={(value) => value && setFrequency(value as ReportScheduleFrequency)}
            w={160}
          />
          <Select
            label={t('reports.schedule.format')}
            data={REPORT_FORMATS.map((value) => ({ value, label: value.toUpperCase() }))}
            value={format}
            allowDeselect={false}
            onChange={(value) => value && setFormat(value as ReportFormat)}
            w={120}
          />
          <TagsInput
            label={t('reports.schedule.recipients')}
            description={t('reports.schedule.recipients_hint')}
            value={recipients}
            onChange={setRecipients}
            w={{ base: '100%', sm: 360 }}
          />
          <Button loading={create.isPending} disabled={recipients.length === 0} onClick={submit}>
            {t('reports.schedule.submit')}
          </Button>
        </Group>
      )}
      <DataTable
        label={t('reports.schedule.title')}
        columns={columns}
        rows={schedules.data?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) => t(REPORT_NAME_KEYS[row.report_key])}
        loading={schedules.isPending}
        error={
          schedules.isError && (
            <DataTableLoadError
              message={t('reports.schedule.load_failed', {
                reason: failureReason(schedules.error),
              })}
              onRetry={() => void schedules.refetch()}
            />
          )
        }
        emptyText={t('reports.schedule.empty')}
        rowActions={(row) => {
          const name = t(REPORT_NAME_KEYS[row.report_key]);
          return (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={setActive.isPending && setActive.variables?.id === row.id}
              aria-label={
                row.is_active
                  ? t('reports.schedule.pause_label', { report: name })
                  : t('reports.schedule.resume_label', { report: name })
              }
              onClick={() =>
                setActive.mutate(
                  { id: row.id, isActive: !row.is_active },
                  {
                    onError: (error) =>
                      notifyError(
                        t('reports.schedule.failed', { reason: failureReason(error) }),
                        '',
                      ),
                  },
                )
              }
            >
              {row.is_active ? t('reports.schedule.pause') : t('reports.schedule.resume')}
            </Button>
          );
        }}
        pagination={
          schedules.data && {
            page: schedules.data.page,
            pageSize: schedules.data.page_size,
            total: schedules.data.total,
            noun: [t('reports.schedule.noun_one'), t('reports.schedule.noun_other')],
            onPageChange: setPage,
          }
        }
      />
    </Stack>
  );
}
