import { isLanguage, type Language } from '@lendline/core';
import type { DehydratedState } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ServerDrawingContext, type ServerDrawing } from '@/lib/server-drawing';

/** What the server's drawing of a page was made from (entry-server.tsx), sent with the page. */
export interface ServerState {
  language: Language;
  drawing: ServerDrawing;
  queries: DehydratedState;
}

/** The element that carries it: JSON, which the page's Content-Security-Policy lets be. */
export const SERVER_STATE_ID = 'lendline-state';

/** The state of the page the server drew, or null for the app's bare shell. */
export function readServerState(document: Document): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return isLanguage(state.language) ? state : null;
  } catch {
    return null;
  }
}

/** Set on the page's root element once React has taken over the server's drawing. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const nothingToFollow = () => () => undefined;

/**
 * Hydrates with the layout the server drew (which it could not measure), then lets the layout
 * follow the screen: a guess that was wrong (no layout cookie yet) is corrected by an ordinary
 * render, not a mismatch that would draw the whole page again.
 */
export function AsDrawnByServer({
  drawing,
  children,
}: {
  drawing: ServerDrawing;
  children: ReactNode;
}) {
  // React reads the server's snapshot while it hydrates, then the browser's (none) at once after.
  const asDrawn = useSyncExternalStore(
    nothingToFollow,
    () => null,
    () => drawing,
  );
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return <ServerDrawingContext value={asDrawn}>{children}</ServerDrawingContext>;
}
