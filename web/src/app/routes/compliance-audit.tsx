import { Tabs } from '@mantine/core';
import { useSession } from '@/features/auth/api/get-session';
import { AuditScreen } from '@/features/audit/components/audit-screen';
import { SecurityTab } from '@/features/audit/components/security-tab';
import { useT } from '@/i18n/use-t';
import { isAllowed, subjectOf } from '@/lib/authorization';

export default function ComplianceAuditRoute() {
  const t = useT();
  const session = useSession();
  // The guarded layout renders this screen only with a loaded session.
  if (!session.data) return null;
  const subject = subjectOf(session.data);
  // The Security tab reads what GET /security-events allows: audit_logs:audit.
  if (!isAllowed(subject, 'audit_logs:audit')) return <AuditScreen subject={subject} />;
  return (
    <Tabs defaultValue="trail" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="trail">{t('security.tabs.trail')}</Tabs.Tab>
        <Tabs.Tab value="security">{t('security.tabs.security')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="trail">
        <AuditScreen subject={subject} />
      </Tabs.Panel>
      <Tabs.Panel value="security">
        <SecurityTab subject={subject} />
      </Tabs.Panel>
    </Tabs>
  );
}
