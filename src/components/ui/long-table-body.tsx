import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import type { VirtualTableBodyProps } from './virtual-table-body';

/**
 * The long list's <tbody>: only the rows near the viewport as the page scrolls
 * (@tanstack/react-virtual), with spacer rows keeping the table's full height. Loaded by
 * VirtualTableBody when a list first grows long.
 */
export function LongTableBody<T>({
  items,
  rowHeight,
  columnCount,
  getKey,
  renderRow,
}: VirtualTableBodyProps<T>) {
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  // Where the body starts on the page: the rows' offsets count from there.
  const scrollMargin = body ? body.getBoundingClientRect().top + window.scrollY : 0;
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });
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
