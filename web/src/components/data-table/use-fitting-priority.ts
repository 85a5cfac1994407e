import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ColumnPriority } from './data-table-types';

/**
 * The highest column priority whose columns fit in the table's box. The screen's width gives the
 * first guess (useScreenFit); a table still wider than its box — a wider font, a scrollbar, one
 * more column than the guess allowed for — gives up a priority level at a time. A wider box tries
 * every level the screen allows again. `setBox` goes on the element around the table.
 */
export function useFittingPriority(screenPriority: ColumnPriority): {
  setBox: (box: HTMLDivElement | null) => void;
  priority: ColumnPriority;
} {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [fit, setFit] = useState({ screenPriority, priority: screenPriority });
  if (fit.screenPriority !== screenPriority) setFit({ screenPriority, priority: screenPriority });

  const measure = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    let boxWidth = box.clientWidth;
    // Called when the box or the table changes size: new columns, new rows, a resized window.
    const fitTable = () => {
      const table = box.querySelector('table');
      if (!table) return;
      const grown = box.clientWidth > boxWidth + 1;
      boxWidth = box.clientWidth;
      const overflowing = widerThanItsBox(table, box);
      setFit((current) => {
        if (grown && current.priority < current.screenPriority) {
          return { ...current, priority: current.screenPriority };
        }
        if (overflowing && current.priority > 1) {
          return { ...current, priority: (current.priority - 1) as ColumnPriority };
        }
        return current;
      });
    };
    measure.current = fitTable;
    const observer = new ResizeObserver(fitTable);
    observer.observe(box);
    // The grid may put a new table in the box (skeleton rows, then data), or new columns in it (a
    // column added once the organizations load): the one watched is always the one shown, and
    // new content is measured at once.
    let table: HTMLTableElement | null = null;
    const watchTable = () => {
      const shown = box.querySelector('table');
      if (shown === table) return;
      if (table) observer.unobserve(table);
      table = shown;
      if (table) observer.observe(table);
    };
    watchTable();
    const mutations = new MutationObserver(() => {
      watchTable();
      fitTable();
    });
    mutations.observe(box, { childList: true, subtree: true });
    return () => {
      measure.current = undefined;
      observer.disconnect();
      mutations.disconnect();
    };
  }, [box]);

  // Columns shown or hidden need not change the table's size (it is as wide as its box, its
  // scroller holds the rest), so no resize reports them: measure once they are on the page.
  useLayoutEffect(() => measure.current?.(), [fit.priority]);

  return { setBox, priority: Math.min(fit.priority, screenPriority) as ColumnPriority };
}

/**
 * Whether the table scrolls sideways: its scrolling container (between the table and the box)
 * holds more than it shows — a sticky column can overflow it while the table itself fits —
 * or, without one, the table is wider than the box.
 */
function widerThanItsBox(table: HTMLTableElement, box: HTMLElement): boolean {
  for (
    let element = table.parentElement;
    element && element !== box;
    element = element.parentElement
  ) {
    if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(element).overflowX)) {
      return element.scrollWidth > element.clientWidth + 1;
    }
  }
  return table.offsetWidth > box.clientWidth + 1;
}
