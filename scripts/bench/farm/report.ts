// The benchmark's printed tables: each figure beside the issue's target, marked OK or OVER.

export interface PageFigures {
  /** Time to first content of each load, ms from navigation start. */
  times: number[];
  /** Documents + aggregation results read by each load. */
  reads: number[];
  /** Where the first load's reads went, by collection. */
  byCollection: Record<string, number>;
  heapBytes: number[];
  domElements: number[];
  /** The longest task of each load, ms (0: none over 50 ms). */
  longestTasks: number[];
}

export const TARGETS = {
  pageReads: 60,
  journeyReads: 300,
  saveReads: 20,
  timeRatio: 1.3,
  projectsHeapMb: 20,
  longTaskMs: 200,
} as const;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mark = (ok: boolean) => (ok ? 'OK' : 'OVER');
const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** A load's reads: one number, or the range when the loads disagreed. */
function readsCell(reads: number[]) {
  const low = Math.min(...reads);
  const high = Math.max(...reads);
  const shown = low === high ? high.toLocaleString('en-US') : `${low}–${high}`;
  return `${shown} ${mark(high <= TARGETS.pageReads)}`;
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}

export function pagesTable(
  pages: { name: string; path: string; a: PageFigures; b: PageFigures }[],
  labels: { a: string; b: string },
) {
  const rows = pages.map(({ name, path, a, b }) => {
    const timeA = median(a.times);
    const timeB = median(b.times);
    const ratio = timeB / timeA;
    const heapB = megabytes(median(b.heapBytes));
    const longestA = Math.max(...a.longestTasks);
    const longestB = Math.max(...b.longestTasks);
    const heapCell = (bytes: number, target: boolean) =>
      `${megabytes(bytes).toFixed(1)}${target ? ` ${mark(heapB < TARGETS.projectsHeapMb)}` : ''}`;
    const taskCell = (ms: number) => `${ms === 0 ? '<50' : ms.toFixed(0)} ${mark(ms <= TARGETS.longTaskMs)}`;
    return [
      `${name} (${path})`,
      timeA.toFixed(0),
      timeB.toFixed(0),
      `${ratio.toFixed(2)} ${mark(ratio <= TARGETS.timeRatio)}`,
      readsCell(a.reads),
      readsCell(b.reads),
      heapCell(median(a.heapBytes), false),
      heapCell(median(b.heapBytes), name === 'projects'),
      median(a.domElements).toLocaleString('en-US'),
      median(b.domElements).toLocaleString('en-US'),
      taskCell(longestA),
      taskCell(longestB),
    ];
  });
  return table(
    [
      'page',
      `ms (a)`,
      `ms (b)`,
      `(b)/(a) ≤${TARGETS.timeRatio}`,
      `reads (a) ≤${TARGETS.pageReads}`,
      `reads (b) ≤${TARGETS.pageReads}`,
      'heap MB (a)',
      `heap MB (b)${' '}`,
      'DOM (a)',
      'DOM (b)',
      `long task ms (a) ≤${TARGETS.longTaskMs}`,
      `long task ms (b) ≤${TARGETS.longTaskMs}`,
    ],
    rows,
  ).concat(
    `\n(a) = ${labels.a}; (b) = ${labels.b}. ms: time to first content, median of the loads; reads: documents + aggregation results of one cold load;` +
      ` heap: JS heap used after a garbage collection (projects at (b) < ${TARGETS.projectsHeapMb} MB); DOM: elements in the document; long task: the longest of all loads.`,
  );
}

export function breakdownTable(pages: { name: string; a: PageFigures; b: PageFigures }[]) {
  const describe = (reads: Record<string, number>) =>
    Object.entries(reads)
      .sort(([, x], [, y]) => y - x)
      .map(([collection, count]) => `${collection} ${count.toLocaleString('en-US')}`)
      .join(', ') || 'nothing';
  return table(
    ['page', 'reads at (a), by collection', 'reads at (b), by collection'],
    pages.map(({ name, a, b }) => [name, describe(a.byCollection), describe(b.byCollection)]),
  );
}

export const readsVerdict = (reads: number, target: number) =>
  `${reads.toLocaleString('en-US')} reads (target ≤ ${target}: ${mark(reads <= target)})`;
