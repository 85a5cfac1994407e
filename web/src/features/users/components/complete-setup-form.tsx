import { Trans } from '@lingui/react';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { CompleteSetupRequestSchema, type MessageKey, USER_MESSAGES } from '@lendline/core';
import type { SessionResponse } from '@lendline/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { failureReason } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError } from '@/lib/notify';
import { useCompleteSetup } from '../api/complete-setup';
import { useInvitation } from '../api/get-invitation';
import { useT } from '@/i18n/use-t';

interface CompleteSetupFormProps {
  /** The token from the invitation link; '' when the link carried none. */
  token: string;
  /** Called with the new session once the password is set (the user is signed in). */
  onCompleted: (session: SessionResponse) => void | Promise<void>;
}

/** /auth/complete-setup: the invited user chooses a password and becomes active. */
export function CompleteSetupForm({ token, onCompleted }: CompleteSetupFormProps) {
  const t = useT();
  const invitation = useInvitation(token);

  if (token === '') return <InvalidInvitation message={t(USER_MESSAGES.invitationInvalid)} />;
  if (invitation.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('public.complete_setup.loading')} />
      </Center>
    );
  }
  if (invitation.isError) {
    const refused = isApiError(invitation.error) && invitation.error.status < 500;
    return (
      <InvalidInvitation
        message={
          refused
            ? t(USER_MESSAGES.invitationInvalid)
            : t('public.complete_setup.load_failed', { reason: failureReason(invitation.error) })
        }
      />
    );
  }
  const { email, first_name, last_name, organization_name } = invitation.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans
          id={'public.complete_setup.welcome' satisfies MessageKey}
          values={{ name: `${first_name} ${last_name}`.trim(), organization: organization_name }}
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          {t('public.complete_setup.email')}{' '}
        </Text>
        {email}
      </Text>
      <PasswordForm token={token} email={email} onCompleted={onCompleted} />
    </Stack>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {message}
      </Alert>
      <Text size="sm" c="dimmed">
        {t('public.complete_setup.ask_again')}
      </Text>
      <Anchor component={Link} to="/" size="sm">
        {t('public.complete_setup.home_link')}
      </Anchor>
    </Stack>
  );
}

function PasswordForm({
  token,
  email,
  onCompleted,
}: {
  token: string;
  email: string;
  onCompleted: CompleteSetupFormProps['onCompleted'];
}) {
  const t = useT();
  const completeSetup = useCompleteSetup();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    initialValues: { password: '', confirmation: '' },
    schema: CompleteSetupRequestSchema,
    toRequest: ({ password }) => ({ token, password }),
    check: ({ password, confirmation }) => ({
      confirmation:
        confirmation === ''
          ? t('public.complete_setup.confirm_required')
          : confirmation !== password
            ? t('public.complete_setup.passwords_differ')
            : undefined,
    }),
  });

  const submit = form.handleSubmit(
    async (request) => {
      const session = await completeSetup.mutateAsync(request);
      await onCompleted(session);
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.status < 500) setRefusal(error.message);
        else {
          notifyError(
            t('common.error'),
            t('public.complete_setup.failed', { reason: failureReason(error) }),
          );
        }
      },
    },
  );

  return (
    <form
      onSubmit={(event) => {
        setRefusal(null);
        submit(event);
      }}
      noValidate
      aria-label={t('public.complete_setup.form')}
    >
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {/* Lets a password manager file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <SecretField
          label={t('public.password')}
          description={t('public.sign_up_panel.password_hint')}
          showLabel={t('public.show_password')}
          hideLabel={t('public.hide_password')}
          {...form.getInputProps('password')}
        />
        <SecretField
          label={t('public.complete_setup.confirm_password')}
          showLabel={t('public.complete_setup.show_confirmation')}
          hideLabel={t('public.complete_setup.hide_confirmation')}
          {...form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={completeSetup.isPending} fullWidth mt="xs">
          {t('public.complete_setup.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A new-password input whose show/hide toggle is a labelled, keyboard-reachable button. */
function SecretField({
  showLabel,
  hideLabel,
  ...props
}: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> & {
  showLabel: string;
  hideLabel: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      withAsterisk
      autoComplete="new-password"
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? hideLabel : showLabel,
      }}
    />
  );
}
