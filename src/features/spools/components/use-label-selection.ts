import { useState } from 'react';

/**
 * The spools selected for labels, in the order chosen: kept by the page, so scrolling the long
 * (virtualised) list or changing its filters keeps them.
 */
export function useLabelSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return {
    selecting,
    selected,
    /** Selecting on or off; either way starts from nothing selected. */
    toggleSelecting: () => {
      setSelecting((on) => !on);
      setSelected(new Set());
    },
    select: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: (ids: readonly string[]) => setSelected((current) => new Set([...current, ...ids])),
    clear: () => setSelected(new Set()),
  };
}
