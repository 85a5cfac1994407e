import { ActionIcon, Button, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { formatCalendarDate } from '@/lib/format-date';
import { notifyError } from '@/lib/notify';
import { useDownloadCollectionSheet } from '../api/download-collection-sheet';
import type { SheetDownload } from '../api/download-collection-sheet';
import { sheetPrintPath } from '../lib/sheet-print-path';

/** Downloads a sheet, saying why when it cannot; which download is under way. */
function useSheetDownload() {
  const t = useT();
  const download = useDownloadCollectionSheet();
  const start = (request: SheetDownload) =>
    download.mutate(request, {
      onError: (error) =>
        notifyError(
          t('collections.team.sheet.download_failed_title'),
          isApiError(error) ? error.message : t('collections.team.sheet.download_failed'),
        ),
    });
  const busy = (format: SheetDownload['format']) =>
    download.isPending && download.variables?.format === format;
  return { start, busy };
}

/** A collector's row: the day's sheet as CSV, as PDF, or on the print page. */
export function SheetRowActions({
  collectorId,
  collectorName,
  date,
}: {
  collectorId: string;
  collectorName: string;
  date: string;
}) {
  const t = useT();
  const { start, busy } = useSheetDownload();
  const csv = t('collections.team.sheet.download_csv_for', { collector: collectorName });
  const pdf = t('collections.team.sheet.download_pdf_for', { collector: collectorName });
  const print = t('collections.team.sheet.print_for', { collector: collectorName });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={csv}>
        <ActionIcon
          variant="subtle"
          aria-label={csv}
          loading={busy('csv')}
          onClick={() => start({ collectorId, date, format: 'csv' })}
        >
          <IconFileSpreadsheet size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={pdf}>
        <ActionIcon
          variant="subtle"
          aria-label={pdf}
          loading={busy('pdf')}
          onClick={() => start({ collectorId, date, format: 'pdf' })}
        >
          <IconFileTypePdf size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={print}>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={sheetPrintPath({ collectorId, date })}
          aria-label={print}
        >
          <IconPrinter size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** An agent's own sheet of the day, one click away (the server picks the collector they work as). */
export function OwnSheetCard({ date }: { date: string }) {
  const t = useT();
  const { start, busy } = useSheetDownload();
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t('collections.team.own_sheet.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('collections.team.own_sheet.description', { date: formatCalendarDate(date) })}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={busy('csv')}
            onClick={() => start({ collectorId: null, date, format: 'csv' })}
          >
            {t('collections.team.sheet.download_csv')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={busy('pdf')}
            onClick={() => start({ collectorId: null, date, format: 'pdf' })}
          >
            {t('collections.team.sheet.download_pdf')}
          </Button>
          <Button
            component={Link}
            to={sheetPrintPath({ collectorId: null, date })}
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('collections.team.sheet.print')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
