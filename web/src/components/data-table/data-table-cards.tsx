import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import { CellContent, RowControls, SelectRowCheckbox } from './data-table-cells';
import { SKELETON_ROWS } from './data-table-grid';
import classes from './data-table.module.css';
import { rowOpeningProps } from './row-opening';

type CardsProps<Row, SortKey extends string> = Pick<
  DataTableProps<Row, SortKey>,
  | 'label'
  | 'rows'
  | 'rowKey'
  | 'rowLabel'
  | 'rowTitle'
  | 'loading'
  | 'onRowOpen'
  | 'rowActions'
  | 'selection'
> & {
  columns: readonly DataTableColumn<Row, SortKey>[];
  emptyText: string;
  viewButton: boolean;
  refreshing: boolean;
};

/** Below 768 px: one card a row, every column as a label and its value (spec: no squeezed table). */
export function DataTableCards<Row, SortKey extends string>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  rowTitle,
  loading,
  emptyText,
  onRowOpen,
  viewButton,
  rowActions,
  selection,
  refreshing,
}: CardsProps<Row, SortKey>) {
  if (loading || !rows) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, card) => (
          <Skeleton key={card} height={96} radius="md" data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={label}
      aria-busy={refreshing || undefined}
      className={refreshing ? classes.refreshing : undefined}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((row) => {
        const key = rowKey(row);
        const name = rowLabel(row);
        const open = onRowOpen && (() => onRowOpen(row));
        return (
          <Paper
            key={key}
            component="li"
            withBorder
            radius="md"
            p="sm"
            className={open ? classes.openable : undefined}
            {...rowOpeningProps(name, open)}
          >
            <Group justify="space-between" mb="xs" className={classes.cardHeader}>
              <Group gap="xs" wrap="nowrap">
                {selection && <SelectRowCheckbox rowKey={key} label={name} selection={selection} />}
                <Text fw={600} size="sm">
                  {rowTitle ? rowTitle(row) : name}
                </Text>
              </Group>
              <RowControls label={name} onView={viewButton ? open : undefined}>
                {rowActions?.(row)}
              </RowControls>
            </Group>
            {/* Plain elements and one stylesheet: a card is drawn 25 times a page (by the server
                too), and Mantine's Text and Box cost each label and value ~450 bytes of markup. */}
            <dl className={classes.cardFields}>
              {columns.map((column) => (
                <div key={column.key} className={classes.cardField}>
                  <dt className={classes.cardLabel}>{column.header}</dt>
                  <dd className={classes.cardValue}>
                    <CellContent column={column} row={row} />
                  </dd>
                </div>
              ))}
            </dl>
          </Paper>
        );
      })}
    </Stack>
  );
}
