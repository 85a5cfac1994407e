import { SimpleGrid, Stack } from '@mantine/core';
import type { CollectionAlertsResponse, DashboardBranch, PortfolioSummary } from '@lendline/core';
import {
  IconAlertTriangle,
  IconCalendarDue,
  IconChecklist,
  IconReportMoney,
  IconSend,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { formatPercent } from '@/lib/format-percent';
import { loansListPath } from '@/lib/loan-list-links';
import { BranchAlerts } from './branch-alerts';
import { CollectionTrend } from './collection-trend';
import { CollectorRanking } from './collector-ranking';
import { DashboardSection } from './dashboard-section';
import { FigureCard } from './figure-card';
import { PortfolioCards } from './portfolio-cards';

/** Which lists the user may open: a figure links only where its screen lets them in. */
export interface BranchLinks {
  loans: boolean;
  dueToday: boolean;
  approvals: boolean;
  team: boolean;
}

interface BranchPanelProps {
  branch: DashboardBranch;
  portfolio: Pick<UseQueryResult<PortfolioSummary>, 'data' | 'isError' | 'refetch'>;
  /** Whether the portfolio figures are the user's to see (else their cards are left out). */
  showPortfolio: boolean;
  /** The alerts panel's query (/collections/alerts, asked for on its own). */
  alerts: { data: CollectionAlertsResponse | undefined; isError: boolean };
  links: BranchLinks;
}

/** A manager's branch, an administrator's tree, the platform owner's every tenant. */
export function BranchPanel({ branch, portfolio, showPortfolio, alerts, links }: BranchPanelProps) {
  const t = useT();
  const { due, collected } = branch.collection_today;
  const share = due.amount > 0 ? (collected.amount / due.amount) * 100 : 0;
  const month = branch.disbursed_this_month;
  const loans = (options: Parameters<typeof loansListPath>[0]) =>
    links.loans ? loansListPath(options) : null;
  return (
    <Stack gap="xl">
      <DashboardSection title={t('dashboard.branch.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
          <FigureCard
            label={t('dashboard.branch.collection_today')}
            value={formatMoney(collected.amount)}
            detail={t('dashboard.branch.collection_today_detail', {
              due: formatMoney(due.amount),
              share: formatPercent(Math.round(share * 100) / 100),
            })}
            icon={<IconCalendarDue size={22} aria-hidden />}
            color="teal"
            to={links.dueToday ? '/due-today' : null}
          />
          <FigureCard
            label={t('dashboard.branch.disbursed_this_month')}
            value={formatMoney(month.amount)}
            detail={t('dashboard.branch.loans_count', { count: month.count })}
            icon={<IconSend size={22} aria-hidden />}
            color="blue"
            to={loans({ disbursedFrom: month.from, disbursedTo: month.to })}
          />
          <FigureCard
            label={t('dashboard.branch.active_loans')}
            value={formatNumber(branch.active_loans)}
            icon={<IconReportMoney size={22} aria-hidden />}
            to={loans({ tab: 'active' })}
          />
          <FigureCard
            label={t('dashboard.branch.overdue_loans')}
            value={formatNumber(branch.overdue_loans)}
            icon={<IconAlertTriangle size={22} aria-hidden />}
            color="red"
            to={loans({ tab: 'overdue' })}
          />
          <FigureCard
            label={t('dashboard.branch.pending_approvals')}
            value={formatNumber(branch.pending_approvals)}
            icon={<IconChecklist size={22} aria-hidden />}
            color="yellow"
            to={links.approvals ? '/approvals' : null}
          />
        </SimpleGrid>
      </DashboardSection>
      {showPortfolio && (
        <DashboardSection title={t('dashboard.portfolio.title')}>
          <PortfolioCards portfolio={portfolio} canOpenLoans={links.loans} />
        </DashboardSection>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BranchAlerts alerts={alerts} allPath={links.dueToday ? '/due-today' : null} />
        <CollectorRanking
          ranking={branch.collector_ranking}
          teamPath={links.team ? '/collection-team' : null}
        />
      </SimpleGrid>
      <CollectionTrend trend={branch.trend} />
    </Stack>
  );
}
