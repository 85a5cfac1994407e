import { Stack, Tabs, Title } from '@mantine/core';
import type { PermissionSubject } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { isAllowed } from '@/lib/authorization';
import { DeliveryLogTab } from './delivery-log-tab';
import { RulesTab } from './rules-tab';
import { TemplatesTab } from './templates-tab';

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
          <RulesTab canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <DeliveryLogTab canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
