import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Spool } from '@/domain/spool-record';
import { SPOOL_GRID_CLASSES, SpoolItem, type SpoolGridProps } from './spool-grid';

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

/**
 * The long inventory: only the rows near the viewport as the window scrolls
 * (@tanstack/react-virtual), with spacers keeping the list's height; every card still is a list
 * item, reached by Tab as the page scrolls to it. Loaded by SpoolGrid when the list first grows long.
 */
export function LongSpoolGrid({ spools, total, renderCard }: SpoolGridProps) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const columns = useSyncExternalStore(subscribeToColumns, columnCount, () => 1);
  const rowCount = Math.ceil(spools.length / columns);
  // Where the list starts on the page: the rows' offsets count from there.
  const scrollMargin = list ? list.getBoundingClientRect().top + window.scrollY : 0;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT + ROW_GAP,
    overscan: 3,
    scrollMargin,
    measureElement: (element) => element.getBoundingClientRect().height + ROW_GAP,
  });
  // A new column count changes every row: measure again.
  useEffect(() => {
    virtualizer.measure();
  }, [columns, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <ul ref={setList} className={SPOOL_GRID_CLASSES} aria-label="Spools">
      {before > ROW_GAP && <Spacer height={before - ROW_GAP} />}
      {rows.flatMap((row) =>
        spools.slice(row.index * columns, (row.index + 1) * columns).map((spool: Spool, column) => (
          <SpoolItem
            key={spool.id}
            spool={spool}
            index={row.index * columns + column}
            total={total}
            renderCard={renderCard}
            // The row's first card is measured: the grid stretches the row's cards alike.
            rowProps={column === 0 ? { ref: virtualizer.measureElement, 'data-index': row.index } : {}}
          />
        )),
      )}
      {after > ROW_GAP && <Spacer height={after - ROW_GAP} />}
    </ul>
  );
}

function Spacer({ height }: { height: number }) {
  return <li aria-hidden="true" className="col-span-full" style={{ height }} />;
}
