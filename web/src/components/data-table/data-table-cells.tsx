import { ActionIcon, Checkbox, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconArrowsSort,
  IconEye,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { DataTableColumn, DataTableSelection } from './data-table-types';
import { useT } from '@/i18n/use-t';
import type { SortState } from './sort-cycle';

const DEFAULT_TRUNCATE_WIDTH = 200;

/** A cell's content: its render, else its text, else '—'; a truncated cell tells all on hover. */
export function CellContent<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  const text = column.text?.(row);
  const content = column.render ? column.render(row) : text || '—';
  if (!column.truncate) return content;
  return (
    <Tooltip label={text} disabled={!text} openDelay={300} multiline maw={360}>
      <Text component="div" size="sm" truncate="end" maw={column.width ?? DEFAULT_TRUNCATE_WIDTH}>
        {content}
      </Text>
    </Tooltip>
  );
}

export function ariaSortOf<SortKey extends string>(
  sortKey: SortKey | undefined,
  sort: SortState<SortKey> | null,
): 'ascending' | 'descending' | undefined {
  if (!sort || !sortKey || sortKey !== sort.column) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/** The sort a header's `aria-sort` shows, back as the table's sort state (ariaSortOf's inverse). */
export function sortStateOf<SortKey extends string>(
  sortKey: SortKey,
  order: 'ascending' | 'descending' | undefined,
): SortState<SortKey> | null {
  return order ? { column: sortKey, order: order === 'ascending' ? 'asc' : 'desc' } : null;
}

export function SortButton({
  header,
  order,
  onClick,
  wrap = false,
}: {
  header: string;
  order: 'ascending' | 'descending' | undefined;
  onClick: () => void;
  /** The header may wrap (a column's `wrapHeader`); one line otherwise. */
  wrap?: boolean;
}) {
  const Icon = !order
    ? IconArrowsSort
    : order === 'ascending'
      ? IconSortAscending
      : IconSortDescending;
  const icon = (iconStyle?: CSSProperties) => (
    <Icon size={14} aria-hidden style={{ opacity: order ? 1 : 0.4, ...iconStyle }} />
  );
  if (wrap) {
    // The icon follows the last word onto its line, not the far side of a wrapped header.
    const lastSpace = header.lastIndexOf(' ');
    return (
      <UnstyledButton onClick={onClick} fw={700} fz="sm" style={{ textAlign: 'start' }}>
        {header.slice(0, lastSpace + 1)}
        <span style={{ whiteSpace: 'nowrap' }}>
          {header.slice(lastSpace + 1)}
          {icon({ marginInlineStart: 4, verticalAlign: -2 })}
        </span>
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      onClick={onClick}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {header}
      {icon()}
    </UnstyledButton>
  );
}

/** The View button and the row's own controls. */
export function RowControls({
  label,
  onView,
  children,
}: {
  label: string;
  onView?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onView && (
        <Tooltip label={t('common.table.view')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('common.table.view_row', { name: label })}
            onClick={onView}
          >
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {children}
    </Group>
  );
}

export function SelectRowCheckbox({
  rowKey,
  label,
  selection,
}: {
  rowKey: string;
  label: string;
  selection: DataTableSelection;
}) {
  const t = useT();
  const checked = selection.selectedKeys.has(rowKey);
  return (
    <Checkbox
      aria-label={t('common.table.select_row', { name: label })}
      checked={checked}
      onChange={() => {
        const next = new Set(selection.selectedKeys);
        if (checked) next.delete(rowKey);
        else next.add(rowKey);
        selection.onChange(next);
      }}
    />
  );
}

export function SelectPageCheckbox({
  pageKeys,
  selection,
}: {
  pageKeys: readonly string[];
  selection: DataTableSelection;
}) {
  const t = useT();
  const selectedOnPage = pageKeys.filter((key) => selection.selectedKeys.has(key)).length;
  const all = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
  return (
    <Checkbox
      aria-label={t('common.table.select_page')}
      checked={all}
      indeterminate={selectedOnPage > 0 && !all}
      disabled={pageKeys.length === 0}
      onChange={() => {
        const next = new Set(selection.selectedKeys);
        for (const key of pageKeys) {
          if (all) next.delete(key);
          else next.add(key);
        }
        selection.onChange(next);
      }}
    />
  );
}
