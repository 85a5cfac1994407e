import { SimpleGrid } from '@mantine/core';
import type { CashInHandResponse } from '@lendline/core';
import type { ReactNode } from 'react';
import { StatCard } from '@/components/ui/stat-card';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { VarianceText } from './cash-figures';

function TotalCard({
  label,
  figure,
  line,
}: {
  label: string;
  figure?: ReactNode;
  line?: string | false;
}) {
  const t = useT();
  return (
    <StatCard
      label={label}
      value={figure}
      detail={line}
      withDetail={line !== false}
      loadingLabel={t('collections.summary.loading', { label })}
    />
  );
}

/** The day's totals over every collector: collected, handed over, variance, days closed. */
export function CashTotals({ cash }: { cash: CashInHandResponse | undefined }) {
  const t = useT();
  const totals = cash?.totals;
  const closed = cash?.data.filter((row) => row.closed).length ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <TotalCard
        label={t('collections.team.cash.columns.collected')}
        figure={totals && formatMoney(totals.collected.amount)}
        line={totals && t('collections.team.cash.payments', { count: totals.collected.count })}
      />
      <TotalCard
        label={t('collections.team.cash.columns.handed_over')}
        figure={totals && formatMoney(totals.handed_over.amount)}
        line={totals && t('collections.team.cash.handovers', { count: totals.handed_over.count })}
      />
      <TotalCard
        label={t('collections.team.cash.columns.variance')}
        figure={totals && <VarianceText variance={totals.variance} size="xl" />}
        line={false}
      />
      <TotalCard
        label={t('collections.team.cash.days_closed')}
        figure={
          cash && t('collections.team.cash.closed_count', { closed, total: cash.data.length })
        }
        line={false}
      />
    </SimpleGrid>
  );
}
