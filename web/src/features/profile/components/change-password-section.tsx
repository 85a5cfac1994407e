import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { ChangePasswordRequestSchema } from '@lendline/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

type PasswordValues = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** A password input whose show/hide toggle is a labelled, keyboard-reachable button. */
function SecretInput(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('public.hide_password') : t('public.show_password'),
      }}
    />
  );
}

/**
 * Issue 13: the current password, then the new one twice. The server checks the current one,
 * the length and the common-password list, ends the user's other sessions and says so.
 */
export function ChangePasswordSection() {
  const t = useT();
  const change = useChangePassword();
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: ChangePasswordRequestSchema,
    toRequest: ({ current_password, new_password }: PasswordValues) => ({
      current_password,
      new_password,
    }),
    check: (values) =>
      values.confirm_password !== values.new_password
        ? { confirm_password: t('profile.password.mismatch') }
        : {},
  });

  const submit = form.handleSubmit(
    async (request) => {
      const answer = await change.mutateAsync(request);
      form.setValues(EMPTY);
      notifySuccess(answer.message, t('common.success'));
    },
    {
      onError: (error) =>
        notifyError(t('common.error'), failureReason(error) || t('profile.password.failed')),
    },
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-password">
      <form onSubmit={submit} noValidate aria-labelledby="profile-password">
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-password">
            {t('profile.password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.password.help')}
          </Text>
          <SecretInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
          <SecretInput
            label={t('profile.password.new')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('new_password')}
          />
          <SecretInput
            label={t('profile.password.confirm')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
