import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  COUNTRY_OPTIONS,
  LOAN_LIMITS,
  LOAN_REPAYMENT_DAY_OPTIONS,
  MFA_POLICIES,
} from '@lendline/core';
import type { MfaPolicy, Organization } from '@lendline/core';
import type { ReactNode } from 'react';
import { IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';
import { settingsChangesOf, settingsValuesOf } from '../lib/settings-form';
import type { CollectionDays } from '../lib/settings-form';
import { HolidaysField } from './holidays-field';

const COUNTRY_SELECT_OPTIONS = COUNTRY_OPTIONS.map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.name} (${country.callingCode})`,
}));

/** A list of choices that always holds the saved value, even one the platform does not list. */
const withValue = (options: readonly string[], value: string) =>
  options.includes(value) ? [...options] : [value, ...options];

/** A group of settings: a native fieldset, so a read-only view disables every input in it. */
function SettingsGroup({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Paper component="fieldset" withBorder p="md" radius="md" m={0} disabled={disabled}>
      <Text component="legend" fw={600} px={4}>
        {legend}
      </Text>
      {children}
    </Paper>
  );
}

const MFA_POLICY_LABELS = {
  optional: 'settings.mfa_policy.optional',
  admins: 'settings.mfa_policy.admins',
  everyone: 'settings.mfa_policy.everyone',
} as const;

/**
 * /settings (issue 13): the user's own organization's settings. Holders of settings:update
 * change them (PATCH /organizations/:id sends only what changed, each change audited); anyone
 * else who may read them sees them read-only and is told who may change them.
 */
export function SettingsScreen({
  organizationId,
  canEdit,
}: {
  organizationId: string;
  canEdit: boolean;
}) {
  const t = useT();
  const settings = useOrganizationSettings(organizationId);
  if (settings.isPending) return <Loader aria-label={t('settings.title')} />;
  if (settings.isError) {
    return (
      <Alert color="red" title={t('settings.load_failed')}>
        {failureReason(settings.error)}
      </Alert>
    );
  }
  return (
    <SettingsForm key={settings.data.updated_at} organization={settings.data} canEdit={canEdit} />
  );
}

function SettingsForm({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const t = useT();
  const update = useUpdateOrganizationSettings();
  const form = useSchemaForm({ initialValues: settingsValuesOf(organization) });
  const timezones = useMemo(
    () => withValue(Intl.supportedValuesOf('timeZone'), organization.timezone),
    [organization.timezone],
  );
  const currencies = useMemo(
    () => withValue(Intl.supportedValuesOf('currency'), organization.currency),
    [organization.currency],
  );
  const readOnly = !canEdit;

  const submit = form.handleSubmit(
    async (_request, values) => {
      const changes = settingsChangesOf(organization, values);
      if (Object.keys(changes).length === 0) {
        notifySuccess(t('settings.unchanged'));
        return;
      }
      const answer = await update.mutateAsync({ organizationId: organization.id, changes });
      notifySuccess(answer.message, t('common.success'));
    },
    {
      onError: (error) =>
        notifyError(t('common.error'), failureReason(error) || t('settings.save_failed')),
    },
  );

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.intro', { organization: organization.name })}</Text>
      </div>
      {readOnly && (
        <Alert color="gray" icon={<IconLock size={16} aria-hidden />}>
          {t('settings.read_only')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('settings.form_label')}>
        <Stack gap="md">
          <SettingsGroup legend={t('settings.general.title')} disabled={readOnly}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('settings.fields.timezone')}
                description={t('settings.fields.timezone_help')}
                searchable
                allowDeselect={false}
                data={timezones}
                {...form.getInputProps('timezone')}
              />
              <Select
                label={t('settings.fields.currency')}
                searchable
                allowDeselect={false}
                data={currencies}
                {...form.getInputProps('currency')}
              />
              <Select
                label={t('settings.fields.default_phone_country')}
                searchable
                allowDeselect={false}
                data={COUNTRY_SELECT_OPTIONS}
                {...form.getInputProps('default_phone_country')}
              />
            </SimpleGrid>
          </SettingsGroup>

          <SettingsGroup legend={t('settings.collections.title')} disabled={readOnly}>
            <Stack gap="sm">
              <Radio.Group
                label={t('settings.fields.collection_days')}
                {...form.getInputProps('collection_days')}
                onChange={(value) => form.setFieldValue('collection_days', value as CollectionDays)}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="weekdays" label={t('settings.collection_days.weekdays')} />
                  <Radio value="every_day" label={t('settings.collection_days.every_day')} />
                </Group>
              </Radio.Group>
              <HolidaysField readOnly={readOnly} {...form.getFieldProps('holidays')} />
            </Stack>
          </SettingsGroup>

          <SettingsGroup legend={t('settings.loans.title')} disabled={readOnly}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('settings.fields.daily_rate')}
                min={LOAN_LIMITS.dailyInterestRate.min}
                max={LOAN_LIMITS.dailyInterestRate.max}
                step={LOAN_LIMITS.dailyInterestRate.step}
                decimalScale={2}
                {...form.getInputProps('default_daily_interest_rate')}
              />
              <NumberInput
                label={t('settings.fields.upfront')}
                min={LOAN_LIMITS.upfrontInterest.min}
                max={LOAN_LIMITS.upfrontInterest.max}
                step={LOAN_LIMITS.upfrontInterest.step}
                decimalScale={1}
                {...form.getInputProps('default_upfront_interest')}
              />
              <Select
                label={t('settings.fields.repayment_days')}
                allowDeselect={false}
                data={LOAN_REPAYMENT_DAY_OPTIONS.map((days) => ({
                  value: String(days),
                  label: t('settings.repayment_days', { days }),
                }))}
                {...form.getInputProps('default_max_repayment_days')}
              />
            </SimpleGrid>
          </SettingsGroup>

          <SettingsGroup legend={t('settings.approval.title')} disabled={readOnly}>
            <Checkbox
              label={t('settings.fields.second_approver')}
              {...form.getInputProps('second_loan_approver', { type: 'checkbox' })}
            />
          </SettingsGroup>

          <SettingsGroup legend={t('settings.security.title')} disabled={readOnly}>
            <Select
              label={t('settings.fields.mfa_policy')}
              allowDeselect={false}
              data={MFA_POLICIES.map((policy) => ({
                value: policy,
                label: t(MFA_POLICY_LABELS[policy]),
              }))}
              {...form.getInputProps('mfa_policy')}
              onChange={(value) => value && form.setFieldValue('mfa_policy', value as MfaPolicy)}
            />
          </SettingsGroup>

          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('settings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
