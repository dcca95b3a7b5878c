import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SPOOL_PAGE_SIZE } from '@/domain/spool-list';
import type { Spool } from '@/domain/spool-record';

/** Up to this many spools the grid renders every card; above it, only the rows near the screen. */
export const VIRTUALISE_SPOOLS_ABOVE = SPOOL_PAGE_SIZE;

/** The grid's gap between rows (gap-4), counted in each row's measured size. */
const ROW_GAP = 16;
/** A card row's usual height in pixels (measured rows correct it). */
const ESTIMATED_ROW_HEIGHT = 300;

/** The grid's columns at the breakpoints of its classes (sm: 2, xl: 3). */
const COLUMN_QUERIES = [
  { query: '(min-width: 1280px)', columns: 3 },
  { query: '(min-width: 640px)', columns: 2 },
] as const;

function columnCount(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return COLUMN_QUERIES.find(({ query }) => window.matchMedia(query).matches)?.columns ?? 1;
}

function subscribeToColumns(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = COLUMN_QUERIES.map(({ query }) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** On a row's first card: what lets the virtualiser measure the row. */
type MeasuredRowProps = { ref?: (element: Element | null) => void; 'data-index'?: number };

interface SpoolGridProps {
  spools: readonly Spool[];
  /** How many spools the list has in all (the count query), for assistive technology. */
  total: number | undefined;
  renderCard: (spool: Spool) => ReactNode;
}

/**
 * The inventory's cards as a list in a responsive grid. A long list renders only the rows near
 * the viewport as the window scrolls (@tanstack/react-virtual), with spacers keeping the list's
 * height; every card still is a list item, reached by Tab as the page scrolls to it.
 */
export function SpoolGrid({ spools, total, renderCard }: SpoolGridProps) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const columns = useSyncExternalStore(subscribeToColumns, columnCount, () => 1);
  const long = spools.length > VIRTUALISE_SPOOLS_ABOVE;
  const rowCount = Math.ceil(spools.length / columns);
  // Where the list starts on the page: the rows' offsets count from there.
  const scrollMargin = list ? list.getBoundingClientRect().top + window.scrollY : 0;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT + ROW_GAP,
    overscan: 3,
    enabled: long,
    scrollMargin,
    measureElement: (element) => element.getBoundingClientRect().height + ROW_GAP,
  });
  // A new column count changes every row: measure again.
  useEffect(() => {
    virtualizer.measure();
  }, [columns, virtualizer]);

  const item = (spool: Spool, index: number, rowProps: MeasuredRowProps = {}) => (
    <li key={spool.id} className="flex" aria-posinset={index + 1} aria-setsize={total ?? -1} {...rowProps}>
      <div className="flex w-full flex-col [&>article]:flex-1">{renderCard(spool)}</div>
    </li>
  );

  const className = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
  if (!long) {
    return (
      <ul ref={setList} className={className} aria-label="Spools">
        {spools.map((spool, index) => item(spool, index))}
      </ul>
    );
  }

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <ul ref={setList} className={className} aria-label="Spools">
      {before > ROW_GAP && <Spacer height={before - ROW_GAP} />}
      {rows.flatMap((row) =>
        spools.slice(row.index * columns, (row.index + 1) * columns).map((spool, column) =>
          item(
            spool,
            row.index * columns + column,
            // The row's first card is measured: the grid stretches the row's cards alike.
            column === 0 ? { ref: virtualizer.measureElement, 'data-index': row.index } : {},
          ),
        ),
      )}
      {after > ROW_GAP && <Spacer height={after - ROW_GAP} />}
    </ul>
  );
}

function Spacer({ height }: { height: number }) {
  return <li aria-hidden="true" className="col-span-full" style={{ height }} />;
}
