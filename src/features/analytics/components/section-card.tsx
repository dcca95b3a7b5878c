import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Table } from '@/components/ui/table';
import type { CsvFile } from '@/domain/csv';
import { describeExportFailure } from '@/queries/exports';
import { chartHeight, type BarChartSpec } from './chart-spec';
import { Swatch } from './chart-style';

// The chart library, in a chunk of its own: the page starts loading it while it reads the
// figures (preloadCharts), so drawing the first chart does not wait for it.
export const preloadCharts = () => import('../charts');
const AnalyticsChart = lazy(preloadCharts);

export type SectionId = 'filament' | 'machine-hours' | 'failures' | 'projects' | 'revenue' | 'maintenance';

interface SectionCardProps {
  id: SectionId;
  title: string;
  description?: string;
  /** Figures shown whichever view is on (what is outstanding now). */
  figures?: ReactNode;
  /** The empty state's title when the period has nothing for this section. */
  empty: string | null;
  emptyHint?: ReactNode;
  charts: ReactNode;
  tables: ReactNode;
}

/**
 * One view of the page: a heading, its chart(s), and "Show table" to swap them for the tables
 * that say the same in text (each with its CSV export).
 */
export function SectionCard({
  id,
  title,
  description,
  figures,
  empty,
  emptyHint,
  charts,
  tables,
}: SectionCardProps) {
  const headingId = useId();
  const bodyId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`analytics-${id}`}
      className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {!empty && (
          <Button
            variant="secondary"
            className="min-h-11 shrink-0"
            aria-controls={bodyId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Show chart' : 'Show table'}
          </Button>
        )}
      </div>
      {figures}
      <div id={bodyId}>
        {empty ? (
          <EmptyState title={empty}>{emptyHint}</EmptyState>
        ) : showTable ? (
          <div className="space-y-6">{tables}</div>
        ) : (
          <div className="space-y-6">{charts}</div>
        )}
      </div>
    </section>
  );
}

export interface LegendItem {
  fillIndex: number;
  name: string;
  /** a total, written after the name */
  value?: string;
}

/**
 * Whether the element has come on screen (once it has, it stays so). The page's charts below the
 * first screen are drawn as they are scrolled to: drawing all of a year's at once kept this
 * machine busy for seconds. Without IntersectionObserver (tests), at once.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // On screen: a chart further down is drawn when it is scrolled to (its place is kept).
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** A chart of the section: its (lazy) drawing, named by its summary, and a legend in text. */
export function ChartBox({
  testId,
  title,
  spec,
  legend,
}: {
  testId: string;
  title?: string;
  spec: BarChartSpec;
  legend?: LegendItem[];
}) {
  const height = chartHeight(spec);
  const { ref, near } = useNearViewport();
  const placeholder = <div className="w-full animate-pulse rounded-lg bg-slate-100" style={{ height }} />;
  return (
    <figure className="min-w-0">
      {title && <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>}
      {legend && legend.length > 0 && (
        <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700" aria-label="Legend">
          {legend.map((item) => (
            <li key={item.name} className="flex items-center gap-2">
              <Swatch index={item.fillIndex} />
              <span>
                {item.name}
                {item.value !== undefined && (
                  <span className="font-semibold text-slate-900" data-legend-value="">
                    {' '}
                    {item.value}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Clipped: while a turned tablet's new width reaches the chart (a frame later), it never widens the page. */}
      <div
        ref={ref}
        role="img"
        aria-label={spec.summary}
        data-testid={testId}
        className="w-full min-w-0 overflow-hidden"
      >
        {near ? (
          <Suspense fallback={placeholder}>
            {/* A chart that turns from rows to columns (a shorter period) starts afresh. */}
            <AnalyticsChart key={spec.layout} spec={spec} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </figure>
  );
}

/** One table of a section, its title, and its CSV export (papaparse loads on click). */
export function TableBlock({
  title,
  columns,
  createFile,
  children,
  foot,
}: {
  title: string;
  columns: { label: string; numeric?: boolean }[];
  createFile: () => Promise<CsvFile>;
  children: ReactNode;
  foot?: ReactNode;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-800">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvButton
            size="sm"
            className="min-h-11 px-3"
            createFile={createFile}
            describeFailure={describeExportFailure}
          />
        </div>
      </div>
      <Table caption={title}>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={
                  column.numeric
                    ? 'px-4 py-3 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase'
                    : 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot && <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">{foot}</tfoot>}
      </Table>
    </div>
  );
}

export const cellClass = 'px-4 py-2.5 text-left whitespace-nowrap text-slate-700';
export const numberClass = 'px-4 py-2.5 whitespace-nowrap text-right tabular-nums text-slate-700';
