import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { clearToasts, notifyError } from '@/lib/notify';
import { useSignIn } from '../api/sign-in';
import { useReturnPath } from '../lib/use-return-path';
import { PasswordField } from './password-field';

/** The /login portal form (spec part 2 §2, texts from §8). */
export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  // No schema here: SignInRequestSchema would put zod in the login page's first load (170 kB
  // budget). The e-mail format is checked by the server and comes back as a field error.
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    check: ({ email, password }) => ({ email: email.trim() === '', password: password === '' }),
  });
  const missing = form.errors.email === true || form.errors.password === true;

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      await signIn.mutateAsync({ email: email.trim(), password });
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
