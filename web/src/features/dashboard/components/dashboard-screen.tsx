import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dashboardViewsOf } from '@lendline/core';
import type { DashboardResponse, PortfolioSummary, SessionResponse } from '@lendline/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@/i18n/use-t';
import { isAllowed, subjectOf } from '@/lib/authorization';
import { failureReason } from '@/lib/failure-text';
import { useDashboardAlerts } from '../api/get-dashboard-alerts';
import { formatCalendarDate } from '@/lib/format-date';
import { BranchPanel } from './branch-panel';
import { OrganizationCard } from './organization-card';
import { PipelinePanel } from './pipeline-panel';
import { RolesCard } from './roles-card';
import { RoutePanel } from './route-panel';

interface DashboardScreenProps {
  session: SessionResponse;
  dashboard: Pick<UseQueryResult<DashboardResponse>, 'data' | 'isError' | 'error' | 'refetch'>;
  /** GET /analytics/portfolio for the branch view (disabled for the other views). */
  portfolio: Pick<UseQueryResult<PortfolioSummary>, 'data' | 'isError' | 'refetch'>;
  /** Whether the user may read the portfolio figures. */
  showPortfolio: boolean;
}

/**
 * /dashboard (issue 14, 'Home' on mobile): the signed-in role's figures — an agent's route, a
 * loan officer's pipeline, a branch or tree — each linking to the list behind it; then the
 * organization and the user's roles (their permissions are on the profile).
 */
export function DashboardScreen({
  session,
  dashboard,
  portfolio,
  showPortfolio,
}: DashboardScreenProps) {
  const t = useT();
  const subject = subjectOf(session);
  const may = (permission: Parameters<typeof isAllowed>[1]) => isAllowed(subject, permission);
  // The branch view's alerts, asked for beside the figures (they need not wait for each other).
  const alerts = useDashboardAlerts({
    enabled: dashboardViewsOf(session.roles).includes('branch') && may('payments:read'),
  });
  const firstName = session.profile?.first_name;
  const data = dashboard.data;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Text c="dimmed">
          {firstName ? t('dashboard.welcome_name', { name: firstName }) : t('dashboard.welcome')}
          {data && ` ${t('dashboard.figures_of', { date: formatCalendarDate(data.date) })}`}
        </Text>
      </div>
      {dashboard.isError ? (
        <Alert color="red" variant="light" title={t('dashboard.load_failed')} role="alert">
          <Text size="sm" mb="xs">
            {failureReason(dashboard.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void dashboard.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" aria-busy>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={104} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {data.route && (
            <RoutePanel
              route={data.route}
              dueTodayPath={may('payments:read') ? '/due-today' : null}
              teamPath={may('debt_collectors:read') ? '/collection-team' : null}
            />
          )}
          {data.pipeline && (
            <PipelinePanel
              pipeline={data.pipeline}
              userId={session.user.id}
              canOpenLoans={may('loans:read')}
            />
          )}
          {data.branch && (
            <BranchPanel
              branch={data.branch}
              portfolio={portfolio}
              showPortfolio={showPortfolio}
              alerts={alerts}
              links={{
                loans: may('loans:read'),
                dueToday: may('payments:read'),
                approvals: may('approvals:read'),
                team: may('debt_collectors:read'),
              }}
            />
          )}
        </>
      )}
      {/* Below the figures, and only once they are in: drawn earlier, these cards would be pushed
          down the page when the figures replace their shorter placeholders (CLS 0.16–0.20). */}
      {(data || dashboard.isError) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {session.organization && <OrganizationCard organization={session.organization} />}
          <RolesCard roles={session.roles} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
