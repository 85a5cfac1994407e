import { isLanguage } from '@lendline/core';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { setFormattingOrganization } from '@/i18n/formatting';
import { activateLanguage, languageInUse } from '@/i18n/i18n';

/**
 * Applies the signed-in user's preferences to the whole app: numbers, money and dates follow the
 * session's organization (set before the screens below render, so a screen mounted once the
 * session is known — every signed-in one, behind the guarded layout — formats with it),
 * and the language saved on the profile is activated when the session brings one — on sign-in,
 * or when another device changed it. Only a new saved choice switches: a switch made here is
 * not undone by a session answer sent before it was saved.
 */
export function SessionPreferences({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  setFormattingOrganization(session?.organization ?? null);

  // Until the server sends the profile's language, a missing one means no preference.
  const saved = (session?.profile as { language?: unknown } | null | undefined)?.language;
  const preferred = isLanguage(saved) ? saved : null;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!preferred) {
      applied.current = null;
      return;
    }
    if (preferred === applied.current) return;
    applied.current = preferred;
    if (preferred !== languageInUse()) void activateLanguage(preferred);
  }, [preferred]);

  return children;
}
