import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { MESSAGES, SignUpRequestSchema } from '@lendline/core';
import { useT } from '@/i18n/use-t';
import { isApiError } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/form/use-schema-form';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSignUp } from '../api/sign-up';
import { PasswordField } from './password-field';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', organization_name: '' };
type SignUpFields = typeof EMPTY;
const REQUIRED: readonly (keyof SignUpFields)[] = ['first_name', 'last_name', 'email', 'password'];

/**
 * Sign Up tab. The server e-mails a verification link and creates the account when it is used:
 * with an organization name, that organization with the new user as its organization_admin;
 * without one, no organization yet. The answer is the same for a taken e-mail.
 */
export function SignUpPanel({ onSignedUp }: { onSignedUp: () => void }) {
  const t = useT();
  const signUp = useSignUp();
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: SignUpRequestSchema,
    toRequest: (values: SignUpFields) => {
      const organizationName = values.organization_name.trim();
      return {
        ...values,
        organization_name: organizationName === '' ? undefined : organizationName,
      };
    },
    // An empty required field is marked without a message: the alert above says what is missing.
    check: (values) =>
      Object.fromEntries(REQUIRED.map((field) => [field, values[field].trim() === ''])),
  });
  const incomplete = REQUIRED.some((field) => form.errors[field] === true);

  const submit = form.handleSubmit(
    async (request) => {
      await signUp.mutateAsync(request);
      notifySuccess(t(MESSAGES.signUpAccepted));
      onSignedUp();
    },
    {
      onError: (error) => {
        if (isApiError(error) && error.status < 500) {
          notifyError(t('public.error'), error.message);
        } else {
          notifyError(t('public.error'), t('public.sign_up_panel.failed'));
        }
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('public.sign_up_panel.form')}>
      <Stack gap="sm">
        {incomplete && (
          <Alert color="red" variant="light" role="alert">
            {t('public.sign_up_panel.incomplete')}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('public.sign_up_panel.first_name')}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('public.sign_up_panel.last_name')}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label={t('public.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordField
          autoComplete="new-password"
          description={t('public.sign_up_panel.password_hint')}
          withAsterisk
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('public.sign_up_panel.organization_name')}
          description={t('public.sign_up_panel.organization_hint')}
          autoComplete="organization"
          {...form.getInputProps('organization_name')}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth mt="xs">
          {t('public.sign_up_panel.submit')}
        </Button>
      </Stack>
    </form>
  );
}
