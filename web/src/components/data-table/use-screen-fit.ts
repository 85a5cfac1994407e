import { useMediaQuery } from '@mantine/hooks';
import { columnsFor, SCREEN_QUERIES, useServerDrawing } from '@/lib/server-drawing';
import type { ColumnPriority } from './data-table-types';

// Read at once, not after a first paint: a table that first paints every column and then drops
// some would jump.
const IMMEDIATE = { getInitialValueInEffect: false };

/**
 * How the table fits the screen: below 768 px a card list; below 1,600 px and 1,440 px the
 * columns of priority 3 and 2 give way (max-width queries, so a screen without media queries
 * shows the whole table). A page the server drew is first drawn as the server drew it.
 */
export function useScreenFit(): { cards: boolean; maxPriority: ColumnPriority } {
  const cards = useMediaQuery(SCREEN_QUERIES.phone, false, IMMEDIATE);
  const below1440 = useMediaQuery(SCREEN_QUERIES.below1440, false, IMMEDIATE);
  const below1600 = useMediaQuery(SCREEN_QUERIES.below1600, false, IMMEDIATE);
  const drawing = useServerDrawing();
  if (drawing) return { cards: drawing.phone, maxPriority: drawing.columns };
  return { cards, maxPriority: columnsFor(below1440, below1600) };
}
