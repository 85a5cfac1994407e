import { Menu } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@lendline/core';
import { IconCheck } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { useT } from '@/i18n/use-t';

// Its own module: the public pages' switcher (language-select.tsx) must not bring Mantine's
// Menu into the first load (30 kB gzip).
/**
 * The switcher inside a menu (the user menus): a menu holds only menu items, so each language is
 * one, the active one checked (and `aria-current`: Mantine's items are plain menu items). Choosing one changes the screen and saves the choice.
 */
export function LanguageMenuItems() {
  const t = useT();
  const { language, changeLanguage } = useLanguage();
  return (
    <>
      <Menu.Label>{t('common.language')}</Menu.Label>
      {LANGUAGES.map((option) => (
        <Menu.Item
          key={option}
          lang={option}
          aria-current={option === language ? 'true' : undefined}
          rightSection={option === language ? <IconCheck size={14} aria-hidden /> : null}
          onClick={() => void changeLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Menu.Item>
      ))}
    </>
  );
}
