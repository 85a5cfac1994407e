import { Button, Stack, Text } from '@mantine/core';
import type { OutboxEmail } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { type Translate, useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useOutboxEmails } from '../api/get-outbox-emails';
import { OutboxEmailPreview } from './outbox-email-preview';
import { OutboxStatusBadge } from './outbox-status-badge';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';

function columnsIn(t: Translate): DataTableColumn<OutboxEmail>[] {
  return [
    {
      key: 'to',
      header: t('outbox.column.to'),
      text: (email) => email.to_address,
      truncate: true,
      width: 220,
    },
    {
      key: 'subject',
      header: t('outbox.column.subject'),
      text: (email) => email.subject,
      truncate: true,
      width: 260,
    },
    {
      key: 'status',
      header: t('outbox.column.status'),
      render: (email) => <OutboxStatusBadge status={email.status} />,
    },
    {
      key: 'created',
      header: t('outbox.column.created'),
      text: (email) => formatDateTime(email.created_at),
      priority: 2,
    },
    {
      key: 'sent',
      header: t('outbox.column.sent'),
      text: (email) => formatDateTime(email.sent_at),
      priority: 3,
    },
  ];
}

/** Invitation e-mail waiting in or sent from the outbox (issue 3: works without SMTP). */
export function OutboxTab() {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  const [page, setPage] = useState(1);
  const [previewed, setPreviewed] = useState<OutboxEmail | null>(null);
  const outbox = useOutboxEmails(page);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('outbox.intro')}
      </Text>
      <DataTable
        label={t('outbox.table')}
        columns={columns}
        rows={outbox.data?.data}
        rowKey={(email) => email.id}
        rowLabel={(email) => t('outbox.row', { subject: email.subject, to: email.to_address })}
        loading={outbox.isPending}
        error={
          outbox.isError && (
            <DataTableLoadError
              message={t('outbox.load_failed', { reason: failureReason(outbox.error) })}
              onRetry={() => void outbox.refetch()}
            />
          )
        }
        emptyText={t('outbox.empty')}
        onRowOpen={setPreviewed}
        // The Preview button is this list's View.
        viewButton={false}
        rowActions={(email) => (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setPreviewed(email)}
            aria-label={t('outbox.preview_label', { to: email.to_address })}
          >
            {t('outbox.preview')}
          </Button>
        )}
        pagination={
          outbox.data && {
            page: outbox.data.page,
            pageSize: outbox.data.page_size,
            total: outbox.data.total,
            noun: [t('outbox.noun_one'), t('outbox.noun_other')],
            onPageChange: setPage,
          }
        }
      />
      <OutboxEmailPreview email={previewed} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
