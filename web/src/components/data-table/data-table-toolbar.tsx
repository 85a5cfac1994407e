import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import type {
  DataTableExport,
  DataTableFilter,
  DataTableSearch,
  DataTableSelection,
} from './data-table-types';

interface DataTableToolbarProps {
  search?: DataTableSearch;
  filters?: readonly DataTableFilter[];
  toolbar?: { start?: ReactNode; end?: ReactNode };
  exportAction?: DataTableExport;
  selection?: DataTableSelection;
}

/** Whether the toolbar has anything to show (an empty one would leave a gap above the table). */
function hasToolbar({ search, filters, toolbar, exportAction }: DataTableToolbarProps) {
  return Boolean(search || filters?.length || toolbar?.start || toolbar?.end || exportAction);
}

/** Search, 'All {label}' filters, export and the selection's bulk actions above the table. */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const t = useT();
  const { search, filters = [], toolbar, exportAction, selection } = props;
  const selectedCount = selection?.selectedKeys.size ?? 0;
  return (
    <>
      {hasToolbar(props) && (
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" wrap="wrap" gap="sm">
            {search && <SearchField search={search} />}
            {filters.map((filter) => (
              <FilterSelect key={filter.label} filter={filter} />
            ))}
            {toolbar?.start}
          </Group>
          <Group gap="sm">
            {exportAction && <ExportButton action={exportAction} />}
            {toolbar?.end}
          </Group>
        </Group>
      )}
      {selectedCount > 0 && (
        <Group gap="sm" aria-live="polite">
          <Text size="sm" fw={500}>
            {t('common.table.selected', { count: formatNumber(selectedCount) })}
          </Text>
          {selection?.bulkActions}
        </Group>
      )}
    </>
  );
}

/** With `debounceMs`, what is typed stays here until typing pauses; then the screen hears of it. */
function SearchField({ search }: { search: DataTableSearch }) {
  const { value, onChange, debounceMs } = search;
  const [typed, setTyped] = useState(value);
  const [sent, setSent] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The screen set another search itself (not the one typed here): show it.
  if (debounceMs !== undefined && value !== sent) {
    setSent(value);
    setTyped(value);
  }
  const change = (next: string) => {
    if (debounceMs === undefined) {
      onChange(next);
      return;
    }
    setTyped(next);
    clearTimeout(timer.current);
    // The search re-renders the screen: as a transition, a keystroke meanwhile comes first.
    timer.current = setTimeout(() => {
      startTransition(() => {
        setSent(next);
        onChange(next);
      });
    }, debounceMs);
  };
  return (
    <TextInput
      label={search.label}
      placeholder={search.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={debounceMs === undefined ? value : typed}
      onChange={(event) => change(event.currentTarget.value)}
      w={{ base: '100%', sm: search.width ?? 360 }}
    />
  );
}

function FilterSelect({ filter }: { filter: DataTableFilter }) {
  const t = useT();
  return (
    <Select
      label={filter.label}
      w={filter.width ?? 170}
      allowDeselect={false}
      searchable={filter.searchable}
      data={[
        { value: '', label: t('common.table.all_filter', { label: filter.label }) },
        ...filter.options,
      ]}
      value={filter.value ?? ''}
      onChange={(next) => filter.onChange(next ? next : null)}
    />
  );
}

function ExportButton({ action }: { action: DataTableExport }) {
  const t = useT();
  const label = action.label ?? t('common.table.export');
  const icon = <IconDownload size={16} aria-hidden />;
  return action.href ? (
    <Button component="a" href={action.href} download variant="light" leftSection={icon}>
      {label}
    </Button>
  ) : (
    <Button variant="light" leftSection={icon} onClick={action.onClick}>
      {label}
    </Button>
  );
}
