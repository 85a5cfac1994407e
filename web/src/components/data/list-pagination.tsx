import { Group, Pagination, Text } from '@mantine/core';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The counted thing, singular and plural: ['user', 'users']. */
  noun: readonly [singular: string, plural: string];
  onPageChange: (page: number) => void;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The total ('123 users') and page numbers under a server-paged list. */
export function ListPagination({ page, pageSize, total, noun, onPageChange }: ListPaginationProps) {
  const pages = pageCountOf(total, pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total.toLocaleString('en-IN')} {total === 1 ? noun[0] : noun[1]}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(Math.max(page, 1), pages)}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Group>
  );
}
