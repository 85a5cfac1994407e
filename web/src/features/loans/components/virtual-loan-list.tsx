import { Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Loan } from '@lendline/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { CellContent } from '@/components/data-table/data-table-cells';
import { rowOpeningProps } from '@/components/data-table/row-opening';
import { useT } from '@/i18n/use-t';
import { formatNumber } from '@/lib/format-number';
import type { LoanColumn } from './loans-table';
import classes from './virtual-loan-list.module.css';

/** Rows drawn beyond the visible ones on each side: a flick or the Tab key finds them ready. */
const OVERSCAN = 8;
/** The next page is asked for when the last row drawn is this close to the last one loaded. */
const PREFETCH_ROWS = 30;
/** First guesses of a row's height, one line or a card (each row is measured once drawn). */
const LINE_HEIGHT = 56;
const CARD_HEIGHT = 400;
/** The one-line layout's breakpoint (virtual-loan-list.module.css). */
const ONE_LINE_QUERY = '(min-width: 75em)';

interface VirtualLoanListProps {
  /** The list's accessible name. */
  label: string;
  columns: readonly LoanColumn[];
  loans: readonly Loan[];
  /** How many loans the tab holds for the search (aria-setsize; the last line). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (loan: Loan) => void;
  rowActions: (loan: Loan) => ReactNode;
  rowLabel: (loan: Loan) => string;
  /** The rows answer the previous search or tab while the new answer loads. */
  refreshing: boolean;
}

/**
 * The Loan Hub's list (spec part 2 §2 "virtualised list"): only the rows in view (and a few
 * around them) are in the document, whatever the number of loans; the table's columns, one line
 * a loan on a wide screen and a card of label and value pairs on a narrow one. Scrolling near
 * the end of what is loaded asks for the next page.
 */
export function VirtualLoanList({
  label,
  columns,
  loans,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  rowActions,
  rowLabel,
  refreshing,
}: VirtualLoanListProps) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const oneLine = useMediaQuery(ONE_LINE_QUERY, true, { getInitialValueInEffect: false });
  const virtualizer = useVirtualizer({
    count: loans.length + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (oneLine ? LINE_HEIGHT : CARD_HEIGHT),
    overscan: OVERSCAN,
    getItemKey: (index) => loans[index]?.id ?? 'more',
  });
  // Another layout: every row's height is a new guess until it is measured again.
  useEffect(() => virtualizer.measure(), [virtualizer, oneLine]);

  const items = virtualizer.getVirtualItems();
  const lastDrawn = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastDrawn >= loans.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastDrawn, loans.length, onLoadMore]);

  return (
    <div ref={scrollRef} className={classes.scroller} data-testid="loan-hub-scroller">
      <div className={classes.header} aria-hidden>
        {columns.map((column) => (
          <span key={column.key}>{column.header}</span>
        ))}
        <span />
      </div>
      <ul
        aria-label={label}
        aria-busy={refreshing || undefined}
        className={classes.list}
        style={{ height: virtualizer.getTotalSize(), opacity: refreshing ? 0.55 : undefined }}
      >
        {items.map((item) => {
          const loan = loans[item.index];
          const place = { transform: `translateY(${item.start}px)` };
          if (!loan) {
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className={classes.row}
                style={place}
              >
                <Group gap="xs" className={classes.actions} justify="center">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm" c="dimmed">
                    {t('loans.hub.loading_more')}
                  </Text>
                </Group>
              </li>
            );
          }
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-posinset={item.index + 1}
              aria-setsize={total}
              className={`${classes.row} ${classes.openable}`}
              style={place}
              {...rowOpeningProps(rowLabel(loan), () => onOpen(loan))}
            >
              {columns.map((column) => (
                <div key={column.key} className={classes.cell}>
                  <span className={classes.label}>{column.header}</span>
                  <div className={classes.value}>
                    <CellContent column={column} row={loan} />
                  </div>
                </div>
              ))}
              <div className={classes.actions}>{rowActions(loan)}</div>
            </li>
          );
        })}
      </ul>
      {!hasMore && loans.length > 0 && (
        <Text size="sm" c="dimmed" className={classes.footer}>
          {t('loans.hub.all_loaded', { count: formatNumber(total) })}
        </Text>
      )}
    </div>
  );
}
