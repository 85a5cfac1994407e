import { Button, Group, Stack, Text } from '@mantine/core';
import type { MessageTemplate } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { EditDeleteActions } from '@/components/data-table/edit-delete-actions';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { type Translate, useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteTemplate, useTemplates } from '../api/templates';
import { CHANNEL_LABELS } from './message-status-badge';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';

// The form loads when first opened (docs/decisions/0099).
const TemplateFormModal = lazyDialog(
  () => import('./template-form-modal').then((module) => module.TemplateFormModal),
  (props) => props.opened,
);

function columnsIn(t: Translate): DataTableColumn<MessageTemplate>[] {
  return [
    {
      key: 'name',
      header: t('notifications.templates.name'),
      text: (template) => template.name,
      truncate: true,
      width: 200,
    },
    {
      key: 'channel',
      header: t('notifications.templates.channel'),
      text: (template) => t(CHANNEL_LABELS[template.channel]),
    },
    {
      key: 'language',
      header: t('notifications.templates.language'),
      text: (template) => template.language.toUpperCase(),
    },
    {
      key: 'body',
      header: t('notifications.templates.body'),
      text: (template) => template.body,
      truncate: true,
      width: 320,
      priority: 2,
    },
    {
      key: 'updated',
      header: t('notifications.templates.updated'),
      text: (template) => formatDateTime(template.updated_at),
      priority: 3,
    },
  ];
}

/** The organization's templates; admins add, change and delete them. */
export function TemplatesTab({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const confirmDelete = (template: MessageTemplate) =>
    remove.mutate(template.id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setDeleting(null);
      },
      onError: (error) => {
        // A template in use: the server names the rules that use it.
        notifyError(
          t('common.error'),
          t('notifications.templates.delete_failed', { reason: failureReason(error) }),
        );
        setDeleting(null);
      },
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('notifications.templates.intro')}
        </Text>
        {canEdit && (
          <Button onClick={() => setCreating(true)}>{t('notifications.templates.new')}</Button>
        )}
      </Group>
      <DataTable
        label={t('notifications.templates.table')}
        columns={columns}
        rows={templates.data?.data}
        rowKey={(template) => template.id}
        rowLabel={(template) => template.name}
        loading={templates.isPending}
        error={
          templates.isError && (
            <DataTableLoadError
              message={t('notifications.load_failed', { reason: failureReason(templates.error) })}
              onRetry={() => void templates.refetch()}
            />
          )
        }
        emptyText={t('notifications.templates.empty')}
        rowActions={
          canEdit
            ? (template) => (
                <EditDeleteActions
                  editLabel={t('notifications.templates.edit_label', { name: template.name })}
                  deleteLabel={t('notifications.templates.delete_label', { name: template.name })}
                  onEdit={() => setEditing(template)}
                  onDelete={() => setDeleting(template)}
                />
              )
            : undefined
        }
      />
      {canEdit && <TemplateFormModal opened={creating} onClose={() => setCreating(false)} />}
      {canEdit && editing && (
        <TemplateFormModal
          key={editing.id}
          opened
          template={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('notifications.templates.delete_title')}
        message={t('notifications.templates.delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
