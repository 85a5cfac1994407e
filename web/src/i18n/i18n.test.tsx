import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageSelect } from '@/components/inputs/language-select';
import { activateLanguage, i18n, initialLanguage, t } from './i18n';

describe('messages', () => {
  it('speaks the active language and re-renders a screen when it changes', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <LanguageSelect value="en" onChange={() => {}} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await act(() => activateLanguage('hi'));
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toBeInTheDocument();
    expect(t('common.language')).toBe('भाषा');
    expect(document.documentElement.lang).toBe('hi');
    await act(() => activateLanguage('sw'));
    expect(screen.getByRole('combobox', { name: 'Lugha' })).toBeInTheDocument();
  });

  it('starts in the language this browser last used, else the browser’s own', async () => {
    await activateLanguage('sw');
    expect(initialLanguage()).toBe('sw');
    localStorage.clear();
    Object.defineProperty(navigator, 'languages', { value: ['hi-IN', 'en'], configurable: true });
    expect(initialLanguage()).toBe('hi');
    Object.defineProperty(navigator, 'languages', { value: ['fr-FR'], configurable: true });
    expect(initialLanguage()).toBe('en');
  });
});
