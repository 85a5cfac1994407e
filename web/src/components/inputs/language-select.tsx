import { NativeSelect } from '@mantine/core';
import { type Language, LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@lendline/core';
import { useT } from '@/i18n/use-t';

interface LanguageSelectProps {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

/**
 * The language switcher: each language named in itself (English, हिन्दी, Kiswahili), so a reader
 * finds their own whatever the page is in. A native select: one tap on a phone, and the keyboard
 * and screen readers know it.
 */
export function LanguageSelect({ value, onChange, disabled }: LanguageSelectProps) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      value={value}
      disabled={disabled}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) onChange(next);
      }}
    />
  );
}
