import { NativeSelect } from '@mantine/core';
import type { NativeSelectProps } from '@mantine/core';
import { type Language, LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@lendline/core';
import { useLanguage } from '@/i18n/use-language';
import { useT } from '@/i18n/use-t';

/** Where the select sits: its spacing in a menu or a header. */
type Placement = Pick<NativeSelectProps, 'px' | 'py' | 'size' | 'w' | 'ml'>;

interface LanguageSelectProps extends Placement {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

/**
 * The language switcher: each language named in itself (English, हिन्दी, Kiswahili), so a reader
 * finds their own whatever the page is in. A native select: one tap on a phone, and the keyboard
 * and screen readers know it.
 */
export function LanguageSelect({ value, onChange, disabled, ...placement }: LanguageSelectProps) {
  const t = useT();
  return (
    <NativeSelect
      {...placement}
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

/**
 * The switcher as the app places it (public header, login, user menu): the screen changes at
 * once, and a signed-in user's choice is saved on the server.
 */
export function LanguageSwitcher(placement: Placement) {
  const { language, changeLanguage } = useLanguage();
  return (
    <LanguageSelect
      {...placement}
      value={language}
      onChange={(next) => void changeLanguage(next)}
    />
  );
}
