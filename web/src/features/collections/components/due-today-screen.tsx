import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  addDays,
  COLLECTION_GENERATE_DAYS,
  holdsPermission,
  worksAsCollector,
} from '@lendline/core';
import type { Role } from '@lendline/core';
import { IconDeviceMobile, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { organizationToday } from '@/lib/organization-today';
import { useCollectionAlerts } from '../api/get-collection-alerts';
import { useRefreshCollections } from '../hooks/use-refresh-collections';
import { CollectionAlertsPanel } from './collection-alerts-panel';
import { CollectionLists } from './collection-lists';
import { CollectionSummaryCards } from './collection-summary-cards';

/**
 * /due-today, Collections Due Today (spec part 2 §2; issue 11): Refresh Data, the critical
 * alerts, the four cards, and the day's entries in the Pending and Overdue tabs. The day is
 * today unless another of the last COLLECTION_GENERATE_DAYS is chosen (a manager reviewing
 * yesterday; an agent recording a collection taken on a day without signal; Monday's look back
 * at Friday), the days a collection may still be dated.
 */
export function DueTodayScreen({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  // Generating and collecting both record as payments:create does on the server.
  const canCreate = holdsPermission(roles, 'payments', 'create');
  const canAssign = holdsPermission(roles, 'debt_collectors', 'assign');
  const [today] = useState(() => organizationToday());
  const [day, setDay] = useState(today);
  // null: the server's own today, so the screen and the badge ask the same question.
  const date = day === today ? null : day;
  const { refresh, refreshing } = useRefreshCollections(date);
  const alertsPending = useCollectionAlerts().isPending;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('collections.title')}
          </Title>
          <Text c="dimmed">{t('collections.subtitle')}</Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('collections.day')}
            min={addDays(today, -COLLECTION_GENERATE_DAYS)}
            max={today}
            value={day}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (next >= addDays(today, -COLLECTION_GENERATE_DAYS) && next <= today) setDay(next);
            }}
          />
          {worksAsCollector(roles) && (
            <Button
              component={Link}
              to="/field"
              leftSection={<IconDeviceMobile size={16} aria-hidden />}
            >
              {t('collections.field.open')}
            </Button>
          )}
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
      </Group>

      <CollectionAlertsPanel />
      {/* The alerts stand above the rest and their height is known only with their answer: the
          rest loads meanwhile but shows with them, so they never push it down in view. */}
      <Stack gap="lg" style={alertsPending ? { visibility: 'hidden' } : undefined}>
        <CollectionSummaryCards date={date} />
        <CollectionLists
          key={day}
          date={date}
          agent={worksAsCollector(roles)}
          canCollect={canCreate}
          canAssign={canAssign}
          canVisit={holdsPermission(roles, 'field_visits', 'create')}
          canPromise={canCreate}
        />
      </Stack>
    </Stack>
  );
}
