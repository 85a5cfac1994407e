import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { clearToasts, notifyError } from '@/lib/notify';
import { isMfaChallenge, useSignIn } from '../api/sign-in';
import { useReturnPath } from '../lib/use-return-path';
import { PasswordField } from './password-field';

/** What the login page shows for the code step of an account with MFA (the mfa feature's). */
export type MfaStep = (step: {
  mfaToken: string;
  onVerified: () => Promise<void>;
  onBack: () => void;
}) => ReactNode;

/** The token of a sign-in begun in the landing page's dialog, handed to /login. */
function mfaTokenOf(state: unknown): string | null {
  const token = (state as { mfa_token?: unknown } | null)?.mfa_token;
  return typeof token === 'string' ? token : null;
}

/**
 * The /login portal form (spec part 2 §2, texts from §8); for an account with MFA, then the
 * code step `mfaStep` renders (issue 13).
 */
export function LoginForm({ mfaStep }: { mfaStep: MfaStep }) {
  const t = useT();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  const [mfaToken, setMfaToken] = useState<string | null>(mfaTokenOf(useLocation().state));
  // No schema here: SignInRequestSchema would put zod in the login page's first load (170 kB
  // budget). The e-mail format is checked by the server and comes back as a field error.
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    check: ({ email, password }) => ({ email: email.trim() === '', password: password === '' }),
  });
  const missing = form.errors.email === true || form.errors.password === true;

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      const response = await signIn.mutateAsync({ email: email.trim(), password });
      if (isMfaChallenge(response)) {
        setMfaToken(response.mfa_token);
        return;
      }
      clearToasts();
      await navigate(returnPath, { replace: true });
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.status < 500)
          notifyError(t('public.login.failed'), error.message);
        else {
          notifyError(t('public.login.error'), t('public.login.unexpected_error'));
        }
      },
    },
  );

  if (mfaToken) {
    return mfaStep({
      mfaToken,
      onVerified: async () => {
        clearToasts();
        await navigate(returnPath, { replace: true });
      },
      onBack: () => {
        setMfaToken(null);
        form.setFieldValue('password', '');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('public.login.form')}>
      <Stack gap="md">
        {missing && (
          <Alert
            color="red"
            variant="light"
            title={t('public.login.missing_title')}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            {t('public.login.missing')}
          </Alert>
        )}
        <TextInput
          label={t('public.email')}
          type="email"
          autoComplete="email"
          placeholder={t('public.login.email_placeholder')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          placeholder={t('public.login.password_placeholder')}
          {...form.getInputProps('password')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={signIn.isPending}
          leftSection={signIn.isPending ? <Loader size="xs" aria-hidden /> : undefined}
        >
          {signIn.isPending ? t('public.login.signing_in') : t('public.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
