import { SimpleGrid } from '@mantine/core';
import type { DashboardPipeline } from '@lendline/core';
import { IconAlertTriangle, IconFileDescription, IconSend } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { loansListPath } from '@/lib/loan-list-links';
import { DashboardSection } from './dashboard-section';
import { FigureCard } from './figure-card';

interface PipelinePanelProps {
  pipeline: DashboardPipeline;
  /** The signed-in user's id: the loans they applied for. */
  userId: string;
  /** Whether the user may open the Loans screen. */
  canOpenLoans: boolean;
}

/** A loan officer's applications and portfolio, each linked to the Loans screen filtered so. */
export function PipelinePanel({ pipeline, userId, canOpenLoans }: PipelinePanelProps) {
  const t = useT();
  const link = (options: Parameters<typeof loansListPath>[0]) =>
    canOpenLoans ? loansListPath({ ...options, createdBy: userId }) : null;
  return (
    <DashboardSection title={t('dashboard.pipeline.title')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <FigureCard
          label={t('dashboard.pipeline.applications_pending')}
          value={formatNumber(pipeline.applications_pending.count)}
          detail={formatMoney(pipeline.applications_pending.amount)}
          icon={<IconFileDescription size={22} aria-hidden />}
          color="yellow"
          to={link({ tab: 'pending' })}
        />
        <FigureCard
          label={t('dashboard.pipeline.ready_to_disburse')}
          value={formatNumber(pipeline.ready_to_disburse.count)}
          detail={formatMoney(pipeline.ready_to_disburse.amount)}
          icon={<IconSend size={22} aria-hidden />}
          color="blue"
          to={link({ tab: 'approved' })}
        />
        <FigureCard
          label={t('dashboard.pipeline.in_arrears')}
          value={formatNumber(pipeline.in_arrears.count)}
          detail={t('dashboard.pipeline.in_arrears_detail', {
            amount: formatMoney(pipeline.in_arrears.amount),
            count: pipeline.portfolio.count,
          })}
          icon={<IconAlertTriangle size={22} aria-hidden />}
          color="red"
          to={link({ overdueMoreThan: 0 })}
        />
      </SimpleGrid>
    </DashboardSection>
  );
}
