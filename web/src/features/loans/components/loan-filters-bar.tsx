import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { BUCKET_DAYS } from '@/lib/bucket-days';
import { formatCalendarDate } from '@/lib/format-date';
import type { LoanListFilters } from '@/lib/loan-list-links';

interface LoanFiltersBarProps {
  filters: LoanListFilters;
  onClear: () => void;
}

/**
 * The filters a dashboard figure opened the list with (issue 14), each named, and a button
 * clearing them; nothing when none is set.
 */
export function LoanFiltersBar({ filters, onClear }: LoanFiltersBarProps) {
  const t = useT();
  const shown: string[] = [];
  if (filters.overdueMoreThan !== undefined) {
    shown.push(t('loans.filters.overdue_more_than', { days: filters.overdueMoreThan }));
  }
  if (filters.createdBy) shown.push(t('loans.filters.created_by_me'));
  if (filters.customerId) shown.push(t('loans.filters.customer'));
  if (filters.collectorId) shown.push(t('loans.filters.collector'));
  if (filters.overdueBucket) {
    shown.push(
      filters.overdueBucket === 'current'
        ? t('loans.filters.overdue_bucket_current')
        : t('loans.filters.overdue_bucket', { days: BUCKET_DAYS[filters.overdueBucket] }),
    );
  }
  if (filters.area) shown.push(t('loans.filters.area'));
  if (filters.disbursedFrom || filters.disbursedTo) {
    shown.push(
      t('loans.filters.disbursed_between', {
        from: formatCalendarDate(filters.disbursedFrom),
        to: formatCalendarDate(filters.disbursedTo),
      }),
    );
  }
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('loans.filters.label')}>
      <Text size="sm" c="dimmed">
        {t('loans.filters.label')}
      </Text>
      {shown.map((text) => (
        <Badge key={text} variant="light" size="lg" tt="none">
          {text}
        </Badge>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconFilterOff size={14} aria-hidden />}
        onClick={onClear}
      >
        {t('loans.filters.clear')}
      </Button>
    </Group>
  );
}
