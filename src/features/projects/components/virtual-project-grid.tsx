import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ProjectCard } from './project-card';
import { GRID_CLASSES, type ProjectGridProps } from './project-grid';

/** The grid's columns at Tailwind's md (48rem) and xl (80rem) widths, as its classes lay them out. */
const TWO_COLUMNS = '(min-width: 48rem)';
const THREE_COLUMNS = '(min-width: 80rem)';
/** A card's usual height with the gap under it, until its row is measured. */
const ESTIMATED_ROW_HEIGHT = 276;
/** Rows drawn beyond the screen each way, so a quick scroll does not show blanks. */
const OVERSCAN_ROWS = 3;
/**
 * How near the bottom of the window (in pixels) the end of what is loaded comes before the next
 * page loads: under a first page's height at either design size, so opening the list reads one page.
 */
const LOAD_AHEAD = 400;

/** Rows are measured as they lay out where the browser can watch their size; elsewhere the estimate stands. */
const canMeasureRows = typeof ResizeObserver !== 'undefined';

const matches = (media: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(media).matches;

function subscribeToWidth(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(TWO_COLUMNS), window.matchMedia(THREE_COLUMNS)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** How many cards a row of the grid holds at the window's width now. */
function useColumnCount() {
  return useSyncExternalStore(subscribeToWidth, () =>
    matches(THREE_COLUMNS) ? 3 : matches(TWO_COLUMNS) ? 2 : 1,
  );
}

/**
 * Loaded by ProjectGrid (project-grid.tsx) with the page's first cards on screen.
 * The project cards in the responsive grid, drawn a row at a time for the rows on screen only
 * (a window virtualiser): 2,000 projects cost the DOM of about a dozen rows. It stays one list
 * to assistive technology, each card saying where it is in the whole.
 */
export function VirtualProjectGrid({ projects, total, currency, onNearEnd }: ProjectGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumnCount();
  const rowCount = Math.ceil(projects.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts in the page: the virtualiser counts the window's scroll from there.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, [columns]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();

  // Load on scroll: once the user has scrolled down the list and the end of what is loaded comes
  // near the bottom of the window. Landing on the list reads one page, not two (issue 15: saving a
  // project returns here); a page that does not fill the window has Load more below it.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    // A scroll back to the top (a navigation restoring the position) is not the user reading on.
    const onScroll = () => window.scrollY > 0 && setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  const endRef = useRef<HTMLDivElement>(null);
  const onNearEndRef = useRef(onNearEnd);
  useEffect(() => {
    onNearEndRef.current = onNearEnd;
  });
  useEffect(() => {
    const end = endRef.current;
    if (!scrolled || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearEndRef.current();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD}px 0px` },
    );
    // Observed anew as pages arrive: a page that leaves the end in view asks for the next at once.
    observer.observe(end);
    return () => observer.disconnect();
  }, [projects.length, scrolled]);

  return (
    <>
      <div
        ref={listRef}
        role="list"
        aria-label="Projects"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={canMeasureRows ? virtualizer.measureElement : undefined}
              className={`absolute inset-x-0 top-0 pb-4 ${GRID_CLASSES}`}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {projects.slice(first, first + columns).map((project, offset) => (
                <div
                  key={project.id}
                  role="listitem"
                  aria-posinset={first + offset + 1}
                  aria-setsize={total ?? -1}
                >
                  <ProjectCard project={project} currency={currency} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <div ref={endRef} aria-hidden="true" />
    </>
  );
}
