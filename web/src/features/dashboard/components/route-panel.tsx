import { Alert, SimpleGrid } from '@mantine/core';
import type { DashboardRoute } from '@lendline/core';
import { IconCalendarDue, IconCash, IconChecks, IconHeartHandshake } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { formatMoney } from '@/lib/format-money';
import { formatNumber } from '@/lib/format-number';
import { DashboardSection } from './dashboard-section';
import { FigureCard } from './figure-card';

interface RoutePanelProps {
  route: DashboardRoute;
  /** /due-today when the user may open it. */
  dueTodayPath: string | null;
  /** /collection-team (promises, cash in hand) when the user may open it. */
  teamPath: string | null;
}

/** A collection or field agent's day: their entries, what came in, promises, cash in hand. */
export function RoutePanel({ route, dueTodayPath, teamPath }: RoutePanelProps) {
  const t = useT();
  return (
    <DashboardSection title={t('dashboard.route.title')}>
      {route.collector_id === null && (
        <Alert color="gray" mb="md">
          {t('dashboard.route.no_collector')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <FigureCard
          label={t('dashboard.route.entries_due')}
          value={formatNumber(route.entries_due.count)}
          detail={formatMoney(route.entries_due.amount)}
          icon={<IconCalendarDue size={22} aria-hidden />}
          color="orange"
          to={dueTodayPath}
        />
        <FigureCard
          label={t('dashboard.route.collected')}
          value={formatMoney(route.collected.amount)}
          detail={t('dashboard.route.collected_entries', { count: route.collected.count })}
          icon={<IconChecks size={22} aria-hidden />}
          color="teal"
          to={dueTodayPath}
        />
        <FigureCard
          label={t('dashboard.route.promises_due')}
          value={formatNumber(route.promises_due.count)}
          detail={formatMoney(route.promises_due.amount)}
          icon={<IconHeartHandshake size={22} aria-hidden />}
          color="grape"
          to={teamPath}
        />
        <FigureCard
          label={t('dashboard.route.cash_in_hand')}
          value={formatMoney(route.cash_in_hand)}
          icon={<IconCash size={22} aria-hidden />}
          color="green"
          to={teamPath}
        />
      </SimpleGrid>
    </DashboardSection>
  );
}
