import { Stack, Tabs, Text, Title } from '@mantine/core';
import { holdsPermission, worksAsCollector } from '@lendline/core';
import type { Role } from '@lendline/core';
import { IconCash, IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { organizationToday } from '@/lib/organization-today';
import { CashInHand } from './cash-in-hand';
import { PromisePerformance } from './promise-performance';
import { PromisesList } from './promises-list';
import { OwnSheetCard } from './sheet-actions';

type TeamTab = 'cash' | 'promises';

/**
 * /collection-team (issue 11 "Beyond the spec"): each collector's cash in hand with handovers
 * and the day's close, their daily collection sheets, and the promise-kept rates. Agents who
 * may read it see it without the actions, their own sheet first.
 */
export function CollectionTeamScreen({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  const [today] = useState(() => organizationToday());
  const [date, setDate] = useState(today);
  const [tab, setTab] = useState<TeamTab>('cash');
  const canAssign = holdsPermission(roles, 'debt_collectors', 'assign');
  // The sheets and the promises are payments:read on the server.
  const readsPayments = holdsPermission(roles, 'payments', 'read');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('collections.team.title')}
        </Title>
        <Text c="dimmed">{t('collections.team.subtitle')}</Text>
      </div>

      {readsPayments && worksAsCollector(roles) && <OwnSheetCard date={date} />}

      <Tabs
        value={tab}
        onChange={(next) => setTab((next ?? 'cash') as TeamTab)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="cash" leftSection={<IconCash size={16} aria-hidden />}>
            {t('collections.team.tabs.cash')}
          </Tabs.Tab>
          {readsPayments && (
            <Tabs.Tab value="promises" leftSection={<IconHeartHandshake size={16} aria-hidden />}>
              {t('collections.team.tabs.promises')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="cash" pt="md">
          <CashInHand
            today={today}
            date={date}
            onDateChange={setDate}
            canAssign={canAssign}
            withSheets={readsPayments}
          />
        </Tabs.Panel>
        {readsPayments && (
          <Tabs.Panel value="promises" pt="md">
            <Stack gap="xl">
              <PromisePerformance />
              <PromisesList />
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
