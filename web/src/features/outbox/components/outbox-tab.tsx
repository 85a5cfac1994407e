import { Alert, Button, Center, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OutboxEmail } from '@lendline/core';
import { useState } from 'react';
import { ListPagination } from '@/components/data/list-pagination';
import { failedTo } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useOutboxEmails } from '../api/get-outbox-emails';
import { OutboxEmailPreview } from './outbox-email-preview';
import { OutboxStatusBadge } from './outbox-status-badge';

/** Invitation e-mail waiting in or sent from the outbox (issue 3: works without SMTP). */
export function OutboxTab() {
  const [page, setPage] = useState(1);
  const [previewed, setPreviewed] = useState<OutboxEmail | null>(null);
  const outbox = useOutboxEmails(page);

  if (outbox.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading outbox" />
      </Center>
    );
  }
  if (outbox.isError) {
    return (
      <Alert color="red" variant="light" title="Error" role="alert">
        {failedTo('fetch outbox', outbox.error)}
        <Button variant="subtle" size="compact-sm" ml="xs" onClick={() => void outbox.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const emails = outbox.data.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        E-mail the app sends, such as invitations. Without a mail server it waits here: open an
        invitation to hand its setup link to the invited user.
      </Text>
      {emails.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No e-mail yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Outbox">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Preview</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {emails.map((email) => (
                <Table.Tr key={email.id}>
                  <Table.Td>{email.to_address}</Table.Td>
                  <Table.Td>{email.subject}</Table.Td>
                  <Table.Td>
                    <OutboxStatusBadge status={email.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(email.created_at)}</Table.Td>
                  <Table.Td>{formatDateTime(email.sent_at)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setPreviewed(email)}
                      aria-label={`Preview e-mail to ${email.to_address}`}
                    >
                      Preview
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        page={outbox.data.page}
        pageSize={outbox.data.page_size}
        total={outbox.data.total}
        noun={['e-mail', 'e-mails']}
        onPageChange={setPage}
      />
      <OutboxEmailPreview email={previewed} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
