import { Alert, Button, Loader, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { clearToasts, notifyError } from '@/lib/notify';
import { useSignIn } from '../api/sign-in';
import { useReturnPath } from '../lib/use-return-path';
import { PasswordField } from './password-field';

/** The /login portal form (spec part 2 §2, texts from §8). */
export function LoginForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (email.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    // The e-mail format is checked by the server (SignInRequestSchema) and comes back as a field
    // error: parsing here would put zod in the login page's first load (170 kB budget).
    try {
      await signIn.mutateAsync({ email: email.trim(), password });
      clearToasts();
      await navigate(returnPath, { replace: true });
    } catch (error) {
      const serverFieldErrors = fieldErrorsOf(error);
      if (Object.keys(serverFieldErrors).length > 0) {
        setFieldErrors(serverFieldErrors);
      } else if (isApiError(error) && error.status < 500) {
        notifyError('Login Failed', error.message);
      } else {
        notifyError('Login Error', 'An unexpected error occurred. Please try again.');
      }
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {missing && (
          <Alert
            color="red"
            variant="light"
            title="Missing Information"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            Please enter both email and password.
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@organization.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email ?? (missing && email.trim() === '')}
        />
        <PasswordField
          placeholder="Enter your password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password ?? (missing && password === '')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={signIn.isPending}
          leftSection={signIn.isPending ? <Loader size="xs" aria-hidden /> : undefined}
        >
          {signIn.isPending ? 'Signing In...' : 'Access Dashboard'}
        </Button>
      </Stack>
    </form>
  );
}
