import { Alert, SimpleGrid } from '@mantine/core';
import type { CollectionSummary, MessageKey } from '@lendline/core';
import {
  IconAlertTriangle,
  IconCashBanknote,
  IconClockHour4,
  IconUsers,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatCard } from '@/components/ui/stat-card';
import { useT } from '@/i18n/use-t';
import type { Translate } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { useCollectionSummary } from '../api/get-collection-summary';

interface Card {
  key: string;
  label: MessageKey;
  icon: TablerIcon;
  color: string;
  /** The figure and the line under it. */
  figures: (summary: CollectionSummary, t: Translate) => [figure: string, line: ReactNode];
}

const CARDS: readonly Card[] = [
  {
    key: 'pending',
    label: 'collections.summary.pending',
    icon: IconClockHour4,
    color: 'yellow',
    figures: ({ pending }, t) => [
      formatMoney(pending.amount),
      t('collections.summary.entries', { count: pending.count }),
    ],
  },
  {
    key: 'overdue',
    label: 'collections.summary.overdue',
    icon: IconAlertTriangle,
    color: 'red',
    figures: ({ overdue }, t) => [
      formatMoney(overdue.amount),
      t('collections.summary.entries', { count: overdue.count }),
    ],
  },
  {
    key: 'collected',
    label: 'collections.summary.collected',
    icon: IconCashBanknote,
    color: 'teal',
    figures: ({ collected }, t) => [
      formatMoney(collected.amount),
      t('collections.summary.entries', { count: collected.count }),
    ],
  },
  {
    key: 'customers',
    label: 'collections.summary.customers',
    icon: IconUsers,
    color: 'blue',
    figures: ({ customers }, t) => [formatNumber(customers), t('collections.summary.due_today')],
  },
];

/** The four cards of /due-today (spec part 2 §2), from GET /collections/summary. */
export function CollectionSummaryCards({ date = null }: { date?: string | null }) {
  const t = useT();
  const summary = useCollectionSummary(date);
  if (summary.isError) {
    return (
      <Alert color="red" variant="light" title={t('common.error')} role="alert">
        {failureReason(summary.error)}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, label: labelKey, icon, color, figures }) => {
        const label = t(labelKey);
        const [figure, line] = summary.data ? figures(summary.data, t) : [];
        return (
          <StatCard
            key={key}
            label={label}
            icon={icon}
            color={color}
            value={figure}
            detail={line}
            withDetail
            loadingLabel={t('collections.summary.loading', { label })}
          />
        );
      })}
    </SimpleGrid>
  );
}
