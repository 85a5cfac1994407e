import { createContext, useContext } from 'react';

/**
 * What the server cannot measure but must know to draw the signed-in layout as the browser will
 * (entry-server.tsx): a phone's layout or a laptop's, and the laptop's sidebar collapsed or not.
 * The browser keeps a cookie of both (`rememberLayout`); before it has one, a phone's client hint
 * decides, else a laptop's expanded layout.
 */
export interface ServerDrawing {
  phone: boolean;
  sidebarCollapsed: boolean;
}

export const LAYOUT_COOKIE = 'lendline_layout';

type LayoutCookieValue = 'phone' | 'laptop' | 'collapsed';

/** Set while the server draws (and while the browser hydrates that drawing); null otherwise. */
export const ServerDrawingContext = createContext<ServerDrawing | null>(null);

export function useServerDrawing(): ServerDrawing | null {
  return useContext(ServerDrawingContext);
}

export function drawingOf(layoutCookie: string | undefined, mobileHint: string | undefined) {
  const value = layoutCookie as LayoutCookieValue | undefined;
  if (value === 'phone' || value === 'laptop' || value === 'collapsed') {
    return { phone: value === 'phone', sidebarCollapsed: value === 'collapsed' };
  }
  return { phone: mobileHint === '?1', sidebarCollapsed: false };
}

/** Remembers the layout on screen for the server's next drawing of a page. */
export function rememberLayout(phone: boolean, sidebarCollapsed: boolean): void {
  const value: LayoutCookieValue = phone ? 'phone' : sidebarCollapsed ? 'collapsed' : 'laptop';
  // A year, like the sidebar's own choice in local storage; not secret, so readable by scripts.
  document.cookie = `${LAYOUT_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}
