import { useEffect, useState } from 'react';
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
    const observer = new ResizeObserver(fitTable);
    observer.observe(box);
    // The grid may put a new table in the box (skeleton rows, then data) or change its columns (a
    // priority level given up, a column added once the organizations load) without either
    // changing size — the table is as wide as its box, its scroller holds the rest — so those
    // are measured as they land. New rows alone are not.
    let table: HTMLTableElement | null = null;
    let columnCount = 0;
    const watchTable = (measure: boolean) => {
      const shown = box.querySelector('table');
      const shownColumns = shown?.tHead?.rows[0]?.cells.length ?? 0;
      if (shown === table && shownColumns === columnCount) return;
      if (table && shown !== table) observer.unobserve(table);
      if (shown && shown !== table) observer.observe(shown);
      table = shown;
      columnCount = shownColumns;
      if (measure) fitTable();
    };
    // The first measurement is the resize observer's own first report.
    watchTable(false);
    const mutations = new MutationObserver(() => watchTable(true));
    mutations.observe(box, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [box]);

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
