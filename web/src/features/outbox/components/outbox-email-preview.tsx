import { Anchor, Badge, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { OutboxEmail } from '@lendline/core';
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
  return (
    <Modal
      opened={email !== null}
      onClose={onClose}
      title={email?.subject ?? 'E-mail'}
      size="xl"
      centered
    >
      {email && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              To
            </Text>
            <Text size="sm">{email.to_address}</Text>
            <OutboxStatusBadge status={email.status} />
            {email.attempts > 0 && (
              <Badge variant="outline" color="gray">
                {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Created {formatDateTime(email.created_at)} · Sent {formatDateTime(email.sent_at)}
          </Text>
          {email.last_error && (
            <Text size="xs" c="red">
              Last error: {email.last_error}
            </Text>
          )}
          {setupLinksOf(email.text_body).map((href) => (
            <CopyButton key={href} value={href}>
              {({ copied, copy }) => (
                <Button variant="light" size="compact-sm" onClick={copy} w="fit-content">
                  {copied ? 'Link copied' : 'Copy setup link'}
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
