import { toCsvLine } from '@lendline/core';
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Skeleton,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';
import { saveFile } from '@/lib/save-file';

export type ChartCell = string | number | null;

/** A column of a chart's data: its CSV heading and how the table shows a value. */
export interface ChartColumn<Row extends Record<string, ChartCell>> {
  key: keyof Row & string;
  label: string;
  format?: (value: Row[keyof Row & string]) => string;
  numeric?: boolean;
}

export interface ChartCardProps<Row extends Record<string, ChartCell>> {
  title: string;
  /** The CSV's file name, without the extension. */
  fileName: string;
  columns: readonly ChartColumn<Row>[];
  rows: readonly Row[];
  /** The drawing (lazily loaded by the caller); hidden from screen readers, the table says it. */
  chart: ReactNode;
  /** An interactive drawing (a map) stays visible to assistive technology, under this name. */
  chartLabel?: string;
  /** The drawing's height, which its place keeps until it is drawn; a chart's unless given. */
  chartHeight?: number;
  emptyText: string;
  /** Where a row leads: the loans behind it (drill-down), with the link's text. */
  rowLink?: (row: Row) => { to: string; label: string } | null;
}

/** The CSV of exactly the rows and columns the card shows: raw values, headings translated. */
export function chartCsv<Row extends Record<string, ChartCell>>(
  columns: readonly ChartColumn<Row>[],
  rows: readonly Row[],
): string {
  return (
    toCsvLine(columns.map((column) => column.label)) +
    rows.map((row) => toCsvLine(columns.map((column) => row[column.key]))).join('')
  );
}

/**
 * A chart's drawing height (a map passes its own), kept by its placeholders so that nothing below
 * moves when it comes.
 */
const CHART_HEIGHT = 240;

/**
 * A chart card's place while its figures load: the same frame, heading row, view tabs and a
 * drawing of the chart's height, so the cards below do not move when the figures arrive.
 */
export function ChartCardPlaceholder({ chartHeight = CHART_HEIGHT }: { chartHeight?: number }) {
  return (
    <Paper withBorder p="md" aria-hidden>
      <Group justify="space-between" mb="sm" h={30} wrap="nowrap">
        <Skeleton height={18} width="45%" />
        <Skeleton height={30} width={64} />
      </Group>
      <Skeleton height={36} width={150} mb="sm" />
      <Skeleton height={chartHeight} />
    </Paper>
  );
}

/** How far below the screen a chart starts loading its drawing, ahead of the reader's scroll. */
const DRAW_AHEAD = '300px';

/**
 * Whether the element (the ref's) has come within DRAW_AHEAD of the screen, and stays so once it
 * has: a chart's drawing (its library, ~100 kB, and a phone's second of work) waits until the
 * reader nears it rather than competing with the figures at the top of the screen. Where the
 * browser cannot tell (no IntersectionObserver), at once.
 */
function useNearScreen<T extends HTMLElement>() {
  // Never on the server (which draws the page's first HTML): the browser hydrates that drawing
  // before it can tell where the chart is.
  const [reached, setReached] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useCallback(
    (node: T | null) => {
      if (!node || reached) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setReached(true);
        },
        { rootMargin: DRAW_AHEAD },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [reached],
  );
  return [ref, reached] as const;
}

/**
 * A chart with its data (issue 14, Business Intelligence): the drawing or a table of the same
 * figures, a CSV of them, and per row a link to the loans behind it.
 */
export function ChartCard<Row extends Record<string, ChartCell>>(props: ChartCardProps<Row>) {
  const { title, columns, rows, rowLink, chartHeight = CHART_HEIGHT } = props;
  const t = useT();
  const id = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [drawingRef, drawn] = useNearScreen<HTMLDivElement>();
  const download = () =>
    saveFile(
      new Blob([`\uFEFF${chartCsv(columns, rows)}`], { type: 'text/csv;charset=utf-8' }),
      `${props.fileName}.csv`,
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFileTypeCsv size={14} aria-hidden />}
          onClick={download}
          disabled={rows.length === 0}
          aria-label={t('reports.chart.csv_of', { title })}
        >
          {t('reports.chart.csv')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{props.emptyText}</Text>
      ) : (
        // The table is drawn when chosen (keepMounted off), not hidden beside the chart on every
        // load: the dashboard's trend alone is 30 rows of cells.
        <Tabs
          value={view}
          onChange={(next) => setView(next === 'table' ? 'table' : 'chart')}
          keepMounted={false}
        >
          <Tabs.List mb="sm" aria-label={t('reports.chart.view_of', { title })}>
            <Tabs.Tab value="chart">{t('reports.chart.chart')}</Tabs.Tab>
            <Tabs.Tab value="table">{t('reports.chart.table')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chart" ref={drawingRef}>
            <Suspense
              fallback={<ChartLoading height={chartHeight} label={t('reports.chart.loading')} />}
            >
              {!drawn ? (
                // Nothing loads yet (no spinner turning below the screen): the drawing's place.
                <Box h={chartHeight} />
              ) : props.chartLabel ? (
                <div role="region" aria-label={props.chartLabel}>
                  {props.chart}
                </div>
              ) : (
                <div aria-hidden>{props.chart}</div>
              )}
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="table">
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th
                        key={column.key}
                        scope="col"
                        ta={column.numeric ? 'right' : undefined}
                      >
                        {column.label}
                      </Table.Th>
                    ))}
                    {rowLink && <Table.Th scope="col">{t('reports.chart.loans')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => {
                    const link = rowLink?.(row);
                    return (
                      <Table.Tr key={index}>
                        {columns.map((column) => {
                          const value = row[column.key];
                          return (
                            <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                              {column.format ? column.format(value) : (value ?? '—')}
                            </Table.Td>
                          );
                        })}
                        {rowLink && (
                          <Table.Td>
                            {link && (
                              <Anchor component={Link} to={link.to}>
                                {link.label}
                              </Anchor>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Tabs.Panel>
        </Tabs>
      )}
    </Paper>
  );
}

/** The drawing's place while its code loads. */
function ChartLoading({ height, label }: { height: number; label: string }) {
  return (
    <Center h={height} role="status" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}
