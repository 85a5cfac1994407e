import { Alert, List, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import type { EmergencyGrant, Explanation } from '../lib/explain-permission';

const OUTCOME_COLOR = { allowed: 'green', needs_approval: 'yellow', denied: 'red' } as const;
const OUTCOME_TITLE = {
  allowed: 'rbac.answer.allowed',
  needs_approval: 'rbac.answer.needs_approval',
  denied: 'rbac.answer.denied',
} as const;

/** The engine's answer and reason, the grant that widened it, and the subject's standing grants. */
export function ExplorerAnswer({
  explanation,
  permission,
  grants,
}: {
  explanation: Explanation;
  permission: string;
  /** A user's standing grants; null when the reader may not see grants; left out for a role. */
  grants?: readonly EmergencyGrant[] | null;
}) {
  const t = useT();
  const { decision, grant, outcome } = explanation;
  const approvers = decision.requiresApprovalBy ?? decision.approvers ?? [];
  return (
    <section aria-labelledby="rbac-answer-title" aria-live="polite">
      <Alert
        color={OUTCOME_COLOR[outcome]}
        title={<span id="rbac-answer-title">{t(OUTCOME_TITLE[outcome], { permission })}</span>}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t('rbac.answer.reason_label')}{' '}
            <Text span size="sm" lang="en">
              {decision.reason}
            </Text>
          </Text>
          {approvers.length > 0 && (
            <Text size="sm">
              {t('rbac.answer.approvers', {
                roles: approvers.map((role) => t(ROLE_LABELS[role])).join(', '),
              })}
            </Text>
          )}
          {grant && (
            <Text size="sm" fw={600}>
              {t('rbac.answer.by_grant', { expires: formatDateTime(grant.expires_at) })}
            </Text>
          )}
        </Stack>
      </Alert>
      {grants === undefined ? null : grants === null ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('rbac.grants.hidden')}
        </Text>
      ) : grants.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('rbac.grants.none')}
        </Text>
      ) : (
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={600}>
            {t('rbac.grants.title')}
          </Text>
          <List size="sm">
            {grants.map((item) => (
              <List.Item key={item.id}>
                {t('rbac.grants.item', {
                  permissions: item.permissions.join(', '),
                  expires: formatDateTime(item.expires_at),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </section>
  );
}
