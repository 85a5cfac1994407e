import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { UiProviders } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { LanguageSelect } from '@/components/inputs/language-select';
import { activateLanguage, initialLanguage, t } from './i18n';

describe('messages', () => {
  it('speaks the active language and re-renders a screen when it changes', async () => {
    render(
      <UiProviders>
        <LanguageSelect value="en" onChange={() => {}} />
      </UiProviders>,
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
