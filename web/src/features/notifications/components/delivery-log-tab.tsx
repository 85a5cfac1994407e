import { Button, Select, Stack, Text } from '@mantine/core';
import { MESSAGE_STATUSES, type CustomerMessage, type MessageStatus } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { type Translate, useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeliveryLog, useRetryMessage } from '../api/messages';
import {
  CHANNEL_LABELS,
  MessageStatusBadge,
  STATUS_LABELS,
  useReasonText,
} from './message-status-badge';

function columnsIn(
  t: Translate,
  reasonText: (reason: string | null) => string | null,
): DataTableColumn<CustomerMessage>[] {
  return [
    {
      key: 'customer',
      header: t('notifications.log.column.customer'),
      text: (message) => message.customer_name,
      truncate: true,
      width: 180,
    },
    {
      key: 'channel',
      header: t('notifications.log.column.channel'),
      text: (message) => t(CHANNEL_LABELS[message.channel]),
    },
    {
      key: 'to',
      header: t('notifications.log.column.to'),
      text: (message) => message.to_address,
      priority: 2,
    },
    {
      key: 'message',
      header: t('notifications.log.column.message'),
      text: (message) => message.body,
      truncate: true,
      width: 280,
      priority: 2,
    },
    {
      key: 'status',
      header: t('notifications.log.column.status'),
      render: (message) => <MessageStatusBadge status={message.status} />,
    },
    {
      key: 'reason',
      header: t('notifications.log.column.reason'),
      text: (message) => reasonText(message.last_error) ?? '',
      truncate: true,
      width: 220,
      priority: 3,
    },
    {
      key: 'attempts',
      header: t('notifications.log.column.attempts'),
      text: (message) => String(message.attempts),
      priority: 3,
    },
    {
      key: 'created',
      header: t('notifications.log.column.created'),
      text: (message) => formatDateTime(message.created_at),
      priority: 2,
    },
  ];
}

/**
 * Every message to a customer and its delivery: queued, sent, delivered, failed with reason;
 * admins send a failed one again.
 */
export function DeliveryLogTab({ canEdit = false }: { canEdit?: boolean }) {
  const t = useT();
  const retry = useRetryMessage();
  const reasonText = useReasonText();
  const columns = useMemo(() => columnsIn(t, reasonText), [t, reasonText]);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [search, setSearch] = useState('');
  const log = useDeliveryLog({ page, status, search });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('notifications.log.intro')}
      </Text>
      <Select
        label={t('notifications.log.status_filter')}
        placeholder={t('notifications.log.all_statuses')}
        data={MESSAGE_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
        value={status}
        onChange={(value) => {
          setStatus(value as MessageStatus | null);
          setPage(1);
        }}
        clearable
        maw={260}
      />
      <DataTable
        label={t('notifications.log.table')}
        columns={columns}
        search={{
          label: t('notifications.log.search'),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
          debounceMs: 300,
        }}
        rows={log.data?.data}
        rowKey={(message) => message.id}
        rowLabel={(message) =>
          t('notifications.log.row', {
            customer: message.customer_name,
            channel: t(CHANNEL_LABELS[message.channel]),
          })
        }
        loading={log.isPending}
        error={
          log.isError && (
            <DataTableLoadError
              message={t('notifications.load_failed', { reason: failureReason(log.error) })}
              onRetry={() => void log.refetch()}
            />
          )
        }
        emptyText={t('notifications.log.empty')}
        rowActions={
          canEdit
            ? (message) =>
                message.status === 'failed' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    loading={retry.isPending && retry.variables === message.id}
                    onClick={() =>
                      retry.mutate(message.id, {
                        onSuccess: (answer) => notifySuccess(answer.message),
                        onError: (error) =>
                          notifyError(
                            t('common.error'),
                            t('notifications.log.retry_failed', {
                              reason: failureReason(error),
                            }),
                          ),
                      })
                    }
                    aria-label={t('notifications.log.retry_label', {
                      customer: message.customer_name,
                      channel: t(CHANNEL_LABELS[message.channel]),
                    })}
                  >
                    {t('notifications.log.retry')}
                  </Button>
                ) : null
            : undefined
        }
        pagination={
          log.data && {
            page: log.data.page,
            pageSize: log.data.page_size,
            total: log.data.total,
            noun: [t('notifications.log.noun_one'), t('notifications.log.noun_other')],
            onPageChange: setPage,
          }
        }
      />
    </Stack>
  );
}
