/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/**
 * What a person would see as broken layout on the current screen, as sentences (empty when
 * none): the page scrolling sideways, something inside the main area scrolling sideways (a table
 * wider than its box, unless it scrolls in a labelled region the keyboard can scroll), a badge or a button's label cut short ('Act…', 'Sync no'), a popover or dialog past the screen's edge.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // tsx names the functions below through a `__name` helper, which the page does not have.
  await page.evaluate('window.__name = window.__name || ((fn) => fn)');
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`);
    }
    const describe = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    for (const element of document.querySelectorAll('main *, [role="dialog"] *')) {
      const { overflowX } = getComputedStyle(element);
      if (!['auto', 'scroll', 'hidden'].includes(overflowX)) continue;
      if (element.closest('.mantine-Badge-root')) continue;
      // A data table may scroll sideways in a labelled region the keyboard can scroll (WCAG
      // 1.4.10's exception for data tables): the printable collection sheet on a phone.
      if (element.matches('[role="region"][aria-label][tabindex="0"]')) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.querySelector('table')) {
        problems.push(
          `'${describe(element.querySelector('table')!)}' is wider than its box (${element.scrollWidth} px in ${element.clientWidth} px)`,
        );
      }
    }
    for (const label of document.querySelectorAll('.mantine-Badge-label')) {
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(`the badge '${label.textContent}' is cut short`);
      }
    }
    for (const label of document.querySelectorAll('.mantine-Button-label')) {
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(`the button '${label.textContent}' is cut short`);
      }
    }
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.width > 0 && (box.left < 0 || box.right > root.clientWidth + 1)) {
        problems.push(
          `the dialog '${describe(dialog)}' runs past the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
    }
    return [...new Set(problems)];
  });
}
