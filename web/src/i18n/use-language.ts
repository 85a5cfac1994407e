import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type Language, isLanguage } from '@lendline/core';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { failureReason } from '@/lib/failure-text';
import { notifyError } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { activateLanguage, initialLanguage, t } from './i18n';

/**
 * The active language and the switch to another: the screen changes at once; a signed-in user's
 * choice is saved on the server (PATCH /me), which answers with the updated profile, and the
 * session is fetched again so every part of the app reads the new preference.
 */
export function useLanguage(): {
  language: Language;
  changeLanguage: (language: Language) => Promise<void>;
} {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const language = isLanguage(i18n.locale) ? i18n.locale : initialLanguage();

  const changeLanguage = useCallback(
    async (next: Language) => {
      await activateLanguage(next);
      if (!queryClient.getQueryData(queryKeys.session.current())) return;
      try {
        await apiRequest('/api/v1/me', { method: 'PATCH', body: { language: next } });
      } catch (error) {
        // The screen stays in the chosen language; only the next visit may not remember it.
        notifyError(t('common.language_not_saved'), failureReason(error));
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.current() });
    },
    [queryClient],
  );

  return { language, changeLanguage };
}
