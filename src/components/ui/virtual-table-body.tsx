import { lazy, Suspense, type ReactNode } from 'react';

/** Up to this many rows a table renders them all; above it, only the rows near the screen. */
export const VIRTUALISE_ABOVE = 60;

/** Spread onto a row's <tr>, so the virtualiser can measure it (empty for a short list). */
export type VirtualRowProps = { ref?: (element: Element | null) => void; 'data-index'?: number };

export interface VirtualTableBodyProps<T> {
  items: readonly T[];
  /** A row's usual height in pixels (measured rows correct it). */
  rowHeight: number;
  /** How many cells a row has: the spacer rows span them. */
  columnCount: number;
  getKey: (item: T) => string;
  renderRow: (item: T, rowProps: VirtualRowProps) => ReactNode;
}

// The virtualiser (@tanstack/react-virtual) loads when a list first grows long, not with the page.
const LongTableBody = lazy(() =>
  import('./long-table-body').then((module) => ({ default: module.LongTableBody })),
) as <T>(props: VirtualTableBodyProps<T>) => ReactNode;

/**
 * A <tbody> that, for a long list, renders only the rows near the viewport as the page scrolls
 * (long-table-body.tsx), with spacer rows keeping the table's full height; a short list is
 * rendered whole. While the virtualiser loads, a long list shows its first rows.
 */
export function VirtualTableBody<T>(props: VirtualTableBodyProps<T>) {
  const { items, renderRow } = props;
  const whole = (shown: readonly T[]) => (
    <tbody className="divide-y divide-slate-100">{shown.map((item) => renderRow(item, {}))}</tbody>
  );
  if (items.length <= VIRTUALISE_ABOVE) return whole(items);
  return (
    <Suspense fallback={whole(items.slice(0, VIRTUALISE_ABOVE))}>
      <LongTableBody {...props} />
    </Suspense>
  );
}
