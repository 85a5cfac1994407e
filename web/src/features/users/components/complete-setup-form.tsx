import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { CompleteSetupRequestSchema, USER_MESSAGES } from '@lendline/core';
import type { SessionResponse } from '@lendline/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { failedTo } from '@/lib/failure-text';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError } from '@/lib/notify';
import { useCompleteSetup } from '../api/complete-setup';
import { useInvitation } from '../api/get-invitation';
import { useT } from '@/i18n/use-t';

const PASSWORDS_DIFFER = 'Passwords do not match';

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
        <Loader aria-label="Loading invitation" />
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
            : failedTo('load invitation', invitation.error)
        }
      />
    );
  }
  const { email, first_name, last_name, organization_name } = invitation.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        Welcome, <strong>{`${first_name} ${last_name}`.trim()}</strong>. You were invited to{' '}
        <strong>{organization_name}</strong>. Choose a password to finish setting up your account.
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Email:{' '}
        </Text>
        {email}
      </Text>
      <PasswordForm token={token} email={email} onCompleted={onCompleted} />
    </Stack>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {message}
      </Alert>
      <Text size="sm" c="dimmed">
        Ask your administrator to send you a new invitation.
      </Text>
      <Anchor component={Link} to="/" size="sm">
        Go to the home page
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
  const completeSetup = useCompleteSetup();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    initialValues: { password: '', confirmation: '' },
    schema: CompleteSetupRequestSchema,
    toRequest: ({ password }) => ({ token, password }),
    check: ({ password, confirmation }) => ({
      confirmation:
        confirmation === ''
          ? 'Please confirm your password'
          : confirmation !== password
            ? PASSWORDS_DIFFER
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
        else notifyError('Error', failedTo('complete setup', error));
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
      aria-label="Complete setup"
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
          label="Password"
          description="At least 8 characters"
          {...form.getInputProps('password')}
        />
        <SecretField label="Confirm password" {...form.getInputProps('confirmation')} />
        <Button type="submit" loading={completeSetup.isPending} fullWidth mt="xs">
          Complete Setup
        </Button>
      </Stack>
    </form>
  );
}

/** A new-password input whose show/hide toggle is a labelled, keyboard-reachable button. */
function SecretField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
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
        'aria-label': `${visible ? 'Hide' : 'Show'} ${String(props.label).toLowerCase()}`,
      }}
    />
  );
}
