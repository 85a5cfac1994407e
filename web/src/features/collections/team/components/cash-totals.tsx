import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { CashInHandResponse } from '@lendline/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { VarianceText } from './cash-figures';

function TotalCard({ label, figure, line }: { label: string; figure?: ReactNode; line?: string }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {figure === undefined ? (
        <Skeleton
          height={30}
          width={120}
          mt={4}
          aria-label={t('collections.summary.loading', { label })}
        />
      ) : (
        <>
          <Text fz={24} fw={700} mt={4} component="div">
            {figure}
          </Text>
          {line && (
            <Text size="sm" c="dimmed">
              {line}
            </Text>
          )}
        </>
      )}
    </Paper>
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
      />
      <TotalCard
        label={t('collections.team.cash.days_closed')}
        figure={
          cash && t('collections.team.cash.closed_count', { closed, total: cash.data.length })
        }
      />
    </SimpleGrid>
  );
}
