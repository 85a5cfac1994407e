import { Anchor, Badge, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { OutboxEmail } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { formatDateTime } from '@/lib/format-date-time';
import { linkSegments, setupLinksOf } from '../lib/link-segments';
import { OutboxStatusBadge } from './outbox-status-badge';

/**
 * The e-mail as sent, its links clickable: on a machine without SMTP an admin opens or copies
 * the invitation's setup link from here. The plain-text body is shown; the HTML body is never
 * rendered, so nothing in it can run.
 */
export function OutboxEmailPreview({
  email,
  onClose,
}: {
  email: OutboxEmail | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={email !== null}
      onClose={onClose}
      title={email?.subject ?? t('outbox.email')}
      size="xl"
      centered
    >
      {email && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('outbox.to')}
            </Text>
            <Text size="sm">{email.to_address}</Text>
            <OutboxStatusBadge status={email.status} />
            {email.attempts > 0 && (
              <Badge variant="outline" color="gray">
                {t('outbox.attempts', { count: email.attempts })}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('outbox.times', {
              created: formatDateTime(email.created_at),
              sent: formatDateTime(email.sent_at),
            })}
          </Text>
          {email.last_error && (
            <Text size="xs" c="red">
              {t('outbox.last_error', { error: email.last_error })}
            </Text>
          )}
          {setupLinksOf(email.text_body).map((href) => (
            <CopyButton key={href} value={href}>
              {({ copied, copy }) => (
                <Button variant="light" size="compact-sm" onClick={copy} w="fit-content">
                  {copied ? t('outbox.link_copied') : t('outbox.copy_link')}
                </Button>
              )}
            </CopyButton>
          ))}
          <Paper withBorder p="md" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {linkSegments(email.text_body).map((segment, index) =>
                segment.kind === 'link' ? (
                  <Anchor key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
                    {segment.href}
                  </Anchor>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </Text>
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}
