import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  PAGE_SIZE,
  REPORT_FORMATS,
  REPORT_LONG_EXPORT_ROWS,
  reportColumnLabelKey,
  reportValueLabelKey,
  type PermissionSubject,
  type ReportDefinition,
  type ReportFormat,
  type ReportPreview,
} from '@lendline/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table/data-table-types';
import { type Translate, useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { notifyError, notifySuccess } from '@/lib/notify';
import { organizationNamesQueryOptions, toOrganizationOption } from '@/lib/organization-names';
import { saveFile } from '@/lib/save-file';
import {
  downloadReport,
  type ReportFilterState,
  useReportCatalogue,
  useReportCollectors,
  useReportPreview,
} from '../api/get-reports';
import { startReportExport } from '../api/report-exports';
import { LongExportStatus } from './long-export-status';
import { ReportSchedules } from './report-schedules';

type Row = ReportPreview['data'][number];

const NO_FILTERS: ReportFilterState = {
  from: '',
  to: '',
  organization_id: null,
  collector_id: null,
  status: null,
};

const EXPORT_LABELS = {
  csv: 'reports.export_csv',
  xlsx: 'reports.export_xlsx',
  pdf: 'reports.export_pdf',
} as const;

/** A cell as the screen shows it: money in the organization's currency, codes in words. */
function cellText(
  t: Translate,
  column: ReportPreview['columns'][number],
  value: Row[string],
  currency: string,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (column.type === 'money') return formatMoney(value, currency);
    if (column.type === 'percent') return formatPercent(value);
    return formatNumber(value);
  }
  if (column.coded) {
    const key = reportValueLabelKey(value);
    return key ? t(key) : value;
  }
  if (column.type === 'date') return formatCalendarDate(value);
  return value;
}

function columnsOf(t: Translate, preview: ReportPreview | undefined, report: ReportDefinition) {
  const currency = preview?.currency ?? '';
  return report.columns.map((column): DataTableColumn<Row> => {
    const labelKey = reportColumnLabelKey(column.key);
    return {
      key: column.key,
      header: labelKey ? t(labelKey) : column.key,
      text: (row) => cellText(t, column, row[column.key] ?? null, currency),
      truncate: column.type === 'text',
      // Every column of a report shows (the table scrolls sideways where they do not fit): the
      // preview is what the export will hold, so none gives way to the screen's width.
    };
  });
}

/** Issue 14 "/reports": pick a report, filter it, preview it, export it. */
export function ReportsScreen({ subject }: { subject: PermissionSubject }) {
  const t = useT();
  const catalogue = useReportCatalogue();
  const [key, setKey] = useState<string | null>(null);
  const [filters, setFilters] = useState<ReportFilterState>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE.default);
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const [longExport, setLongExport] = useState<string | null>(null);
  const report =
    catalogue.data?.reports.find((item) => item.key === key) ?? catalogue.data?.reports[0];
  const preview = useReportPreview(report?.key ?? null, filters, page, pageSize);
  const organizations = useQuery({
    ...organizationNamesQueryOptions,
    select: (answer) => answer.data.map(toOrganizationOption),
  });
  const readsCollectors = isAllowed(subject, 'debt_collectors:read');
  const collectors = useReportCollectors(
    readsCollectors && !!report?.filters.includes('collector'),
  );
  const columns = useMemo(
    () => (report ? columnsOf(t, preview.data, report) : []),
    [t, preview.data, report],
  );

  const change = (patch: Partial<ReportFilterState>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  if (catalogue.isError) {
    return (
      <DataTableLoadError
        message={t('reports.load_failed', { reason: failureReason(catalogue.error) })}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }
  if (!report) return null;

  const tableFilters: DataTableFilter[] = [];
  if (report.filters.includes('organization') && (organizations.data?.length ?? 0) > 1) {
    tableFilters.push({
      label: t('reports.filter.organization'),
      value: filters.organization_id,
      options: organizations.data ?? [],
      onChange: (value) => change({ organization_id: value }),
      searchable: true,
    });
  }
  if (report.filters.includes('collector') && readsCollectors) {
    tableFilters.push({
      label: t('reports.filter.collector'),
      value: filters.collector_id,
      options: (collectors.data?.data ?? []).map((item) => ({ value: item.id, label: item.name })),
      onChange: (value) => change({ collector_id: value }),
      searchable: true,
    });
  }
  if (report.filters.includes('status')) {
    tableFilters.push({
      label: t('reports.filter.status'),
      value: filters.status,
      options: report.statuses.map((status) => {
        const labelKey = reportValueLabelKey(status);
        return { value: status, label: labelKey ? t(labelKey) : status };
      }),
      onChange: (value) => change({ status: value }),
    });
  }

  const exportAs = async (format: ReportFormat) => {
    setExporting(format);
    try {
      // A long export runs on the server with its progress shown, then downloads when ready.
      if ((preview.data?.total ?? 0) > REPORT_LONG_EXPORT_ROWS) {
        setLongExport((await startReportExport(report.key, filters, format)).id);
        return;
      }
      const file = await downloadReport(report.key, filters, format);
      saveFile(file.blob, file.fileName ?? `${report.key}.${format}`);
      notifySuccess(t('reports.exported', { format: format.toUpperCase() }));
    } catch (error) {
      notifyError(t('reports.export_failed', { reason: failureReason(error) }), '');
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('reports.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.intro')}
        </Text>
      </div>
      <Group align="end" wrap="wrap" gap="sm">
        <Select
          label={t('reports.catalogue')}
          data={catalogue.data!.reports.map((item) => ({ value: item.key, label: item.name }))}
          value={report.key}
          allowDeselect={false}
          onChange={(value) => {
            setKey(value);
            setFilters(NO_FILTERS);
            setPage(1);
          }}
          w={280}
        />
        {report.filters.includes('date_range') && (
          <>
            <TextInput
              type="date"
              label={t('reports.filter.from')}
              value={filters.from}
              onChange={(event) => change({ from: event.currentTarget.value })}
              w={170}
            />
            <TextInput
              type="date"
              label={t('reports.filter.to')}
              value={filters.to}
              onChange={(event) => change({ to: event.currentTarget.value })}
              w={170}
            />
          </>
        )}
      </Group>
      {report.exportable && (
        <Group gap="sm">
          {REPORT_FORMATS.map((format) => (
            <Button
              key={format}
              variant="light"
              loading={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => void exportAs(format)}
            >
              {t(EXPORT_LABELS[format])}
            </Button>
          ))}
          {exporting && (
            <Text size="sm" role="status">
              {t('reports.exporting', { format: exporting.toUpperCase() })}
            </Text>
          )}
        </Group>
      )}
      {report.exportable && longExport && (
        <LongExportStatus
          key={longExport}
          id={longExport}
          onStartAgain={(format) => void exportAs(format)}
        />
      )}
      <DataTable
        label={t('reports.preview')}
        columns={columns}
        rows={preview.data?.data}
        rowKey={(row) => `${preview.data?.data.indexOf(row)}-${row.organization_id}`}
        rowLabel={(row) => String(row[report.columns[0]?.key ?? 'organization_id'] ?? '')}
        loading={preview.isPending}
        refreshing={preview.isPlaceholderData}
        error={
          preview.isError && (
            <DataTableLoadError
              message={t('reports.load_failed', { reason: failureReason(preview.error) })}
              onRetry={() => void preview.refetch()}
            />
          )
        }
        emptyText={t('reports.empty')}
        filters={tableFilters}
        pagination={
          preview.data && {
            page: preview.data.page,
            pageSize: preview.data.page_size,
            total: preview.data.total,
            noun: [t('reports.noun_one'), t('reports.noun_other')],
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }
        }
      />
      {/* Below the preview, once it has answered: drawn before, the rows and the pagination
          arriving above would push it down in view. */}
      {!preview.isPending && <ReportSchedules report={report} filters={filters} />}
    </Stack>
  );
}
