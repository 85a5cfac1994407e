import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { PhoneSchema, UpdateUserRequestSchema } from '@lendline/core';
import type { UpdateUserRequest, User } from '@lendline/core';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOrganizationOptions } from '../api/get-organization-options';
import { useUpdateUser } from '../api/update-user';
import { fullNameOf } from '../lib/full-name';

interface EditUserModalProps {
  user: User | null;
  /** The phone input's default country for a number saved without one. */
  defaultPhoneCountry: string;
  onClose: () => void;
}

export function EditUserModal({ user, defaultPhoneCountry, onClose }: EditUserModalProps) {
  const t = useT();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('users.edit.title', { name: fullNameOf(user) }) : t('users.edit.form_label')}
      size="lg"
      centered
    >
      {user && (
        <EditUserForm user={user} defaultPhoneCountry={defaultPhoneCountry} onDone={onClose} />
      )}
    </Modal>
  );
}

type EditUserValues = {
  first_name: string;
  last_name: string;
  phone: string;
  employee_id: string;
  organization_id: string | null;
};

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The fields whose value differs from the user's, from the schema's output (blanks are null). */
function changesOf(user: User, request: UpdateUserRequest): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  if (request.first_name !== user.first_name) changes.first_name = request.first_name;
  if (request.last_name !== user.last_name) changes.last_name = request.last_name;
  // The schema sends the phone normalized (E.164); a saved one is compared the same way.
  const savedPhone = user.phone && (PhoneSchema.safeParse(user.phone).data ?? user.phone);
  if (request.phone !== savedPhone) changes.phone = request.phone;
  if (request.employee_id !== user.employee_id) changes.employee_id = request.employee_id;
  if (request.organization_id && request.organization_id !== user.organization_id) {
    changes.organization_id = request.organization_id;
  }
  return changes;
}

function EditUserForm({
  user,
  defaultPhoneCountry,
  onDone,
}: {
  user: User;
  defaultPhoneCountry: string;
  onDone: () => void;
}) {
  const t = useT();
  const update = useUpdateUser();
  const organizations = useOrganizationOptions();
  const initialValues: EditUserValues = {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? '',
    employee_id: user.employee_id ?? '',
    organization_id: user.organization_id,
  };
  const form = useSchemaForm({
    initialValues,
    schema: UpdateUserRequestSchema,
    // Every field is checked, not only the changed ones; a blank optional field is sent as null.
    toRequest: (values) => ({
      ...values,
      phone: blankToNull(values.phone),
      employee_id: blankToNull(values.employee_id),
      organization_id: values.organization_id ?? undefined,
    }),
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

  const submit = form.handleSubmit(
    async (request) => {
      const changes = changesOf(user, request);
      if (Object.keys(changes).length > 0) {
        const answer = await update.mutateAsync({ userId: user.user_id, changes });
        notifySuccess(answer.message, t('common.success'));
      }
      onDone();
    },
    {
      onError: (error) =>
        notifyError(t('common.error'), t('users.failure.update', { reason: failureReason(error) })),
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('users.edit.form_label')}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('users.fields.first_name')}
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('users.fields.last_name')}
            withAsterisk
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput label={t('users.fields.email')} value={user.email} readOnly disabled />
        <Group grow align="flex-start">
          <PhoneInput
            label={t('users.fields.phone')}
            defaultCountry={defaultPhoneCountry}
            {...form.getFieldProps('phone')}
          />
          <TextInput label={t('users.fields.employee_id')} {...form.getInputProps('employee_id')} />
        </Group>
        <Select
          label={t('users.fields.organization')}
          searchable
          data={organizationOptions}
          {...form.getInputProps('organization_id')}
          allowDeselect={false}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save_changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
