import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  InviteUserRequestSchema,
  ROLE_LABELS,
  USER_MESSAGES,
  assignableRoles,
} from '@lendline/core';
import type { Role } from '@lendline/core';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useInviteUser } from '../api/invite-user';
import { useOrganizationOptions } from '../api/get-organization-options';
import type { Actor } from '../lib/user-actions';

interface InviteUserModalProps {
  opened: boolean;
  actor: Actor;
  /** Preselected: the inviter's own organization. */
  defaultOrganizationId: string | null;
  /** The phone input's default country for a new number (the organization's). */
  defaultPhoneCountry: string;
  onClose: () => void;
}

export function InviteUserModal({ opened, onClose, ...formProps }: InviteUserModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('users.invite.title')} size="lg" centered>
      {opened && <InviteUserForm {...formProps} onDone={onClose} />}
    </Modal>
  );
}

type InviteValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  organization_id: string | null;
  role: Role | null;
};

function InviteUserForm({
  actor,
  defaultOrganizationId,
  defaultPhoneCountry,
  onDone,
}: Omit<InviteUserModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const t = useT();
  const invite = useInviteUser();
  const organizations = useOrganizationOptions();
  const initialValues: InviteValues = {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    organization_id: defaultOrganizationId,
    role: null,
  };
  const form = useSchemaForm({
    initialValues,
    schema: InviteUserRequestSchema,
    toRequest: (values) => ({
      ...values,
      phone: values.phone === '' ? undefined : values.phone,
      organization_id: values.organization_id ?? '',
      role: values.role ?? undefined,
    }),
    messages: {
      organization_id: t('users.invite.organization_required'),
      role: t('users.role_required'),
    },
  });

  // Only roles the server lets this user grant: platform_super_admin only for one of them.
  const roleOptions = assignableRoles(actor.roles).map((value) => ({
    value,
    label: t(ROLE_LABELS[value]),
  }));
  const organizationOptions = (organizations.data ?? []).map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));

  const submit = form.handleSubmit(
    async (request) => {
      await invite.mutateAsync(request);
      notifySuccess(t(USER_MESSAGES.invited), t('common.success'));
      onDone();
    },
    {
      onError: (error) =>
        notifyError(t('common.error'), t('users.failure.invite', { reason: failureReason(error) })),
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('users.invite.form_label')}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('users.fields.first_name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('users.fields.last_name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label={t('users.fields.email')}
          type="email"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PhoneInput
          label={t('users.fields.phone')}
          defaultCountry={defaultPhoneCountry}
          {...form.getFieldProps('phone')}
        />
        <Select
          label={t('users.fields.organization')}
          withAsterisk
          searchable
          // Required: picking the chosen option again must not clear it.
          allowDeselect={false}
          placeholder={
            organizations.isPending
              ? t('users.invite.loading_organizations')
              : t('users.invite.select_organization')
          }
          data={organizationOptions}
          {...form.getInputProps('organization_id')}
          error={
            form.errors.organization_id ??
            (organizations.isError
              ? t('users.failure.fetch_organizations', {
                  reason: failureReason(organizations.error),
                })
              : undefined)
          }
          nothingFoundMessage={t('users.invite.no_organizations')}
        />
        <Select
          label={t('users.fields.role')}
          withAsterisk
          allowDeselect={false}
          placeholder={t('users.invite.select_role')}
          data={roleOptions}
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('users.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
