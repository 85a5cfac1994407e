import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { CreateCollectorRequestSchema } from '@lendline/core';
import type { Collector } from '@lendline/core';
import { PhoneInput } from '@/components/inputs/phone-input';
import { isApiError } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { OrganizationOption } from '@/lib/organization-names';
import { useSaveCollector } from '../api/save-collector';

interface CollectorFormModalProps {
  opened: boolean;
  /** null adds a collector; a collector edits it. */
  collector: Collector | null;
  /** Offered when the user may add collectors to more than one organization. */
  organizationOptions: readonly OrganizationOption[];
  defaultOrganizationId: string | null;
  /** The phone input's default country for a new number (the organization's). */
  defaultPhoneCountry?: string;
  onClose: () => void;
}

export function CollectorFormModal({
  opened,
  collector,
  onClose,
  ...rest
}: CollectorFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={collector ? 'Edit Collector' : 'Add Collector'}
      centered
    >
      {opened && (
        <CollectorForm
          key={collector?.id ?? 'new'}
          collector={collector}
          onClose={onClose}
          {...rest}
        />
      )}
    </Modal>
  );
}

type CollectorValues = {
  name: string;
  phone: string;
  email: string;
  territory: string;
  organization_id: string | null;
};

function CollectorForm({
  collector,
  organizationOptions,
  defaultOrganizationId,
  defaultPhoneCountry,
  onClose,
}: Omit<CollectorFormModalProps, 'opened'>) {
  const save = useSaveCollector();
  const initialValues: CollectorValues = {
    name: collector?.name ?? '',
    phone: collector?.phone ?? '',
    email: collector?.email ?? '',
    territory: collector?.territory ?? '',
    organization_id: defaultOrganizationId,
  };
  // The create schema checks an edit too: the fields an edit sends follow the same rules.
  const form = useSchemaForm({
    initialValues,
    schema: CreateCollectorRequestSchema,
    toRequest: (values) => ({
      ...values,
      // A blank e-mail or territory means none.
      email: values.email.trim() === '' ? null : values.email,
      organization_id: values.organization_id ?? undefined,
    }),
  });

  const submit = form.handleSubmit(
    async ({ organization_id, ...fields }) => {
      const result = collector
        ? await save.mutateAsync({ id: collector.id, body: fields })
        : await save.mutateAsync({ id: null, body: { ...fields, organization_id } });
      notifySuccess(result.message);
      onClose();
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.status < 500) notifyError('Error', error.message);
        else notifyError('Error', `Failed to save collector: ${failureReason(error)}`);
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={collector ? 'Edit collector' : 'Add collector'}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label="Phone"
          required
          defaultCountry={defaultPhoneCountry}
          {...form.getFieldProps('phone')}
        />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
        <TextInput label="Territory" {...form.getInputProps('territory')} />
        {!collector && organizationOptions.length > 1 && (
          <Select
            label="Organization"
            data={organizationOptions}
            {...form.getInputProps('organization_id')}
            allowDeselect={false}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {collector ? 'Save changes' : 'Add Collector'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
