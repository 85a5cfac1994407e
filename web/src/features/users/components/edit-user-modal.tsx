import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { UpdateUserRequestSchema } from '@lendline/core';
import type { UpdateUserRequest, User } from '@lendline/core';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { fieldErrorsOf } from '@/lib/api-error';
import { failedTo } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useUpdateUser } from '../api/update-user';
import { firstIssueByField } from '../lib/first-issue-by-field';
import { fullNameOf } from '../lib/full-name';

interface EditUserModalProps {
  user: User | null;
  onClose: () => void;
}

export function EditUserModal({ user, onClose }: EditUserModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Edit ${fullNameOf(user)}` : 'Edit user'}
      size="lg"
      centered
    >
      {user && <EditUserForm user={user} onDone={onClose} />}
    </Modal>
  );
}

type Field = 'first_name' | 'last_name' | 'phone' | 'employee_id';

/** The fields whose value differs from the user's; a blank optional field is sent as null. */
function changesOf(
  user: User,
  values: Record<Field, string>,
  organizationId: string | null,
): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  if (values.first_name !== user.first_name) changes.first_name = values.first_name;
  if (values.last_name !== user.last_name) changes.last_name = values.last_name;
  const phone = values.phone.trim() === '' ? null : values.phone;
  if (phone !== user.phone) changes.phone = phone;
  const employeeId = values.employee_id.trim() === '' ? null : values.employee_id;
  if (employeeId !== user.employee_id) changes.employee_id = employeeId;
  if (organizationId && organizationId !== user.organization_id) {
    changes.organization_id = organizationId;
  }
  return changes;
}

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateUser();
  const organizations = useOrganizationOptions();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? '',
    employee_id: user.employee_id ?? '',
  });
  const [organizationId, setOrganizationId] = useState<string | null>(user.organization_id);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  const organizationOptions = (organizations.data ?? []).map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));
  // The user's organization stays selectable even when it is outside the loaded options.
  if (
    user.organization_id &&
    user.organization_name &&
    !organizationOptions.some((option) => option.value === user.organization_id)
  ) {
    organizationOptions.unshift({ value: user.organization_id, label: user.organization_name });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = changesOf(user, values, organizationId);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const parsed = UpdateUserRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await update.mutateAsync({ userId: user.user_id, changes: parsed.data });
      notifySuccess(answer.message, 'Success');
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else notifyError('Error', failedTo('update user', error));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit user">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="First name" withAsterisk {...bind('first_name')} />
          <TextInput label="Last name" withAsterisk {...bind('last_name')} />
        </Group>
        <TextInput label="Email" value={user.email} readOnly disabled />
        <Group grow align="flex-start">
          <TextInput label="Phone" type="tel" {...bind('phone')} />
          <TextInput label="Employee ID" {...bind('employee_id')} />
        </Group>
        <Select
          label="Organization"
          searchable
          data={organizationOptions}
          value={organizationId}
          onChange={setOrganizationId}
          allowDeselect={false}
          error={errors.organization_id}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
