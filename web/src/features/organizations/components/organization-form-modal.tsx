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
  UpdateOrganizationRequestSchema,
  COUNTRY_OPTIONS,
  DEFAULT_PHONE_COUNTRY,
} from '@lendline/core';
import type { Organization, UpdateOrganizationRequest } from '@lendline/core';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { fieldErrorsOf } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateOrganization } from '../api/create-organization';
import { useParentOptions } from '../api/get-parent-options';
import { useUpdateOrganization } from '../api/update-organization';
import { organizationFailure } from '../lib/failure-texts';

interface OrganizationFormModalProps {
  opened: boolean;
  /** null creates a new organization. */
  organization: Organization | null;
  onClose: () => void;
}

export function OrganizationFormModal({
  opened,
  organization,
  onClose,
}: OrganizationFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={organization ? `Edit ${organization.name}` : 'Create Organization'}
      size="lg"
      centered
    >
      {opened && <OrganizationForm organization={organization} onDone={onClose} />}
    </Modal>
  );
}

const PHONE_COUNTRY_OPTIONS = COUNTRY_OPTIONS.map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.name} (${country.callingCode})`,
}));

interface FormValues {
  name: string;
  organization_type: string;
  parent_organization_id: string | null;
  timezone: string;
  currency: string;
  default_phone_country: string;
  is_active: boolean;
}

function initialValues(organization: Organization | null): FormValues {
  return {
    name: organization?.name ?? '',
    organization_type: organization?.organization_type ?? '',
    parent_organization_id: organization?.parent_organization_id ?? null,
    timezone: organization?.timezone ?? DEFAULT_ORGANIZATION_TIMEZONE,
    currency: organization?.currency ?? DEFAULT_ORGANIZATION_CURRENCY,
    default_phone_country: organization?.default_phone_country ?? DEFAULT_PHONE_COUNTRY,
    is_active: organization?.is_active ?? true,
  };
}

function changesOf(organization: Organization, values: FormValues): UpdateOrganizationRequest {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof FormValues)[]) {
    if (values[key] !== organization[key]) changes[key] = values[key];
  }
  return changes as UpdateOrganizationRequest;
}

function firstIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in result)) result[field] = issue.message;
  }
  return result;
}

function OrganizationForm({
  organization,
  onDone,
}: {
  organization: Organization | null;
  onDone: () => void;
}) {
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const parents = useParentOptions({ enabled: true });
  const [values, setValues] = useState<FormValues>(() => initialValues(organization));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;
  const timezones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const set = <Key extends keyof FormValues>(key: Key, value: FormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const parentOptions = (parents.data ?? [])
    .filter((option) => option.id !== organization?.id)
    .map((option) => ({ value: option.id, label: option.name }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (organization) await save(organization);
    else await add();
  }

  async function add() {
    const parsed = CreateOrganizationRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    await send('create', () => create.mutateAsync(parsed.data));
  }

  async function save(current: Organization) {
    const changes = changesOf(current, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const parsed = UpdateOrganizationRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    await send('update', () =>
      update.mutateAsync({ organizationId: current.id, changes: parsed.data }),
    );
  }

  async function send(verb: 'create' | 'update', call: () => Promise<{ message: string }>) {
    setErrors({});
    try {
      const answer = await call();
      notifySuccess(answer.message, 'Success');
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else notifyError('Error', organizationFailure(verb, error));
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={organization ? 'Edit organization' : 'Create organization'}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Autocomplete
          label="Type"
          withAsterisk
          data={[...ORGANIZATION_TYPE_SUGGESTIONS]}
          value={values.organization_type}
          onChange={(value) => set('organization_type', value)}
          error={errors.organization_type}
        />
        <Select
          label="Parent organization"
          placeholder="None (top level)"
          searchable
          clearable
          data={parentOptions}
          value={values.parent_organization_id}
          onChange={(value) => set('parent_organization_id', value)}
          error={errors.parent_organization_id}
        />
        <Group grow align="flex-start">
          <Select
            label="Timezone"
            searchable
            data={timezones}
            // ~400 zones: rendering only the first matches keeps typing quick.
            limit={50}
            value={values.timezone}
            onChange={(value) => set('timezone', value ?? DEFAULT_ORGANIZATION_TIMEZONE)}
            allowDeselect={false}
            error={errors.timezone}
          />
          <TextInput
            label="Currency"
            description="3-letter ISO code, e.g. INR"
            maxLength={3}
            value={values.currency}
            onChange={(event) => set('currency', event.currentTarget.value.toUpperCase())}
            error={errors.currency}
          />
        </Group>
        <Select
          label="Default phone country"
          description="Phone numbers in this organization's forms start with this country"
          searchable
          data={PHONE_COUNTRY_OPTIONS}
          value={values.default_phone_country}
          onChange={(value) => set('default_phone_country', value ?? DEFAULT_PHONE_COUNTRY)}
          allowDeselect={false}
          error={errors.default_phone_country}
        />
        <Switch
          label="Active"
          checked={values.is_active}
          onChange={(event) => set('is_active', event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {organization ? 'Save Changes' : 'Create Organization'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
