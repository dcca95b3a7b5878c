import { useEffect, useState } from 'react';

/** How far below the screen the next page starts loading as the user scrolls. */
const LOAD_AHEAD = '1200px';

/**
 * Load-on-scroll: the next page is read as the end of the list comes near the screen (a failed
 * page waits for Load more, rather than retrying in a loop). Placed after the list; observed anew
 * as pages arrive, so a page that leaves the end in view asks for the next at once.
 */
export function LoadOnScroll({
  query: { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage },
  loaded,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** How many items are loaded. */
  loaded: number;
}) {
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!sentinel || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, loaded]);
  return <div ref={setSentinel} aria-hidden="true" />;
}
