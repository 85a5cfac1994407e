import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { SignInRequestSchema } from '@lendline/core';
import { useNavigate } from 'react-router';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isMfaChallenge, useSignIn } from '../api/sign-in';
import { PasswordField } from './password-field';

/** Sign In tab of the landing dialog (spec part 2 §8 texts). */
export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: SignInRequestSchema,
    // An empty field is marked without a message: the alert above says what is missing.
    check: ({ email, password }) => ({ email: email.trim() === '', password: password === '' }),
  });
  const incomplete = form.errors.email === true || form.errors.password === true;

  const submit = form.handleSubmit(
    async (request) => {
      const response = await signIn.mutateAsync(request);
      if (isMfaChallenge(response)) {
        // The code step lives on the login page (issue 13).
        await navigate('/login', { state: { mfa_token: response.mfa_token } });
        return;
      }
      notifySuccess(t('public.sign_in_panel.signed_in'));
      onSignedIn();
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.status < 500) notifyError(t('public.error'), error.message);
        else notifyError(t('public.error'), t('public.unexpected_error'));
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('public.login.form')}>
      <Stack gap="sm">
        {incomplete && (
          <Alert color="red" variant="light" role="alert">
            {t('public.sign_in_panel.incomplete')}
          </Alert>
        )}
        <TextInput
          label={t('public.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordField {...form.getInputProps('password')} />
        <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
          {t('public.sign_in')}
        </Button>
      </Stack>
    </form>
  );
}
