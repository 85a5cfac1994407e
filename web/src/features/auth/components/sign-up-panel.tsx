import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { SignUpRequestSchema } from '@lendline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSignUp } from '../api/sign-up';
import { issuesByField } from '../lib/form-errors';
import { PasswordField } from './password-field';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', organization_name: '' };
type SignUpFields = typeof EMPTY;
const REQUIRED: readonly (keyof SignUpFields)[] = ['first_name', 'last_name', 'email', 'password'];

/**
 * Sign Up tab. With an organization name the server creates that organization with the new user
 * as its organization_admin; without one the user has no organization yet.
 */
export function SignUpPanel({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpFields>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const missing = (field: keyof SignUpFields) => formError !== null && values[field].trim() === '';
  const bind = (field: keyof SignUpFields) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (REQUIRED.some((field) => values[field].trim() === '')) {
      setFormError('Please fill in all required fields');
      return;
    }
    setFormError(null);
    const organizationName = values.organization_name.trim();
    const parsed = SignUpRequestSchema.safeParse({
      ...values,
      organization_name: organizationName === '' ? undefined : organizationName,
    });
    if (!parsed.success) {
      setFieldErrors(issuesByField(parsed.error.issues));
      return;
    }
    try {
      await signUp.mutateAsync(parsed.data);
      notifySuccess('Account created successfully!');
      onSignedUp();
    } catch (error) {
      const serverFieldErrors = fieldErrorsOf(error);
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        setFieldErrors({ email: error.message });
      } else if (Object.keys(serverFieldErrors).length > 0) {
        setFieldErrors(serverFieldErrors);
      } else if (isApiError(error) && error.status < 500) {
        notifyError('Error', error.message);
      } else {
        notifyError('Error', 'Failed to sign up');
      }
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...bind('first_name')}
            error={fieldErrors.first_name ?? missing('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            {...bind('last_name')}
            error={fieldErrors.last_name ?? missing('last_name')}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...bind('email')}
          error={fieldErrors.email ?? missing('email')}
        />
        <PasswordField
          autoComplete="new-password"
          description="At least 8 characters"
          withAsterisk
          {...bind('password')}
          error={fieldErrors.password ?? missing('password')}
        />
        <TextInput
          label="Organization name"
          description="Optional: creates your organization with you as its administrator"
          autoComplete="organization"
          {...bind('organization_name')}
          error={fieldErrors.organization_name}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth mt="xs">
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
