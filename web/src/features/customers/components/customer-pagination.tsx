import { Group, Select } from '@mantine/core';
import { ListPagination } from '@/components/data/list-pagination';

/** Spec part 2 §9: the data table offers 25, 50 and 100 rows a page (minimum 25). */
export const TABLE_PAGE_SIZES = [25, 50, 100] as const;

interface CustomerPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Changing the page size also goes back to page 1 (spec part 2 §5 "Pagination"). */
  onPageSizeChange: (pageSize: number) => void;
}

export function CustomerPagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: CustomerPaginationProps) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <div style={{ flex: 1 }}>
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={total}
          noun={['customer', 'customers']}
          onPageChange={onPageChange}
        />
      </div>
      <Select
        label="Rows per page"
        size="xs"
        w={120}
        allowDeselect={false}
        data={TABLE_PAGE_SIZES.map(String)}
        value={String(pageSize)}
        onChange={(value) => {
          if (!value) return;
          onPageSizeChange(Number(value));
          onPageChange(1);
        }}
      />
    </Group>
  );
}
