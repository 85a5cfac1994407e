import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { SignInRequestSchema } from '@lendline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSignIn } from '../api/sign-in';
import { issuesByField } from '../lib/form-errors';
import { PasswordField } from './password-field';

/** Sign In tab of the landing dialog (spec part 2 §8 texts). */
export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (email.trim() === '' || password === '') {
      setFormError('Please fill in all fields');
      return;
    }
    setFormError(null);
    const parsed = SignInRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(issuesByField(parsed.error.issues));
      return;
    }
    try {
      await signIn.mutateAsync(parsed.data);
      notifySuccess('Signed in successfully!');
      onSignedIn();
    } catch (error) {
      const serverFieldErrors = fieldErrorsOf(error);
      if (Object.keys(serverFieldErrors).length > 0) setFieldErrors(serverFieldErrors);
      else if (isApiError(error) && error.status < 500) notifyError('Error', error.message);
      else notifyError('Error', 'An unexpected error occurred');
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email ?? (formError !== null && email.trim() === '')}
        />
        <PasswordField
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password ?? (formError !== null && password === '')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth mt="xs">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
