import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { ReminderRule } from '@lendline/core';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { DataTableLoadError } from '@/components/data-table/data-table-load-error';
import { EditDeleteActions } from '@/components/data-table/edit-delete-actions';
import type { DataTableColumn } from '@/components/data-table/data-table-types';
import { type Translate, useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteRule, useRules, useRunReminders, useUpdateRule } from '../api/rules';
import { CHANNEL_LABELS } from './message-status-badge';
import { lazyDialog } from '@/components/dialogs/lazy-dialog';
import { TRIGGER_LABELS } from '../lib/trigger-labels';

// The form loads when first opened (docs/decisions/0099).
const RuleFormModal = lazyDialog(
  () => import('./rule-form-modal').then((module) => module.RuleFormModal),
  (props) => props.opened,
);

/** '3–7 days overdue', '1 day before the instalment'. */
function whenText(t: Translate, rule: ReminderRule): string {
  if (rule.trigger === 'days_overdue') {
    return rule.max_days_overdue === null
      ? t('notifications.rules.when.overdue_from', { min: rule.min_days_overdue ?? 0 })
      : t('notifications.rules.when.overdue_range', {
          min: rule.min_days_overdue ?? 0,
          max: rule.max_days_overdue,
        });
  }
  return t(
    rule.trigger === 'before_instalment'
      ? 'notifications.rules.when.before_instalment'
      : 'notifications.rules.when.before_promise',
    { count: rule.days_before ?? 0 },
  );
}

function columnsIn(
  t: Translate,
  toggle: ((rule: ReminderRule) => void) | null,
): DataTableColumn<ReminderRule>[] {
  return [
    {
      key: 'name',
      header: t('notifications.rules.name'),
      text: (rule) => rule.name,
      truncate: true,
      width: 180,
    },
    {
      key: 'when',
      header: t('notifications.rules.trigger_label'),
      text: (rule) => `${t(TRIGGER_LABELS[rule.trigger])}: ${whenText(t, rule)}`,
      truncate: true,
      width: 240,
    },
    {
      key: 'template',
      header: t('notifications.rules.template'),
      text: (rule) => `${rule.template_name} · ${t(CHANNEL_LABELS[rule.channel])}`,
      truncate: true,
      width: 200,
      priority: 2,
    },
    {
      key: 'cadence',
      header: t('notifications.rules.cadence_days'),
      text: (rule) => String(rule.cadence_days),
      priority: 3,
    },
    {
      key: 'quiet',
      header: t('notifications.rules.quiet_hours'),
      text: (rule) =>
        rule.quiet_hours_start && rule.quiet_hours_end
          ? `${rule.quiet_hours_start}–${rule.quiet_hours_end}`
          : t('notifications.rules.no_quiet_hours'),
      priority: 3,
    },
    {
      key: 'active',
      header: t('notifications.rules.active'),
      render: (rule) => (
        <Switch
          checked={rule.is_active}
          disabled={toggle === null}
          onChange={() => toggle?.(rule)}
          aria-label={t('notifications.rules.active_of', { name: rule.name })}
        />
      ),
    },
  ];
}

/**
 * Reminder rules; admins add, change, pause, resume and delete them, and run the day's
 * reminders now.
 */
export function RulesTab({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const rules = useRules();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const run = useRunReminders();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ReminderRule | null>(null);
  const [deleting, setDeleting] = useState<ReminderRule | null>(null);
  const confirmDelete = (rule: ReminderRule) =>
    remove.mutate(rule.id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(
          t('common.error'),
          t('notifications.rules.delete_failed', { reason: failureReason(error) }),
        );
        setDeleting(null);
      },
    });
  const columns = useMemo(
    () =>
      columnsIn(
        t,
        canEdit
          ? (rule) =>
              update.mutate(
                { id: rule.id, patch: { is_active: !rule.is_active } },
                {
                  onSuccess: (answer) => notifySuccess(answer.message),
                  onError: (error) =>
                    notifyError(
                      t('common.error'),
                      t('notifications.rules.save_failed', { reason: failureReason(error) }),
                    ),
                },
              )
          : null,
      ),
    [t, canEdit, update],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('notifications.rules.intro')}
        </Text>
        {canEdit && (
          <Group gap="sm">
            <Button
              variant="light"
              loading={run.isPending}
              onClick={() =>
                run.mutate(undefined, {
                  onSuccess: (answer) =>
                    notifySuccess(
                      t('notifications.rules.run_result', {
                        sent: answer.sent,
                        failed: answer.failed,
                      }),
                      answer.message,
                    ),
                  onError: (error) =>
                    notifyError(
                      t('common.error'),
                      t('notifications.rules.run_failed', { reason: failureReason(error) }),
                    ),
                })
              }
            >
              {t('notifications.rules.run_now')}
            </Button>
            <Button onClick={() => setCreating(true)}>{t('notifications.rules.new')}</Button>
          </Group>
        )}
      </Group>
      <DataTable
        label={t('notifications.rules.table')}
        columns={columns}
        rows={rules.data?.data}
        rowKey={(rule) => rule.id}
        rowLabel={(rule) => rule.name}
        loading={rules.isPending}
        error={
          rules.isError && (
            <DataTableLoadError
              message={t('notifications.load_failed', { reason: failureReason(rules.error) })}
              onRetry={() => void rules.refetch()}
            />
          )
        }
        emptyText={t('notifications.rules.empty')}
        rowActions={
          canEdit
            ? (rule) => (
                <EditDeleteActions
                  editLabel={t('notifications.rules.edit_label', { name: rule.name })}
                  deleteLabel={t('notifications.rules.delete_label', { name: rule.name })}
                  onEdit={() => setEditing(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              )
            : undefined
        }
      />
      {canEdit && <RuleFormModal opened={creating} onClose={() => setCreating(false)} />}
      {canEdit && editing && (
        <RuleFormModal key={editing.id} opened rule={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('notifications.rules.delete_title')}
        message={t('notifications.rules.delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
