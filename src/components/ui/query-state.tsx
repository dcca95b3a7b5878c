import { Alert } from './alert';
import { Button } from './button';
import { PageSpinner } from './spinner';
import type { ReactNode } from 'react';

/** What QueryState needs of a query (useQuery and useInfiniteQuery results both fit). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  isRefetching?: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Said while loading: the spinner's label, or a node of its own (SPEC's 'Loading materials...'). */
  loading: string | ReactNode;
  /** Said when the read failed, with a Retry button beside it. */
  error: string;
  /** Shown instead of the content when the data is empty (or a detail was not found). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The four states of a page or list, drawn one way everywhere: loading, error + Retry, empty, content. */
export function QueryState<T>({ query, loading, error, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return typeof loading === 'string' ? <PageSpinner label={loading} /> : loading;
  if (query.isError || query.data === undefined) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{error}</span>
        <Button
          variant="secondary"
          size="sm"
          // A finger's target on a touch screen (the workshop tablet).
          className="pointer-coarse:min-h-11 pointer-coarse:px-4"
          loading={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          Retry
        </Button>
      </Alert>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
