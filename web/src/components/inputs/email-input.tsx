import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MESSAGES, validateEmail } from '@lendline/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { useFieldValidation } from './use-field-validation';
import type { FieldStatus } from './use-field-validation';
import { t } from '@/i18n/i18n';

export interface EmailInputProps {
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** An error from outside (the form or the server); shown instead of the field's own. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  /** @mantine/form's field path (from getInputProps): finds the field to show the first error. */
  'data-path'?: string;
}

function checkEmail(value: string, required: boolean): FieldStatus {
  if (!required && value.trim() === '') return { state: 'default', message: '' };
  const result = validateEmail(value);
  if (result.isValid) return { state: 'valid', message: t(result.message ?? EMAIL_MESSAGES.valid) };
  return {
    state: 'error',
    message: t(result.error ?? EMAIL_MESSAGES.unableEmail),
    suggestions: result.suggestions,
  };
}

/**
 * Spec part 2 §2 and §5 "E-mail input": every check of validateEmail, a spinner while checking,
 * a green tick with 'Email looks good!', and suspected typos offered as buttons.
 */
export function EmailInput({
  label,
  placeholder,
  value,
  onChange,
  required = false,
  error,
  disabled,
  name,
  'data-path': dataPath,
}: EmailInputProps) {
  const t = useT();
  const { status, ownValue, validateSoon, validateNow, settle } = useFieldValidation(value);

  const shownError = error || (status.state === 'error' ? status.message : undefined);
  const suggestions = !error && status.state === 'error' ? (status.suggestions ?? []) : [];

  const rightSection =
    status.state === 'validating' ? (
      <Loader size="xs" aria-label={t('common.email.checking')} />
    ) : status.state === 'valid' && !error ? (
      <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
    ) : null;

  return (
    <Stack gap={6}>
      <TextInput
        label={label ?? t('common.email.label')}
        placeholder={placeholder ?? t('common.email.placeholder')}
        withAsterisk={required}
        aria-required={required}
        disabled={disabled}
        name={name}
        data-path={dataPath}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          ownValue(next);
          onChange(next);
          validateSoon(() => checkEmail(next, required));
        }}
        onBlur={() => validateNow(() => checkEmail(value, required))}
        aria-busy={status.state === 'validating'}
        rightSection={rightSection}
        error={shownError}
        description={
          !error && status.state === 'valid' ? (
            <Text component="span" size="xs" c="teal">
              {status.message}
            </Text>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {suggestions.length > 0 && (
        <Group gap="xs" role="group" aria-label={t('common.email.suggestions')}>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              size="compact-xs"
              variant="light"
              onClick={() => {
                ownValue(suggestion);
                onChange(suggestion);
                settle({ state: 'valid', message: t(EMAIL_MESSAGES.valid) });
              }}
            >
              {suggestion}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
