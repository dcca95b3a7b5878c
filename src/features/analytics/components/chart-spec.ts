// What one Analytics chart shows, worked out by the page (no chart library here): the lazy chart
// module (../charts.tsx) draws it, and the page writes its text summary from the same data.

export interface ChartSeries {
  key: string;
  /** named in the legend and the tooltip */
  name: string;
  /** the series' fill (chart-style.tsx), so a series keeps its look across the page's charts */
  fillIndex: number;
}

export interface ChartCategory {
  key: string;
  /** the axis label: a week, a month, a printer… */
  label: string;
  /** each series' value, in the unit the chart draws (grams, hours, money, %) */
  values: Record<string, number>;
  /** a stacked chart's total, written beside the category's label */
  total?: string;
  /** more lines for the tooltip (the colours of a week's filament) */
  details?: string[];
}

export interface BarChartSpec {
  /** read by assistive technology instead of the drawing (the table holds the rest) */
  summary: string;
  /** series stacked in one bar per category, or side by side */
  stacked: boolean;
  /** categories along the bottom (columns) or down the side (rows: long lists, long names) */
  layout: 'columns' | 'rows';
  series: ChartSeries[];
  categories: ChartCategory[];
  /** a value as the bars' labels and the tooltip write it */
  valueText: (value: number) => string;
  /** a label of its own for a bar (a failure rate with its counts), else valueText */
  barText?: (category: ChartCategory, seriesKey: string) => string;
  /** a value on the value axis, short */
  axisText: (value: number) => string;
  /** counts: the value axis has whole numbers only */
  integerAxis?: boolean;
}

/** A stacked chart of many categories reads better down the page than across it. */
export const layoutFor = (categories: number): BarChartSpec['layout'] =>
  categories > 14 ? 'rows' : 'columns';

/** The text alternative of a chart: every category's values, in words. */
export function summaryOf(title: string, spec: Omit<BarChartSpec, 'summary'>): string {
  if (spec.categories.length === 0) return `${title}: nothing to show.`;
  const parts = spec.categories.map((category) => {
    if (spec.stacked && category.total) return `${category.label} ${category.total}`;
    const values = spec.series
      .filter((series) => category.values[series.key] !== undefined)
      .map((series) => {
        const text = spec.barText
          ? spec.barText(category, series.key)
          : spec.valueText(category.values[series.key]!);
        return spec.series.length > 1 ? `${series.name} ${text}` : text;
      });
    return `${category.label}: ${values.join(', ')}`;
  });
  return `${title}. ${parts.join('; ')}.`;
}

const ROW_HEIGHT = { stacked: 36, single: 34, perSeries: 24 };

/** A chart's height: fixed across the page (columns), or by its number of rows. */
export function chartHeight(
  spec: Pick<BarChartSpec, 'layout' | 'stacked' | 'series' | 'categories'>,
): number {
  if (spec.layout === 'columns') return 320;
  const rowHeight = spec.stacked
    ? ROW_HEIGHT.stacked
    : Math.max(ROW_HEIGHT.single, spec.series.length * ROW_HEIGHT.perSeries + 10);
  return Math.max(120, spec.categories.length * rowHeight + 40);
}
