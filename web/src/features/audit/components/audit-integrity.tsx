import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AuditLog } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { useOpenAuditEntry, useVerifyAuditChain } from '../api/verify-audit-chain';

/**
 * 'Verify integrity' (issue 13): recomputes the audit trail's hash chains on the server and says
 * whether they hold, or which entry is the first that does not.
 */
export function AuditIntegrity({ onOpenEntry }: { onOpenEntry: (log: AuditLog) => void }) {
  const t = useT();
  const verify = useVerifyAuditChain();
  const entry = useOpenAuditEntry();
  const result = verify.data;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          onClick={() => {
            entry.reset();
            verify.mutate();
          }}
          loading={verify.isPending}
        >
          {verify.isPending ? t('audit_integrity.verifying') : t('audit_integrity.verify')}
        </Button>
      </Group>
      <div aria-live="polite">
        {verify.isError && (
          <Alert color="red" role="alert">
            {t('audit_integrity.failed', { reason: verify.error.message })}
          </Alert>
        )}
        {result?.valid && (
          <Alert color="green" title={t('audit_integrity.valid_title')}>
            {t('audit_integrity.valid_body', { checked: result.checked })}
          </Alert>
        )}
        {result && !result.valid && result.first_broken_id && (
          <Alert color="red" role="alert" title={t('audit_integrity.broken_title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('audit_integrity.broken_body', {
                  id: result.first_broken_id,
                  checked: result.checked,
                })}
              </Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                loading={entry.isPending}
                onClick={() =>
                  entry.mutate(result.first_broken_id!, { onSuccess: (log) => onOpenEntry(log) })
                }
              >
                {t('audit_integrity.open_entry')}
              </Button>
              {entry.isError && <Text size="sm">{t('audit_integrity.entry_missing')}</Text>}
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
