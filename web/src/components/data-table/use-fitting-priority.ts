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
    const table = box?.querySelector('table');
    if (!box || !table || typeof ResizeObserver === 'undefined') return;
    let boxWidth = box.clientWidth;
    // Called when the box or the table changes size: new columns, new rows, a resized window.
    const observer = new ResizeObserver(() => {
      const grown = box.clientWidth > boxWidth + 1;
      boxWidth = box.clientWidth;
      const overflowing = table.offsetWidth > box.clientWidth + 1;
      setFit((current) => {
        if (grown && current.priority < current.screenPriority) {
          return { ...current, priority: current.screenPriority };
        }
        if (overflowing && current.priority > 1) {
          return { ...current, priority: (current.priority - 1) as ColumnPriority };
        }
        return current;
      });
    });
    observer.observe(box);
    observer.observe(table);
    return () => observer.disconnect();
  }, [box]);

  return { setBox, priority: Math.min(fit.priority, screenPriority) as ColumnPriority };
}
