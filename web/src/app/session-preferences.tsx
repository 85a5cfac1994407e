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
 * and the language the user chose (saved on the server) is activated when the session brings one — on sign-in,
 * or when another device changed it. Only a new saved choice switches: a switch made here is
 * not undone by a session answer sent before it was saved.
 */
export function SessionPreferences({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  setFormattingOrganization(session?.organization ?? null);

  // The user's own choice (`user.language`, null until they make one). The profile's language
  // falls back to the request's Accept-Language, which for the session preloaded by index.html
  // is the browser's and not the one this browser last showed, so it must not switch anything.
  const saved = session?.user.language;
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
