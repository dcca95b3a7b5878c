import { Button } from './button';
import type { ReactNode } from 'react';

/** What LoadMore needs of a paged query (a useInfiniteQuery result fits). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under a paged list: how much is shown, and Load more while another page exists (SPEC §4). */
export function LoadMore({ query, children }: { query: PagedQuery; children: ReactNode }) {
  return (
    <div className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-600">
      <p>{children}</p>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          // A finger's target on a touch screen (the workshop tablet), as on the board itself.
          className="pointer-coarse:min-h-11"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
