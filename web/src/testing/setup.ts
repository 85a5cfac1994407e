import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLanguage, i18n, loadCatalog } from '@/i18n/i18n';

/** False in the files that run as the server does (`@vitest-environment node`: entry-server). */
const withDom = typeof window !== 'undefined';

// Screens render in English, the spec's texts, unless a test switches language.
await loadCatalog('en', 'app');
if (withDom) await activateLanguage('en');
else i18n.activate('en');

// findBy… and waitFor give up after 1 s by default; a screen's first render (lazy chunks, jsdom)
// takes longer than that when the suite shares 2 cores with the server tests. A real failure
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine reads (media queries, element resizing, scrolling).
if (withDom) mimicLayout();

function mimicLayout() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = () => {};
  Object.defineProperty(window, 'scrollTo', {
    writable: true,
    configurable: true,
    value: () => {},
  });
}

afterEach(() => {
  // Mantine keeps toasts in a module-level store: one test's toast must not reach the next.
  notifications.clean();
  vi.unstubAllGlobals();
  if (!withDom) return;
  cleanup();
  localStorage.clear();
});

afterEach(async () => {
  if (withDom) await activateLanguage('en');
});

// Mantine's focus trap looks for a visible focusable element a tick after a dialog opens; jsdom
// has no layout, so nothing is "visible" and it warns with the whole DOM node (thousands of log
// lines a run). Focus in dialogs is checked where there is layout: the keyboard journeys in
// Chromium. Every other warning still prints.
const FOCUS_TRAP_WARNING = '[@mantine/hooks/use-focus-trap] Failed to find focusable element';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_WARNING)) return;
  warn(...args);
};
