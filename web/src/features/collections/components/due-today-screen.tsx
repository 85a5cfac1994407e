import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { holdsPermission, worksAsCollector } from '@lendline/core';
import type { Role } from '@lendline/core';
import { IconRefresh } from '@tabler/icons-react';
import { useT } from '@/i18n/use-t';
import { useRefreshCollections } from '../hooks/use-refresh-collections';
import { CollectionAlertsPanel } from './collection-alerts-panel';
import { CollectionLists } from './collection-lists';
import { CollectionSummaryCards } from './collection-summary-cards';

/**
 * /due-today, Collections Due Today (spec part 2 §2; issue 11): Refresh Data, the critical
 * alerts, the four cards, and today's entries in the Pending and Overdue tabs.
 */
export function DueTodayScreen({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  // Generating and collecting both record as payments:create does on the server.
  const canCreate = holdsPermission(roles, 'payments', 'create');
  const canAssign = holdsPermission(roles, 'debt_collectors', 'assign');
  const { refresh, refreshing } = useRefreshCollections();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('collections.title')}
          </Title>
          <Text c="dimmed">{t('collections.subtitle')}</Text>
        </div>
        {canCreate && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refreshing}
            onClick={refresh}
          >
            {t('collections.refresh.button')}
          </Button>
        )}
      </Group>

      <CollectionAlertsPanel />
      <CollectionSummaryCards />
      <CollectionLists
        agent={worksAsCollector(roles)}
        canCollect={canCreate}
        canAssign={canAssign}
        canVisit={holdsPermission(roles, 'field_visits', 'create')}
        canPromise={canCreate}
      />
    </Stack>
  );
}
