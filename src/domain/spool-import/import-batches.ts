// How an import's spools are grouped into write batches (issue 17): Firestore takes at most 500
// writes in one batch, and its rules at most 20 document reads per request: each opening ledger
// entry (a spool added part-used) reads its spool with getAfter, so at most 20 of them go in a batch.

export const MAX_BATCH_WRITES = 500;
export const MAX_BATCH_LEDGER_ENTRIES = 20;

/** The items in order, cut into batches; `writes` says 1 (a spool) or 2 (a spool and its entry). */
export function planImportBatches<T>(items: readonly T[], hasLedgerEntry: (item: T) => boolean): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let writes = 0;
  let entries = 0;
  for (const item of items) {
    const entry = hasLedgerEntry(item);
    const itemWrites = entry ? 2 : 1;
    if (
      current.length > 0 &&
      (writes + itemWrites > MAX_BATCH_WRITES || (entry && entries + 1 > MAX_BATCH_LEDGER_ENTRIES))
    ) {
      batches.push(current);
      current = [];
      writes = 0;
      entries = 0;
    }
    current.push(item);
    writes += itemWrites;
    if (entry) entries += 1;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** "rows 1–3, 7, 9–12": a list of row numbers as a person reads it. */
export function describeRows(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let previous = start;
  for (const row of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || previous === undefined) break;
    if (row === previous + 1) {
      previous = row;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start}–${previous}`);
    start = row;
    previous = row;
  }
  if (parts.length === 0) return '';
  return `${sorted.length === 1 ? 'row' : 'rows'} ${parts.join(', ')}`;
}
