import { Alert, Button, SimpleGrid, Text } from '@mantine/core';
import type { PortfolioSummary } from '@lendline/core';
import { IconChartPie } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { loansListPath } from '@/lib/loan-list-links';
import { FigureCard } from './figure-card';

/** The PAR thresholds shown (issue 14: PAR1, PAR7, PAR30), each the list's `overdue_more_than`. */
const PAR_DAYS = [1, 7, 30] as const;
const PAR_FIELD = { 1: 'par1', 7: 'par7', 30: 'par30' } as const satisfies Record<
  (typeof PAR_DAYS)[number],
  keyof PortfolioSummary
>;

interface PortfolioCardsProps {
  /** GET /analytics/portfolio's answer, as its query holds it. */
  portfolio: Pick<UseQueryResult<PortfolioSummary>, 'data' | 'isError' | 'refetch'>;
  canOpenLoans: boolean;
}

/**
 * Gross outstanding and PAR1/PAR7/PAR30 from the portfolio endpoint; each PAR links to the loans
 * more than that many days overdue. When the figures cannot be read, a notice with a retry
 * stands in their place (the rest of the dashboard is unaffected).
 */
export function PortfolioCards({ portfolio, canOpenLoans }: PortfolioCardsProps) {
  const t = useT();
  if (portfolio.isError) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconChartPie size={18} aria-hidden />}
        title={t('dashboard.portfolio.unavailable')}
      >
        <Text size="sm" mb="xs">
          {t('dashboard.portfolio.unavailable_body')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void portfolio.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </Alert>
    );
  }
  const data = portfolio.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <FigureCard
        label={t('dashboard.portfolio.gross_outstanding')}
        value={data && formatMoney(data.gross_outstanding)}
        detail={
          data &&
          t('dashboard.portfolio.loans_in_collection', {
            count: formatNumber(data.active_loans + data.overdue_loans),
          })
        }
        to={null}
      />
      {PAR_DAYS.map((days) => (
        <FigureCard
          key={days}
          label={t('dashboard.portfolio.par', { days })}
          value={data && formatPercent(data[PAR_FIELD[days]])}
          detail={t('dashboard.portfolio.par_detail', { days })}
          color={days === 30 ? 'red' : 'orange'}
          to={canOpenLoans ? loansListPath({ overdueMoreThan: days }) : null}
        />
      ))}
    </SimpleGrid>
  );
}
