import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  InviteUserRequestSchema,
  ROLE_LABELS,
  USER_MESSAGES,
  assignableRoles,
} from '@lendline/core';
import type { Role } from '@lendline/core';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { fieldErrorsOf } from '@/lib/api-error';
import { failedTo } from '@/lib/failure-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useInviteUser } from '../api/invite-user';
import { useOrganizationOptions } from '../api/get-organization-options';
import { firstIssueByField } from '../lib/first-issue-by-field';
import type { Actor } from '../lib/user-actions';

interface InviteUserModalProps {
  opened: boolean;
  actor: Actor;
  /** Preselected: the inviter's own organization. */
  defaultOrganizationId: string | null;
  onClose: () => void;
}

export function InviteUserModal({ opened, onClose, ...formProps }: InviteUserModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Invite User" size="lg" centered>
      {opened && <InviteUserForm {...formProps} onDone={onClose} />}
    </Modal>
  );
}

type TextField = 'first_name' | 'last_name' | 'email' | 'phone';

function InviteUserForm({
  actor,
  defaultOrganizationId,
  onDone,
}: Omit<InviteUserModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const invite = useInviteUser();
  const organizations = useOrganizationOptions();
  const [text, setText] = useState<Record<TextField, string>>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
  });
  const [organizationId, setOrganizationId] = useState<string | null>(defaultOrganizationId);
  const [role, setRole] = useState<Role | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Only roles the server lets this user grant: platform_super_admin only for one of them.
  const roleOptions = assignableRoles(actor.roles).map((value) => ({
    value,
    label: ROLE_LABELS[value],
  }));
  const organizationOptions = (organizations.data ?? []).map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));

  const bind = (field: TextField) => ({
    value: text[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setText((current) => ({ ...current, [field]: value }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = text.phone.trim();
    const parsed = InviteUserRequestSchema.safeParse({
      ...text,
      phone: phone === '' ? undefined : phone,
      organization_id: organizationId ?? '',
      role: role ?? undefined,
    });
    if (!parsed.success) {
      setErrors(
        firstIssueByField(parsed.error.issues, {
          organization_id: 'Please select an organization',
          role: 'Please select a role',
        }),
      );
      return;
    }
    setErrors({});
    try {
      await invite.mutateAsync(parsed.data);
      notifySuccess(USER_MESSAGES.invited, 'Success');
      onDone();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else notifyError('Error', failedTo('invite user', error));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Invite user">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="First name" withAsterisk autoComplete="off" {...bind('first_name')} />
          <TextInput label="Last name" withAsterisk autoComplete="off" {...bind('last_name')} />
        </Group>
        <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...bind('email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
        <Select
          label="Organization"
          withAsterisk
          searchable
          // Required: picking the chosen option again must not clear it.
          allowDeselect={false}
          placeholder={organizations.isPending ? 'Loading organizations...' : 'Select organization'}
          data={organizationOptions}
          value={organizationId}
          onChange={setOrganizationId}
          error={
            errors.organization_id ??
            (organizations.isError
              ? failedTo('fetch organizations', organizations.error)
              : undefined)
          }
          nothingFoundMessage="No organizations"
        />
        <Select
          label="Role"
          withAsterisk
          allowDeselect={false}
          placeholder="Select role"
          data={roleOptions}
          value={role}
          onChange={(value) => setRole(value as Role | null)}
          error={errors.role}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send Invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
