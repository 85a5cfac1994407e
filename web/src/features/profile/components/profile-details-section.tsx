import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PhoneSchema, ROLE_LABELS, UpdateMeRequestSchema } from '@lendline/core';
import type { SessionResponse, UpdateMeRequest } from '@lendline/core';
import { PhoneInput } from '@/components/inputs/phone-input';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type DetailsValues = {
  first_name: string;
  last_name: string;
  phone: string;
};

/** The fields that differ from the session's profile; the phone compared normalized (E.164). */
function changesOf(profile: NonNullable<SessionResponse['profile']>, request: UpdateMeRequest) {
  const changes: UpdateMeRequest = {};
  if (request.first_name !== profile.first_name) changes.first_name = request.first_name;
  if (request.last_name !== profile.last_name) changes.last_name = request.last_name;
  const savedPhone = profile.phone && (PhoneSchema.safeParse(profile.phone).data ?? profile.phone);
  if ((request.phone ?? null) !== savedPhone) changes.phone = request.phone ?? null;
  return changes;
}

/**
 * Issue 13, /profile: who the user is (e-mail, roles, organization — an administrator's to
 * change) and the name and phone they may change themselves (PATCH /me).
 */
export function ProfileDetailsSection({ session }: { session: SessionResponse }) {
  const t = useT();
  const update = useUpdateProfile();
  const profile = session.profile!;
  const form = useSchemaForm({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
    } satisfies DetailsValues,
    schema: UpdateMeRequestSchema,
    toRequest: (values: DetailsValues) => ({
      ...values,
      phone: values.phone.trim() === '' ? null : values.phone,
    }),
  });

  const submit = form.handleSubmit(
    async (request) => {
      const changes = changesOf(profile, request);
      if (Object.keys(changes).length === 0) {
        notifySuccess(t('profile.details.unchanged'));
        return;
      }
      const answer = await update.mutateAsync(changes);
      form.resetDirty({
        first_name: answer.profile?.first_name ?? '',
        last_name: answer.profile?.last_name ?? '',
        phone: answer.profile?.phone ?? '',
      });
      notifySuccess(t('profile.details.saved'), t('common.success'));
    },
    {
      onError: (error) =>
        notifyError(t('common.error'), failureReason(error) || t('profile.details.save_failed')),
    },
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-details">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-details">
          {t('profile.details.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('profile.fields.email')}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{session.user.email}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.fields.roles')}
          </Text>
          <Group gap="xs">
            {session.roles.map((role) => (
              <Badge key={role} variant="light">
                {t(ROLE_LABELS[role])}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile.fields.organization')}
          </Text>
          <Text>{session.organization?.name ?? t('profile.fields.no_organization')}</Text>
          <Text size="xs" c="dimmed">
            {t('profile.details.admin_only')}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate aria-label={t('profile.details.form_label')}>
          <Stack gap="sm">
            <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
              <TextInput
                label={t('profile.fields.first_name')}
                withAsterisk
                autoComplete="given-name"
                miw={200}
                {...form.getInputProps('first_name')}
              />
              <TextInput
                label={t('profile.fields.last_name')}
                withAsterisk
                autoComplete="family-name"
                miw={200}
                {...form.getInputProps('last_name')}
              />
            </Group>
            <PhoneInput
              label={t('profile.fields.phone')}
              defaultCountry={session.organization?.default_phone_country}
              {...form.getFieldProps('phone')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('profile.details.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
