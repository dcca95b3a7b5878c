import { lazy, Suspense, type ReactNode } from 'react';
import { SPOOL_PAGE_SIZE } from '@/domain/spool-list';
import type { Spool } from '@/domain/spool-record';

/** Up to this many spools the grid renders every card; above it, only the rows near the screen. */
export const VIRTUALISE_SPOOLS_ABOVE = SPOOL_PAGE_SIZE;

export const SPOOL_GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** On a row's first card: what lets the virtualiser measure the row. */
type MeasuredRowProps = { ref?: (element: Element | null) => void; 'data-index'?: number };

export interface SpoolGridProps {
  spools: readonly Spool[];
  /** How many spools the list has in all (the count query), for assistive technology. */
  total: number | undefined;
  renderCard: (spool: Spool) => ReactNode;
}

/** One card of the grid, a list item. */
export function SpoolItem({
  spool,
  index,
  total,
  renderCard,
  rowProps = {},
}: {
  spool: Spool;
  index: number;
  total: number | undefined;
  renderCard: (spool: Spool) => ReactNode;
  rowProps?: MeasuredRowProps;
}) {
  return (
    <li className="flex" aria-posinset={index + 1} aria-setsize={total ?? -1} {...rowProps}>
      <div className="flex w-full flex-col [&>article]:flex-1">{renderCard(spool)}</div>
    </li>
  );
}

// The virtualiser (@tanstack/react-virtual) loads when the list first grows long, not with the page.
const LongSpoolGrid = lazy(() =>
  import('./long-spool-grid').then((module) => ({ default: module.LongSpoolGrid })),
);

/**
 * The inventory's cards as a list in a responsive grid. A long list renders only the rows near
 * the viewport as the window scrolls (long-spool-grid.tsx); while that code loads, it shows its
 * first cards. Every card is a list item, reached by Tab as the page scrolls to it.
 */
export function SpoolGrid(props: SpoolGridProps) {
  const { spools, total, renderCard } = props;
  const whole = (shown: readonly Spool[]) => (
    <ul className={SPOOL_GRID_CLASSES} aria-label="Spools">
      {shown.map((spool, index) => (
        <SpoolItem key={spool.id} spool={spool} index={index} total={total} renderCard={renderCard} />
      ))}
    </ul>
  );
  if (spools.length <= VIRTUALISE_SPOOLS_ABOVE) return whole(spools);
  return (
    <Suspense fallback={whole(spools.slice(0, VIRTUALISE_SPOOLS_ABOVE))}>
      <LongSpoolGrid {...props} />
    </Suspense>
  );
}
