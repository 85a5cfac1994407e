import { Button, Stack, Text } from '@mantine/core';
import type { OutboxEmail } from '@lendline/core';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { failedTo } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useOutboxEmails } from '../api/get-outbox-emails';
import { OutboxEmailPreview } from './outbox-email-preview';
import { OutboxStatusBadge } from './outbox-status-badge';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';

const COLUMNS: readonly DataTableColumn<OutboxEmail>[] = [
  { key: 'to', header: 'To', text: (email) => email.to_address, truncate: true, width: 220 },
  { key: 'subject', header: 'Subject', text: (email) => email.subject, truncate: true, width: 260 },
  {
    key: 'status',
    header: 'Status',
    render: (email) => <OutboxStatusBadge status={email.status} />,
  },
  {
    key: 'created',
    header: 'Created',
    text: (email) => formatDateTime(email.created_at),
    priority: 2,
  },
  { key: 'sent', header: 'Sent', text: (email) => formatDateTime(email.sent_at), priority: 3 },
];

/** Invitation e-mail waiting in or sent from the outbox (issue 3: works without SMTP). */
export function OutboxTab() {
  const [page, setPage] = useState(1);
  const [previewed, setPreviewed] = useState<OutboxEmail | null>(null);
  const outbox = useOutboxEmails(page);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        E-mail the app sends, such as invitations. Without a mail server it waits here: open an
        invitation to hand its setup link to the invited user.
      </Text>
      <DataTable
        label="Outbox"
        columns={COLUMNS}
        rows={outbox.data?.data}
        rowKey={(email) => email.id}
        rowLabel={(email) => `${email.subject} to ${email.to_address}`}
        loading={outbox.isPending}
        error={
          outbox.isError && (
            <DataTableLoadError
              message={failedTo('fetch outbox', outbox.error)}
              onRetry={() => void outbox.refetch()}
            />
          )
        }
        emptyText="No e-mail yet."
        onRowOpen={setPreviewed}
        // The Preview button is this list's View.
        viewButton={false}
        rowActions={(email) => (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setPreviewed(email)}
            aria-label={`Preview e-mail to ${email.to_address}`}
          >
            Preview
          </Button>
        )}
        pagination={
          outbox.data && {
            page: outbox.data.page,
            pageSize: outbox.data.page_size,
            total: outbox.data.total,
            noun: ['e-mail', 'e-mails'],
            onPageChange: setPage,
          }
        }
      />
      <OutboxEmailPreview email={previewed} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
