import type { ReportFormat } from '@lendline/core';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatNumber } from '@/lib/format-number';
import { notifyError } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { downloadReportExport, useReportExport } from '../api/report-exports';

const FAILURE_KEYS = {
  interrupted: 'reports.long_export.interrupted',
  timed_out: 'reports.long_export.timed_out',
} as const;

/**
 * A long export's progress, then its Download button (issue 14 "long exports show progress"); a
 * failed one says why and offers to start it again (decision 0079).
 */
export function LongExportStatus({
  id,
  onStartAgain,
}: {
  id: string;
  onStartAgain: (format: ReportFormat) => void;
}) {
  const t = useT();
  const job = useReportExport(id);
  const [downloading, setDownloading] = useState(false);
  if (!job.data) return null;
  const { status, format, rows_written: written, total_rows: total } = job.data;
  const label = format.toUpperCase();
  if (status === 'failed') {
    const { failure } = job.data;
    const reasonKey = failure && failure !== 'error' ? FAILURE_KEYS[failure] : null;
    return (
      <Stack gap={4} align="flex-start" role="alert">
        <Text c="red">{t('reports.long_export.failed', { format: label })}</Text>
        {reasonKey && <Text size="sm">{t(reasonKey)}</Text>}
        <Button size="compact-sm" variant="light" onClick={() => onStartAgain(format)}>
          {t('reports.long_export.start_again', { format: label })}
        </Button>
      </Stack>
    );
  }
  if (status === 'running') {
    return (
      <div role="status">
        <Text size="sm">
          {t('reports.long_export.running', {
            format: label,
            written: formatNumber(written),
            total: formatNumber(total),
          })}
        </Text>
        <Progress
          value={total === 0 ? 0 : Math.min(100, (written / total) * 100)}
          aria-label={t('reports.long_export.progress')}
          mt={4}
        />
      </div>
    );
  }
  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadReportExport(id);
      saveFile(file.blob, file.fileName ?? job.data.file_name);
    } catch (error) {
      notifyError(t('reports.export_failed', { reason: failureReason(error) }), '');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="sm" role="status">
      <Text size="sm">{t('reports.long_export.ready', { format: label })}</Text>
      <Button size="compact-sm" loading={downloading} onClick={() => void download()}>
        {t('reports.long_export.download', { format: label })}
      </Button>
    </Group>
  );
}
