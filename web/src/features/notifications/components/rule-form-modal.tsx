import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  REMINDER_TRIGGERS,
  ReminderRuleInputSchema,
  type ReminderRule,
  type ReminderRuleInput,
  type ReminderTrigger,
} from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { TRIGGER_LABELS } from '../lib/trigger-labels';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateRule, useUpdateRule } from '../api/rules';
import { useTemplates } from '../api/templates';
import { CHANNEL_LABELS } from './message-status-badge';

interface RuleValues extends Record<string, unknown> {
  name: string;
  trigger: ReminderTrigger;
  min_days_overdue: number | string;
  max_days_overdue: number | string;
  days_before: number | string;
  cadence_days: number | string;
  template_id: string | null;
  quiet_hours_start: string;
  quiet_hours_end: string;
  stop_on_payment: boolean;
  is_active: boolean;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

const NEW_RULE: RuleValues = {
  name: '',
  trigger: 'days_overdue',
  min_days_overdue: 3,
  max_days_overdue: '',
  days_before: 1,
  cadence_days: 1,
  template_id: null,
  quiet_hours_start: '',
  quiet_hours_end: '',
  stop_on_payment: true,
  is_active: true,
};

/** The form's values for a saved rule (its empty days as empty fields). */
const valuesOf = (rule: ReminderRule): RuleValues => ({
  name: rule.name,
  trigger: rule.trigger,
  min_days_overdue: rule.min_days_overdue ?? '',
  max_days_overdue: rule.max_days_overdue ?? '',
  days_before: rule.days_before ?? '',
  cadence_days: rule.cadence_days,
  template_id: rule.template_id,
  quiet_hours_start: rule.quiet_hours_start ?? '',
  quiet_hours_end: rule.quiet_hours_end ?? '',
  stop_on_payment: rule.stop_on_payment,
  is_active: rule.is_active,
});

/**
 * A new reminder rule, or a change to `rule`: which loans, how often, which template, outside
 * which quiet hours.
 */
export function RuleFormModal({
  opened,
  onClose,
  rule = null,
}: {
  opened: boolean;
  onClose: () => void;
  rule?: ReminderRule | null;
}) {
  const t = useT();
  const create = useCreateRule();
  const update = useUpdateRule();
  const templates = useTemplates();
  const form = useSchemaForm<RuleValues, ReminderRuleInput>({
    initialValues: rule ? valuesOf(rule) : NEW_RULE,
    schema: ReminderRuleInputSchema,
    toRequest: (values) => ({
      ...values,
      min_days_overdue: numberOrNull(values.min_days_overdue),
      max_days_overdue: numberOrNull(values.max_days_overdue),
      days_before: numberOrNull(values.days_before),
      cadence_days: numberOrNull(values.cadence_days),
      quiet_hours_start: values.quiet_hours_start || null,
      quiet_hours_end: values.quiet_hours_end || null,
    }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const overdue = form.values.trigger === 'days_overdue';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(rule ? 'notifications.rules.edit' : 'notifications.rules.new')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(
          async (request) => {
            const answer = rule
              ? await update.mutateAsync({ id: rule.id, patch: request })
              : await create.mutateAsync(request);
            notifySuccess(answer.message);
            close();
          },
          {
            onError: (error) =>
              notifyError(
                t('common.error'),
                t('notifications.rules.save_failed', { reason: failureReason(error) }),
              ),
          },
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t('notifications.rules.name')}
            required
            {...form.getInputProps('name')}
          />
          <Select
            label={t('notifications.rules.trigger_label')}
            data={REMINDER_TRIGGERS.map((value) => ({ value, label: t(TRIGGER_LABELS[value]) }))}
            allowDeselect={false}
            {...form.getInputProps('trigger')}
          />
          {overdue ? (
            <Group grow align="flex-start">
              <NumberInput
                label={t('notifications.rules.min_days_overdue')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('min_days_overdue')}
              />
              <NumberInput
                label={t('notifications.rules.max_days_overdue')}
                min={1}
                allowDecimal={false}
                {...form.getInputProps('max_days_overdue')}
              />
            </Group>
          ) : (
            <NumberInput
              label={t('notifications.rules.days_before')}
              min={0}
              allowDecimal={false}
              {...form.getInputProps('days_before')}
            />
          )}
          <Group grow align="flex-start">
            <NumberInput
              label={t('notifications.rules.cadence_days')}
              min={1}
              allowDecimal={false}
              {...form.getInputProps('cadence_days')}
            />
            <Select
              label={t('notifications.rules.template')}
              required
              data={(templates.data?.data ?? []).map((template) => ({
                value: template.id,
                label: `${template.name} · ${t(CHANNEL_LABELS[template.channel])} · ${template.language.toUpperCase()}`,
              }))}
              nothingFoundMessage={t('notifications.templates.empty')}
              {...form.getInputProps('template_id')}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t('notifications.rules.quiet_start')}
              {...form.getInputProps('quiet_hours_start')}
            />
            <TextInput
              type="time"
              label={t('notifications.rules.quiet_end')}
              {...form.getInputProps('quiet_hours_end')}
            />
          </Group>
          <Checkbox
            label={t('notifications.rules.stop_on_payment')}
            {...form.getInputProps('stop_on_payment', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('notifications.rules.active')}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('notifications.rules.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
