import { Badge, Group, Text } from '@mantine/core';
import type { ExpectedCollectionGroup } from '@lendline/core';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import type { ExpectedFigures, ExpectedGroup, PastDay, UpcomingDay } from '../lib/expected-days';

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

/**
 * A group's name: the collector (or 'Unassigned', with its organization when the caller sees
 * several), or the branch.
 */
export function groupName(group: ExpectedGroup, by: ExpectedCollectionGroup, t: Translate): string {
  if (by === 'organization') return group.organizationName;
  if (group.collectorName !== null) return group.collectorName;
  return group.manyOrganizations
    ? t('collections.expected.unassigned_in', { organization: group.organizationName })
    : t('collections.unassigned');
}

/** The days ahead, one row a day, today marked. */
export function UpcomingDaysTable({ figures }: { figures: ExpectedFigures }) {
  const t = useT();
  const columns = useMemo<DataTableColumn<UpcomingDay>[]>(
    () => [
      {
        key: 'date',
        header: t('collections.expected.columns.date'),
        render: (day) => (
          <Group gap={6} wrap="nowrap">
            <Text span size="sm">
              {formatCalendarDate(day.date)}
            </Text>
            {day.date === figures.today && (
              <Badge size="sm" variant="light">
                {t('collections.expected.today')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'count',
        header: t('collections.expected.columns.instalments'),
        text: (day) => formatNumber(day.count),
      },
      {
        key: 'due',
        header: t('collections.expected.columns.due'),
        text: (day) => formatMoney(day.due),
      },
    ],
    [t, figures.today],
  );
  return (
    <DataTable
      label={t('collections.expected.upcoming_table')}
      columns={columns}
      rows={figures.upcoming}
      rowKey={(day) => day.date}
      rowLabel={(day) => formatCalendarDate(day.date)}
    />
  );
}

/** The days before today: due against collected and the collection rate. */
export function PastDaysTable({ figures }: { figures: ExpectedFigures }) {
  const t = useT();
  const columns = useMemo<DataTableColumn<PastDay>[]>(
    () => [
      {
        key: 'date',
        header: t('collections.expected.columns.date'),
        text: (day) => formatCalendarDate(day.date),
      },
      {
        key: 'due',
        header: t('collections.expected.columns.due'),
        text: (day) => formatMoney(day.due),
      },
      {
        key: 'collected',
        header: t('collections.expected.columns.collected'),
        text: (day) => formatMoney(day.collected),
      },
      {
        key: 'rate',
        header: t('collections.expected.columns.rate'),
        text: (day) => rate(day.rate),
      },
    ],
    [t],
  );
  return (
    <DataTable
      label={t('collections.expected.past_table', { days: figures.past.length })}
      columns={columns}
      // Latest first: yesterday is what a branch looks at.
      rows={[...figures.past].reverse()}
      rowKey={(day) => day.date}
      rowLabel={(day) => formatCalendarDate(day.date)}
    />
  );
}

/** Each collector's or branch's sums ahead and before today. */
export function ExpectedGroupsTable({
  figures,
  by,
}: {
  figures: ExpectedFigures;
  by: ExpectedCollectionGroup;
}) {
  const t = useT();
  const columns = useMemo<DataTableColumn<ExpectedGroup>[]>(
    () => [
      {
        key: 'name',
        header:
          by === 'collector'
            ? t('collections.expected.columns.collector')
            : t('collections.expected.columns.branch'),
        text: (group) => groupName(group, by, t),
        truncate: true,
        width: 200,
      },
      ...(by === 'collector'
        ? [
            {
              key: 'branch',
              header: t('collections.expected.columns.branch'),
              text: (group: ExpectedGroup) => group.organizationName,
              truncate: true,
              priority: 2 as const,
            },
          ]
        : []),
      {
        key: 'upcoming_count',
        header: t('collections.expected.columns.instalments'),
        text: (group) => formatNumber(group.upcomingCount),
      },
      {
        key: 'upcoming_due',
        header: t('collections.expected.columns.upcoming_due', { days: figures.upcoming.length }),
        text: (group) => formatMoney(group.upcomingDue),
      },
      {
        key: 'past_due',
        header: t('collections.expected.columns.past_due', { days: figures.past.length }),
        text: (group) => formatMoney(group.pastDue),
      },
      {
        key: 'past_collected',
        header: t('collections.expected.columns.past_collected', { days: figures.past.length }),
        text: (group) => formatMoney(group.pastCollected),
      },
      {
        key: 'rate',
        header: t('collections.expected.columns.rate'),
        text: (group) => rate(group.rate),
      },
    ],
    [t, by, figures.upcoming.length, figures.past.length],
  );
  return (
    <DataTable
      label={
        by === 'collector'
          ? t('collections.expected.groups_table.collector')
          : t('collections.expected.groups_table.organization')
      }
      columns={columns}
      rows={figures.groups}
      rowKey={(group) => group.key}
      rowLabel={(group) => groupName(group, by, t)}
    />
  );
}
