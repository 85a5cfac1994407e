import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { CreateCollectorRequestSchema, UpdateCollectorRequestSchema } from '@lendline/core';
import type { Collector } from '@lendline/core';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { issuesByField } from '@/lib/issues-by-field';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { OrganizationOption } from '../api/get-organization-options';
import type { SaveCollectorInput } from '../api/save-collector';
import { useSaveCollector } from '../api/save-collector';

interface CollectorFormModalProps {
  opened: boolean;
  /** null adds a collector; a collector edits it. */
  collector: Collector | null;
  /** Offered when the user may add collectors to more than one organization. */
  organizationOptions: readonly OrganizationOption[];
  defaultOrganizationId: string | null;
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

type Field = 'name' | 'phone' | 'email' | 'territory';

function CollectorForm({
  collector,
  organizationOptions,
  defaultOrganizationId,
  onClose,
}: Omit<CollectorFormModalProps, 'opened'>) {
  const save = useSaveCollector();
  const [values, setValues] = useState<Record<Field, string>>({
    name: collector?.name ?? '',
    phone: collector?.phone ?? '',
    email: collector?.email ?? '',
    territory: collector?.territory ?? '',
  });
  const [organizationId, setOrganizationId] = useState<string | null>(defaultOrganizationId);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  async function submit(input: SaveCollectorInput) {
    setErrors({});
    try {
      const result = await save.mutateAsync(input);
      notifySuccess(result.message);
      onClose();
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      else if (isApiError(error) && error.status < 500) notifyError('Error', error.message);
      else notifyError('Error', `Failed to save collector: ${failureReason(error)}`);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = {
      name: values.name,
      phone: values.phone,
      // A blank e-mail or territory means none.
      email: values.email.trim() === '' ? null : values.email,
      territory: values.territory,
    };
    if (collector) {
      const parsed = UpdateCollectorRequestSchema.safeParse(fields);
      if (parsed.success) void submit({ id: collector.id, body: parsed.data });
      else setErrors(issuesByField(parsed.error.issues));
      return;
    }
    const parsed = CreateCollectorRequestSchema.safeParse({
      ...fields,
      organization_id: organizationId ?? undefined,
    });
    if (parsed.success) void submit({ id: null, body: parsed.data });
    else setErrors(issuesByField(parsed.error.issues));
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={collector ? 'Edit collector' : 'Add collector'}
    >
      <Stack gap="sm">
        <TextInput label="Name" required autoComplete="off" data-autofocus {...bind('name')} />
        <TextInput label="Phone" required type="tel" {...bind('phone')} />
        <TextInput label="E-mail" type="email" {...bind('email')} />
        <TextInput label="Territory" {...bind('territory')} />
        {!collector && organizationOptions.length > 1 && (
          <Select
            label="Organization"
            data={organizationOptions}
            value={organizationId}
            onChange={setOrganizationId}
            error={errors.organization_id}
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
