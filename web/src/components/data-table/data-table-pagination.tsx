import { PAGE_SIZE } from '@lendline/core';
import { Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import type { DataTablePaging } from './data-table-types';

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Spec part 2 §5 "Pagination": a page outside 1 … the page count is brought back inside. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(pageCount, 1));
}

/** Mantine's page controls, named for assistive technology. */
const PAGE_CONTROL_LABELS = {
  first: 'common.table.first_page',
  previous: 'common.table.previous_page',
  next: 'common.table.next_page',
  last: 'common.table.last_page',
} as const;

/** The total ('123 users'), the page numbers and, when offered, the rows-per-page choice. */
export function DataTablePagination({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE.tableOptions,
  goToPage = false,
}: DataTablePaging) {
  const t = useT();
  const pages = pageCountOf(total, pageSize);
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm" style={{ flex: 1 }}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('common.table.total', {
            total: formatNumber(total),
            noun: total === 1 ? noun[0] : noun[1],
          })}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={clampPage(page, pages)}
            onChange={(next) => onPageChange(clampPage(next, pages))}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL_LABELS[control]) })}
            getItemProps={(item) => ({
              'aria-label': t('common.table.page', { page: formatNumber(item) }),
            })}
          />
        )}
      </Group>
      {goToPage && pages > 1 && <GoToPage pages={pages} onPageChange={onPageChange} />}
      {onPageSizeChange && (
        <Select
          label={t('common.table.rows_per_page')}
          size="xs"
          w={120}
          allowDeselect={false}
          data={pageSizeOptions.map(String)}
          value={String(pageSize)}
          onChange={(value) => {
            if (!value) return;
            onPageSizeChange(Number(value));
            onPageChange(1);
          }}
        />
      )}
    </Group>
  );
}

/**
 * Spec part 2 §5: go-to-page accepts only 1 to the page count. A number typed outside is brought
 * inside on Enter or on leaving the field, and the field shows the page it went to.
 */
function GoToPage({
  pages,
  onPageChange,
}: {
  pages: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState<string | number>('');
  const go = () => {
    if (typed === '') return;
    const page = clampPage(Number(typed), pages);
    setTyped(page);
    onPageChange(page);
  };
  return (
    <NumberInput
      label={t('common.table.go_to_page')}
      size="xs"
      w={120}
      min={1}
      max={pages}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={typed}
      onChange={setTyped}
      onBlur={go}
      onKeyDown={(event) => {
        if (event.key === 'Enter') go();
      }}
    />
  );
}
