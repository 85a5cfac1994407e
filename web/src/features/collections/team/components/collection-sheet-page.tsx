import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { SHEET_LABELS, SHEET_STATUS_LABELS } from '@lendline/core';
import type { CollectionSheetResponse, CollectionSheetRow } from '@lendline/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { useCollectionSheet } from '../api/get-collection-sheet';
import classes from './collection-sheet-page.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's collector and day, when they are well formed (else the server's defaults). */
function sheetParams(search: URLSearchParams) {
  const collectorId = search.get('collector_id') ?? '';
  const date = search.get('date') ?? '';
  return {
    collectorId: UUID.test(collectorId) ? collectorId : null,
    date: DAY.test(date) ? date : null,
  };
}

const distinct = (values: string[]) => [...new Set(values)];

function collectorOf(row: CollectionSheetRow, t: Translate): string {
  return row.collector_name ?? t(SHEET_LABELS.unassigned);
}

/** The sheet's heading lines: the organization(s), the collector (or all of them), the day. */
function headingOf(sheet: CollectionSheetResponse, organization: string, t: Translate) {
  const organizations = distinct(sheet.data.map((row) => row.organization_name));
  const collectors = distinct(sheet.data.map((row) => collectorOf(row, t)));
  return {
    organization: organizations.length > 0 ? organizations.join(', ') : organization,
    collector:
      collectors.length === 1
        ? collectors[0]!
        : collectors.length === 0
          ? '—'
          : t('collections.sheet.all_collectors'),
    manyCollectors: collectors.length > 1,
  };
}

function HeadingLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/**
 * /collection-team/sheet?collector_id=&date= (issue 11): a collector's daily collection sheet
 * as a plain table with its totals, to print (the print stylesheet hides the shell).
 */
export function CollectionSheetPage({ organizationName }: { organizationName: string }) {
  const t = useT();
  const [search] = useSearchParams();
  const params = sheetParams(search);
  const sheet = useCollectionSheet(params);
  const title = t(SHEET_LABELS.title);
  return (
    <Stack gap="md" data-print-sheet>
      <Group justify="space-between" className={classes.screenOnly} wrap="wrap">
        <Button
          component={Link}
          to="/collection-team"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('collections.sheet.back')}
        </Button>
        <Button
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!sheet.data}
        >
          {t('collections.sheet.print')}
        </Button>
      </Group>
      <Title order={1} size="h2">
        {title}
      </Title>
      {sheet.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{t('collections.sheet.loading')}</Text>
        </Group>
      ) : sheet.isError ? (
        <Alert color="red" variant="light" title={t('common.error')} role="alert">
          {t('collections.sheet.load_failed', { message: failureReason(sheet.error) })}
          <Button variant="subtle" size="compact-sm" ml="xs" onClick={() => void sheet.refetch()}>
            {t('common.try_again')}
          </Button>
        </Alert>
      ) : (
        <SheetBody sheet={sheet.data} organizationName={organizationName} title={title} />
      )}
    </Stack>
  );
}

function SheetBody({
  sheet,
  organizationName,
  title,
}: {
  sheet: CollectionSheetResponse;
  organizationName: string;
  title: string;
}) {
  const t = useT();
  const heading = headingOf(sheet, organizationName, t);
  const headings = [
    t('collections.sheet.stop'),
    ...(heading.manyCollectors ? [t(SHEET_LABELS.collector)] : []),
    t(SHEET_LABELS.customer),
    t(SHEET_LABELS.phone),
    t(SHEET_LABELS.address),
    t(SHEET_LABELS.loan_number),
    t(SHEET_LABELS.amount_due),
    t(SHEET_LABELS.collected),
    t(SHEET_LABELS.status),
  ];
  const leading = heading.manyCollectors ? 6 : 5;
  return (
    <>
      <Stack gap={2}>
        <HeadingLine label={t('collections.sheet.organization')} value={heading.organization} />
        <HeadingLine label={t(SHEET_LABELS.collector)} value={heading.collector} />
        <HeadingLine label={t('collections.team.date')} value={formatCalendarDate(sheet.date)} />
      </Stack>
      {sheet.data.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t(SHEET_LABELS.empty)}
        </Text>
      ) : (
        // A table of eight columns scrolls sideways in its own region on a phone (WCAG's reflow
        // exception for data tables), which the keyboard can scroll too.
        <div className={classes.scroll} role="region" aria-label={title} tabIndex={0}>
          <Table aria-label={title} withTableBorder withColumnBorders className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                {headings.map((cell) => (
                  <Table.Th key={cell} scope="col">
                    {cell}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.data.map((row, index) => (
                <Table.Tr key={`${row.organization_id}:${row.loan_number}`}>
                  <Table.Td>{formatNumber(index + 1)}</Table.Td>
                  {heading.manyCollectors && <Table.Td>{collectorOf(row, t)}</Table.Td>}
                  <Table.Td>{row.customer_name}</Table.Td>
                  <Table.Td>{row.phone ?? '—'}</Table.Td>
                  <Table.Td>{row.address ?? '—'}</Table.Td>
                  <Table.Td>{row.loan_number}</Table.Td>
                  <Table.Td>{formatMoney(row.due_amount)}</Table.Td>
                  <Table.Td>{formatMoney(row.collected_amount)}</Table.Td>
                  <Table.Td>{t(SHEET_STATUS_LABELS[row.status])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={leading}>
                  {t(SHEET_LABELS.totals)} ·{' '}
                  {t('collections.sheet.stops', { count: sheet.totals.stops })}
                </Table.Th>
                <Table.Td fw={700}>{formatMoney(sheet.totals.due_amount)}</Table.Td>
                <Table.Td fw={700}>{formatMoney(sheet.totals.collected_amount)}</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </div>
      )}
    </>
  );
}
