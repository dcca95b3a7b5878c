// A page of a list read with a Firestore cursor: one row more than the page is asked for, so
// the page knows whether another exists without a second read.
import type { QueryDocumentSnapshot } from '@/firebase/firestore';

/** Where the next page starts: the sort value and the id of the last row shown (opaque to the UI). */
export type PageCursor = { value: unknown; id: string };
export type CursorPage<T> = { items: T[]; next: PageCursor | null };

/**
 * Turns the rows of a query asked for `pageSize + 1` documents into a page: the extra row only
 * says another page exists. `sortValue` reads the field the query is ordered by.
 */
export function toCursorPage<T>(
  docs: readonly QueryDocumentSnapshot[],
  pageSize: number,
  parse: (entry: QueryDocumentSnapshot) => T,
  sortValue: (entry: QueryDocumentSnapshot) => unknown,
): CursorPage<T> {
  const shown = docs.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    items: shown.map(parse),
    next: docs.length > pageSize && last ? { value: sortValue(last), id: last.id } : null,
  };
}
