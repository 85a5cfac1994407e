import {
  Autocomplete,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import {
  CreateOrganizationRequestSchema,
  DEFAULT_ORGANIZATION_CURRENCY,
  DEFAULT_ORGANIZATION_TIMEZONE,
  ORGANIZATION_TYPE_SUGGESTIONS,
  COUNTRY_OPTIONS,
  DEFAULT_PHONE_COUNTRY,
  LOAN_DEFAULTS,
} from '@lendline/core';
import type {
  CreateOrganizationRequest,
  Organization,
  UpdateOrganizationRequest,
} from '@lendline/core';
import { useMemo } from 'react';
import { useT } from '@/i18n/use-t';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateOrganization } from '../api/create-organization';
import { useParentOptions } from '../api/get-parent-options';
import { useUpdateOrganization } from '../api/update-organization';
import { organizationFailure } from '../lib/failure-texts';
import { lendingChangesOf, lendingErrorsOf, lendingValuesOf } from '../lib/lending-settings';
import type { LendingField, LendingFormValues } from '../lib/lending-settings';
import { LendingSettingsSection } from './lending-settings-section';

interface OrganizationFormModalProps {
  opened: boolean;
  /** null creates a new organization. */
  organization: Organization | null;
  /**
   * An organization admin editing its own organization: only the Lending settings section
   * (issue 10); the rest of the organization is the platform's.
   */
  lendingOnly?: boolean;
  onClose: () => void;
}

export function OrganizationFormModal({
  opened,
  organization,
  lendingOnly = false,
  onClose,
}: OrganizationFormModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        organization
          ? t('organizations.edit.title', { name: organization.name })
          : t('organizations.create.title')
      }
      size="lg"
      centered
    >
      {opened && (
        <OrganizationForm
          organization={organization}
          lendingOnly={lendingOnly && organization !== null}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

const PHONE_COUNTRY_OPTIONS = COUNTRY_OPTIONS.map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.name} (${country.callingCode})`,
}));

type FormValues = LendingFormValues & {
  name: string;
  organization_type: string;
  parent_organization_id: string | null;
  timezone: string;
  currency: string;
  default_phone_country: string;
  is_active: boolean;
};

/** A new organization starts with the spec's lending defaults (the section shows on edits). */
const DEFAULT_LENDING: LendingFormValues = {
  collection_days: 'weekdays',
  holidays: [],
  default_daily_interest_rate: LOAN_DEFAULTS.dailyInterestRate,
  default_upfront_interest: LOAN_DEFAULTS.upfrontInterest,
  default_max_repayment_days: String(LOAN_DEFAULTS.maxRepaymentDays),
  second_loan_approver: false,
};

function initialValues(organization: Organization | null): FormValues {
  return {
    ...(organization ? lendingValuesOf(organization) : DEFAULT_LENDING),
    name: organization?.name ?? '',
    organization_type: organization?.organization_type ?? '',
    parent_organization_id: organization?.parent_organization_id ?? null,
    timezone: organization?.timezone ?? DEFAULT_ORGANIZATION_TIMEZONE,
    currency: organization?.currency ?? DEFAULT_ORGANIZATION_CURRENCY,
    default_phone_country: organization?.default_phone_country ?? DEFAULT_PHONE_COUNTRY,
    is_active: organization?.is_active ?? true,
  };
}

/** The fields whose value differs from the organization's, from the schema's output. */
function changesOf(
  organization: Organization,
  request: CreateOrganizationRequest,
): UpdateOrganizationRequest {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(request) as (keyof CreateOrganizationRequest)[]) {
    if (request[key] !== organization[key]) changes[key] = request[key];
  }
  return changes as UpdateOrganizationRequest;
}

function OrganizationForm({
  organization,
  lendingOnly,
  onDone,
}: {
  organization: Organization | null;
  lendingOnly: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const parents = useParentOptions({ enabled: true });
  const form = useSchemaForm({
    initialValues: initialValues(organization),
    // The create schema checks an edit too: every field is shown, so every field is checked.
    schema: CreateOrganizationRequestSchema,
    check: (values) => {
      if (!organization) return {};
      const errors = lendingErrorsOf(values);
      return Object.fromEntries(
        Object.entries(errors).map(([field, key]) => [field, t(key)]),
      ) as Partial<Record<LendingField, string>>;
    },
  });
  const pending = create.isPending || update.isPending;
  const timezones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const parentOptions = (parents.data ?? [])
    .filter((option) => option.id !== organization?.id)
    .map((option) => ({ value: option.id, label: option.name }));

  const submit = form.handleSubmit(
    async (request, values) => {
      if (!organization) {
        const answer = await create.mutateAsync(request);
        notifySuccess(answer.message, t('common.success'));
      } else {
        const changes = {
          ...(lendingOnly ? {} : changesOf(organization, request)),
          ...lendingChangesOf(organization, values),
        };
        if (Object.keys(changes).length > 0) {
          const answer = await update.mutateAsync({ organizationId: organization.id, changes });
          notifySuccess(answer.message, t('common.success'));
        }
      }
      onDone();
    },
    {
      onError: (error) =>
        notifyError(
          t('common.error'),
          organizationFailure(organization ? 'update' : 'create', error),
        ),
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        organization ? t('organizations.edit.form_label') : t('organizations.create.form_label')
      }
    >
      <Stack gap="sm">
        {!lendingOnly && (
          <>
            <TextInput
              label={t('organizations.fields.name')}
              withAsterisk
              {...form.getInputProps('name')}
            />
            <Autocomplete
              label={t('organizations.fields.type')}
              withAsterisk
              data={[...ORGANIZATION_TYPE_SUGGESTIONS]}
              {...form.getInputProps('organization_type')}
            />
            <Select
              label={t('organizations.form.parent_organization')}
              placeholder={t('organizations.form.no_parent')}
              searchable
              clearable
              data={parentOptions}
              {...form.getInputProps('parent_organization_id')}
            />
            <Group grow align="flex-start">
              <Select
                label={t('organizations.fields.timezone')}
                searchable
                data={timezones}
                // ~400 zones: rendering only the first matches keeps typing quick.
                limit={50}
                {...form.getInputProps('timezone')}
                onChange={(value) =>
                  form.setFieldValue('timezone', value ?? DEFAULT_ORGANIZATION_TIMEZONE)
                }
                allowDeselect={false}
              />
              <TextInput
                label={t('organizations.fields.currency')}
                description={t('organizations.form.currency_description')}
                maxLength={3}
                {...form.getInputProps('currency')}
                onChange={(event) =>
                  form.setFieldValue('currency', event.currentTarget.value.toUpperCase())
                }
              />
            </Group>
            <Select
              label={t('organizations.form.default_phone_country')}
              description={t('organizations.form.default_phone_country_description')}
              searchable
              data={PHONE_COUNTRY_OPTIONS}
              {...form.getInputProps('default_phone_country')}
              onChange={(value) =>
                form.setFieldValue('default_phone_country', value ?? DEFAULT_PHONE_COUNTRY)
              }
              allowDeselect={false}
            />
            <Switch
              label={t('organizations.fields.active')}
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
          </>
        )}
        {organization && (
          <LendingSettingsSection
            values={form.values}
            errors={form.errors}
            onChange={(field, value) => form.setFieldValue(field, value as never)}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {organization ? t('common.save_changes') : t('organizations.create.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
