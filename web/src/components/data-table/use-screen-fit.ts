import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ColumnPriority } from './data-table-types';

// Read at once, not after a first paint: the app renders only in the browser, and a table
// that first paints every column and then drops some would jump.
const IMMEDIATE = { getInitialValueInEffect: false };

/**
 * How the table fits the screen: below 768 px a card list; below 1,600 px and 1,440 px the
 * columns of priority 3 and 2 give way, since the sidebar takes about 250 px of a 1,280–1,440 px
 * screen (max-width queries, so a screen without media queries shows the whole table).
 */
export function useScreenFit(): { cards: boolean; maxPriority: ColumnPriority } {
  const cards = useMediaQuery(`(max-width: ${em(767)})`, false, IMMEDIATE);
  const below1440 = useMediaQuery(`(max-width: ${em(1439)})`, false, IMMEDIATE);
  const below1600 = useMediaQuery(`(max-width: ${em(1599)})`, false, IMMEDIATE);
  return { cards, maxPriority: below1440 ? 1 : below1600 ? 2 : 3 };
}
