import { Stack, Tabs, Title } from '@mantine/core';
import type { PermissionSubject } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { lazy } from 'react';
import { SectionSuspense } from '@/components/ui/section-suspense';
import { TemplatesTab } from './templates-tab';

// The rules and the delivery log load when their tab is first opened.
const RulesTab = lazy(() => import('./rules-tab').then((module) => ({ default: module.RulesTab })));
const DeliveryLogTab = lazy(() =>
  import('./delivery-log-tab').then((module) => ({ default: module.DeliveryLogTab })),
);

/** /notification-management (issue 14): templates, reminder rules and the delivery log. */
export function NotificationManagementScreen({ subject }: { subject: PermissionSubject }) {
  const t = useT();
  const canEdit = isAllowed(subject, 'settings:update');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('notifications.title')}
      </Title>
      <Tabs defaultValue="templates" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="templates">{t('notifications.tabs.templates')}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('notifications.tabs.rules')}</Tabs.Tab>
          <Tabs.Tab value="log">{t('notifications.tabs.log')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates">
          <TemplatesTab canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <SectionSuspense>
            <RulesTab canEdit={canEdit} />
          </SectionSuspense>
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <SectionSuspense>
            <DeliveryLogTab canEdit={canEdit} />
          </SectionSuspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
