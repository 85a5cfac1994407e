import type { KeyboardEvent, MouseEvent } from 'react';

/** A control of its own inside the row: a click there is the control's, not the row's. */
const CONTROLS = 'a, button, input, label, select, textarea, [role="menuitem"], [role="checkbox"]';

/**
 * Makes a row (or card) focusable and openable: a click anywhere but on its own controls, or
 * Enter while the row itself has the focus. React bubbles events out of portals (a row's menu),
 * so a click from outside the row's DOM is ignored too.
 */
export function rowOpeningProps(label: string, open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    'aria-label': label,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as Element;
      if (!event.currentTarget.contains(target)) return;
      const control = target.closest(CONTROLS);
      if (control && event.currentTarget.contains(control)) return;
      open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      open();
    },
  };
}
