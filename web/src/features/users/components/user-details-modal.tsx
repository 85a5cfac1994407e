import { Alert, Badge, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS } from '@lendline/core';
import type { User } from '@lendline/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useUser } from '../api/get-user';
import { fullNameOf } from '../lib/full-name';
import { UserStatusBadge } from './user-status-badge';

interface UserDetailsModalProps {
  /** The row clicked: shown at once, replaced by the fresh record when it arrives. */
  user: User | null;
  onClose: () => void;
}

/** The user details modal (spec part 1 §2): every profile field, the roles and status history. */
export function UserDetailsModal({ user, onClose }: UserDetailsModalProps) {
  const t = useT();
  const fresh = useUser(user?.user_id ?? null);
  const shown = fresh.data ?? user;
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={shown ? fullNameOf(shown) : t('users.details.title')}
      size="lg"
      centered
    >
      {shown && (
        <Stack gap="md">
          {fresh.isFetching && !fresh.data && (
            <Loader size="xs" aria-label={t('users.details.loading')} />
          )}
          {fresh.isError && (
            <Alert color="red" variant="light">
              {t('users.failure.fetch_user', { reason: failureReason(fresh.error) })}
            </Alert>
          )}
          <UserDetails user={shown} />
        </Stack>
      )}
    </Modal>
  );
}

function UserDetails({ user }: { user: User }) {
  const t = useT();
  const roles = user.roles.length > 0 ? user.roles : [user.role];
  return (
    <>
      <Section title={t('users.details.profile')}>
        <Field label={t('users.fields.first_name')}>{user.first_name}</Field>
        <Field label={t('users.fields.last_name')}>{user.last_name}</Field>
        <Field label={t('users.fields.email')}>{user.email}</Field>
        <Field label={t('users.fields.phone')}>{user.phone ?? '—'}</Field>
        <Field label={t('users.fields.employee_id')}>{user.employee_id ?? '—'}</Field>
        <Field label={t('users.fields.organization')}>
          {user.organization_name
            ? `${user.organization_name}${user.organization_type ? ` (${user.organization_type})` : ''}`
            : '—'}
        </Field>
      </Section>
      <Section title={t('users.details.access')}>
        <Field label={t('users.details.roles')}>
          <Group gap={4}>
            {roles.map((role, index) => (
              <Badge key={role} variant={index === 0 ? 'filled' : 'outline'}>
                {t(ROLE_LABELS[role])}
              </Badge>
            ))}
          </Group>
        </Field>
        <Field label={t('users.fields.status')}>
          <UserStatusBadge status={user.status} />
        </Field>
      </Section>
      <Section title={t('users.details.status_history')}>
        <Field label={t('users.details.created')}>{formatDateTime(user.created_at)}</Field>
        <Field label={t('users.details.invited')}>{formatDateTime(user.invited_at)}</Field>
        <Field label={t('users.details.invited_by')}>{user.invited_by ?? '—'}</Field>
        <Field label={t('users.details.activated')}>{formatDateTime(user.activated_at)}</Field>
        <Field label={t('users.details.blocked')}>{formatDateTime(user.blocked_at)}</Field>
        <Field label={t('users.details.blocked_by')}>{user.blocked_by ?? '—'}</Field>
        <Field label={t('users.details.block_reason')}>{user.blocked_reason ?? '—'}</Field>
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" component="dl">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
