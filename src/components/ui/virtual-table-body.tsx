import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useState, type ReactNode } from 'react';

/** Up to this many rows a table renders them all; above it, only the rows near the screen. */
export const VIRTUALISE_ABOVE = 60;

/** Spread onto a row's <tr>, so the virtualiser can measure it (empty for a short list). */
export type VirtualRowProps = { ref?: (element: Element | null) => void; 'data-index'?: number };

interface VirtualTableBodyProps<T> {
  items: readonly T[];
  /** A row's usual height in pixels (measured rows correct it). */
  rowHeight: number;
  /** How many cells a row has: the spacer rows span them. */
  columnCount: number;
  getKey: (item: T) => string;
  renderRow: (item: T, rowProps: VirtualRowProps) => ReactNode;
}

/**
 * A <tbody> that, for a long list, renders only the rows near the viewport as the page scrolls
 * (@tanstack/react-virtual), with spacer rows keeping the table's full height; a short list is
 * rendered whole.
 */
export function VirtualTableBody<T>({
  items,
  rowHeight,
  columnCount,
  getKey,
  renderRow,
}: VirtualTableBodyProps<T>) {
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  const long = items.length > VIRTUALISE_ABOVE;
  // Where the body starts on the page: the rows' offsets count from there.
  const scrollMargin = body ? body.getBoundingClientRect().top + window.scrollY : 0;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    enabled: long,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });

  if (!long) {
    return (
      <tbody ref={setBody} className="divide-y divide-slate-100">
        {items.map((item) => renderRow(item, {}))}
      </tbody>
    );
  }
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <tbody ref={setBody} className="divide-y divide-slate-100">
      {before > 0 && <SpacerRow height={before} columnCount={columnCount} />}
      {rows.map((row) =>
        renderRow(items[row.index]!, { ref: virtualizer.measureElement, 'data-index': row.index }),
      )}
      {after > 0 && <SpacerRow height={after} columnCount={columnCount} />}
    </tbody>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0 }} />
    </tr>
  );
}
