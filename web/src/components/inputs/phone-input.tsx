import { Text, TextInput } from '@mantine/core';
import {
  DEFAULT_PHONE_COUNTRY,
  findCountry,
  formatPhoneForDisplay,
  parseInternationalPhone,
  sanitizePhoneDigits,
  toInternationalPhone,
  validatePhone,
} from '@lendline/core';
import type { CountryOption } from '@lendline/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { CountryPicker } from './country-picker';
import { useFieldValidation } from './use-field-validation';
import type { FieldStatus } from './use-field-validation';
import { t } from '@/i18n/i18n';

type CountryCode = CountryOption['code'];

export interface PhoneInputProps {
  label?: string;
  placeholder?: string;
  /** The number in international format ('+919876543210'), '' for none. */
  value: string;
  /** Called with the international number, or '' once every digit is gone. */
  onChange: (value: string) => void;
  required?: boolean;
  /**
   * The organization's default country for a new number, as its settings store it (an ISO code);
   * one the picker does not offer, or none, falls back to the spec's default (part 2 §9: US).
   */
  defaultCountry?: string;
  /** An error from outside (the form or the server); shown instead of the field's own. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  /** @mantine/form's field path (from getInputProps): finds the field to show the first error. */
  'data-path'?: string;
}

interface PhoneParts {
  country: CountryCode;
  digits: string;
}

function partsOf(value: string, defaultCountry: CountryCode): PhoneParts {
  if (!value) return { country: defaultCountry, digits: '' };
  return parseInternationalPhone(value, defaultCountry);
}

function checkPhone(parts: PhoneParts, required: boolean): FieldStatus {
  const result = validatePhone(parts.digits, parts.country, { required });
  if (result.state === 'empty') return { state: 'default', message: '' };
  return { state: result.state, message: result.message === '' ? '' : t(result.message) };
}

/**
 * Spec part 2 §2 and §5 "Phone input": a country dropdown beside the national number, shown in
 * the country's display format and emitted in international format.
 */
export function PhoneInput({
  label,
  placeholder,
  value,
  onChange,
  required = false,
  defaultCountry: organizationCountry,
  error,
  disabled,
  name,
  'data-path': dataPath,
}: PhoneInputProps) {
  const t = useT();
  const defaultCountry = findCountry(organizationCountry ?? '')?.code ?? DEFAULT_PHONE_COUNTRY;
  const [parts, setParts] = useState<PhoneParts>(() => partsOf(value, defaultCountry));
  const [syncedValue, setSyncedValue] = useState(value);
  const { status, ownValue, validateSoon, validateNow, revalidate } = useFieldValidation(value);

  // A value set from outside (editing a saved customer, a form reset) is parsed back into its
  // country and digits; our own emissions already match the parts and are left alone.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== toInternationalPhone(parts.digits, parts.country)) {
      setParts(partsOf(value, parts.country));
    }
  }

  const emit = (next: PhoneParts) => {
    setParts(next);
    const international = next.digits ? toInternationalPhone(next.digits, next.country) : '';
    setSyncedValue(international);
    ownValue(international);
    onChange(international);
  };

  const shownError = error || (status.state === 'error' ? status.message : undefined);
  const validMessage = !error && status.state === 'valid' ? status.message : undefined;

  return (
    <TextInput
      label={label ?? t('common.phone.label')}
      placeholder={placeholder ?? t('common.phone.placeholder')}
      withAsterisk={required}
      aria-required={required}
      disabled={disabled}
      name={name}
      data-path={dataPath}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={formatPhoneForDisplay(parts.digits, parts.country)}
      onChange={(event) => {
        const next = { ...parts, digits: sanitizePhoneDigits(event.currentTarget.value) };
        emit(next);
        validateSoon(() => checkPhone(next, required));
      }}
      onBlur={() => validateNow(() => checkPhone(parts, required))}
      aria-busy={status.state === 'validating'}
      leftSectionWidth={96}
      leftSectionPointerEvents="all"
      leftSection={
        <CountryPicker
          value={parts.country}
          disabled={disabled}
          onChange={(country) => {
            const next = { ...parts, country };
            emit(next);
            revalidate(() => checkPhone(next, required));
          }}
        />
      }
      error={shownError}
      description={
        validMessage && (
          <Text component="span" size="xs" c="teal">
            {validMessage}
          </Text>
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
