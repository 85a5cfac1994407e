import { LAYOUT_COOKIE } from '@lendline/core';
import { em } from '@mantine/core';
import { createContext, useContext } from 'react';

/** A data table's column priorities: 1 always shown, 2 and 3 only on wider screens. */
export type ColumnPriority = 1 | 2 | 3;

/**
 * The screen widths the layout and the data tables follow (use-screen-fit.ts): below 768 px a
 * phone's layout and tables as cards; below 1,600 px and 1,440 px the tables' columns of priority
 * 3 and 2 give way, since the sidebar takes about 250 px of a 1,280–1,440 px screen.
 */
export const SCREEN_QUERIES = {
  phone: `(max-width: ${em(767)})`,
  below1440: `(max-width: ${em(1439)})`,
  below1600: `(max-width: ${em(1599)})`,
} as const;

export function columnsFor(below1440: boolean, below1600: boolean): ColumnPriority {
  return below1440 ? 1 : below1600 ? 2 : 3;
}

/**
 * What the server cannot measure but must know to draw a signed-in screen as the browser will
 * (entry-server.tsx): a phone's layout or a laptop's, how many of a table's columns fit, and the
 * laptop's sidebar collapsed or not. The browser keeps a cookie of them (`rememberLayout`);
 * before it has one, a phone's client hint decides, else a 1,366 px laptop's expanded layout.
 */
export interface ServerDrawing {
  phone: boolean;
  columns: ColumnPriority;
  sidebarCollapsed: boolean;
}

/** 'phone', or 'columns1' to 'columns3', then '-collapsed' when the sidebar is. */
const LAYOUT_COOKIE_VALUE = /^(?:phone|columns([123]))(-collapsed)?$/;

/** Set while the server draws (and while the browser hydrates that drawing); null otherwise. */
export const ServerDrawingContext = createContext<ServerDrawing | null>(null);

export function useServerDrawing(): ServerDrawing | null {
  return useContext(ServerDrawingContext);
}

export function drawingOf(
  layoutCookie: string | undefined,
  mobileHint: string | undefined,
): ServerDrawing {
  const remembered = LAYOUT_COOKIE_VALUE.exec(layoutCookie ?? '');
  if (remembered) {
    return {
      phone: remembered[1] === undefined,
      columns: Number(remembered[1] ?? 1) as ColumnPriority,
      sidebarCollapsed: remembered[2] !== undefined,
    };
  }
  return { phone: mobileHint === '?1', columns: 1, sidebarCollapsed: false };
}

/** Remembers the screen as it is now, for the server's next drawing of a page. */
export function rememberLayout(sidebarCollapsed: boolean): void {
  const matches = (query: string) => window.matchMedia(query).matches;
  const screen = matches(SCREEN_QUERIES.phone)
    ? 'phone'
    : `columns${columnsFor(matches(SCREEN_QUERIES.below1440), matches(SCREEN_QUERIES.below1600))}`;
  // A year, like the sidebar's own choice in local storage; not secret, so readable by scripts.
  document.cookie = `${LAYOUT_COOKIE}=${screen}${sidebarCollapsed ? '-collapsed' : ''}; path=/; max-age=31536000; samesite=lax`;
}
