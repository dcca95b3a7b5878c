// The Analytics page's charts: the only module that imports the chart library, loaded by the page
// with React.lazy, so recharts ships in this chunk alone (no other page, nor the page's first
// paint, grows). It draws a BarChartSpec (components/chart-spec.ts) the page worked out.
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { chartHeight, type BarChartSpec, type ChartCategory } from './components/chart-spec';
import { seriesColour, seriesFill, Swatch } from './components/chart-style';

const TEXT = '#334155';
const MUTED = '#64748b';
const FONT_SIZE = 12;
/** Roughly the width of a label's character at FONT_SIZE, to leave room for the labels beside bars. */
const CHAR_WIDTH = 6.6;
/** A category's label down the side is cut after this many characters (the tooltip and table say it whole). */
const CATEGORY_CHARS = 28;

/**
 * One category's row: its index, each series' value (s0, s1…) and the text of its label (l0, l1…).
 * The labels travel in the rows: while the chart moves to a new period it may still draw the old
 * rows for a moment, and they must not be read against the new spec.
 */
type Row = Record<string, number | string> & { category: number };
const seriesField = (index: number) => `s${index}`;
const labelField = (index: number) => `l${index}`;

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** A category's label, and under it a stacked chart's total (the sum of its bar). */
function CategoryTick({
  x,
  y,
  category,
  layout,
}: {
  x: number;
  y: number;
  category: ChartCategory | undefined;
  layout: BarChartSpec['layout'];
}) {
  if (!category) return null;
  const rows = layout === 'rows';
  const anchor = rows ? 'end' : 'middle';
  return (
    <g transform={`translate(${x},${y})`}>
      <text
        x={rows ? -6 : 0}
        y={rows ? (category.total ? -3 : 4) : 14}
        textAnchor={anchor}
        fill={TEXT}
        fontSize={FONT_SIZE}
      >
        <title>{category.label}</title>
        {shorten(category.label, rows ? CATEGORY_CHARS : 14)}
      </text>
      {category.total && (
        <text
          x={rows ? -6 : 0}
          y={rows ? 11 : 29}
          textAnchor={anchor}
          fill={MUTED}
          fontSize={FONT_SIZE - 1}
          fontWeight={600}
          data-chart-total=""
        >
          {category.total}
        </text>
      )}
    </g>
  );
}

/** What the tooltip says on hover or tap: the category, each series' value, and any detail lines. */
function ChartTooltip({
  active,
  payload,
  label,
  spec,
}: Pick<TooltipContentProps, 'active' | 'payload' | 'label'> & { spec: BarChartSpec }) {
  const category = spec.categories[Number(label)];
  if (!active || !payload?.length || !category) return null;
  return (
    <div className="max-w-xs rounded-md bg-white px-3 py-2 text-xs text-slate-700 shadow-lg ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{category.label}</p>
      {category.total && <p className="text-slate-600">Total {category.total}</p>}
      <ul className="mt-1 space-y-0.5">
        {spec.series.map((series) =>
          category.values[series.key] ? (
            <li key={series.key} className="flex items-center gap-1.5">
              <Swatch index={series.fillIndex} />
              <span>
                {series.name}: {spec.valueText(category.values[series.key]!)}
              </span>
            </li>
          ) : null,
        )}
      </ul>
      {category.details && category.details.length > 0 && (
        <ul className="mt-1 space-y-0.5 border-t border-slate-100 pt-1 text-slate-600">
          {category.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface SegmentLabelProps {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  height?: number | string;
  value?: unknown;
}

/** A stacked segment's value, written inside it when it fits (else the tooltip and the table say it). */
function SegmentLabel({ x = 0, y = 0, width = 0, height = 0, value }: SegmentLabelProps) {
  const text = typeof value === 'string' ? value : '';
  const [left, top, wide, tall] = [x, y, width, height].map(Number) as [number, number, number, number];
  if (!text || tall < 16 || wide < text.length * CHAR_WIDTH + 6) return null;
  return (
    <text
      x={left + wide / 2}
      y={top + tall / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={FONT_SIZE - 1}
      fontWeight={600}
      fill="#0f172a"
      stroke="white"
      strokeWidth={3}
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

/** A bar's label beside its end (rows) or above it (columns), on one line. */
function BarLabel({
  x = 0,
  y = 0,
  width = 0,
  height = 0,
  value,
  rows,
}: SegmentLabelProps & { rows: boolean }) {
  const text = typeof value === 'string' ? value : '';
  const [left, top, wide, tall] = [x, y, width, height].map(Number) as [number, number, number, number];
  if (!text) return null;
  const style = { fontSize: FONT_SIZE - 1, fill: TEXT };
  if (rows) {
    const end = left + Math.max(0, wide);
    return (
      <text x={end + 6} y={top + tall / 2} dominantBaseline="central" {...style}>
        {text}
      </text>
    );
  }
  return (
    <text x={left + wide / 2} y={Math.min(top, top + tall) - 6} textAnchor="middle" {...style}>
      {text}
    </text>
  );
}

/** Draws one chart of the page, as wide as its card; its height follows the number of categories. */
export default function AnalyticsChart({ spec }: { spec: BarChartSpec }) {
  const rows = spec.layout === 'rows';
  const labelOf = (category: ChartCategory, seriesKey: string) => {
    const value = category.values[seriesKey] ?? 0;
    // A stacked segment of nothing has no label; a bar of zero says so.
    if (spec.stacked && !value) return '';
    return spec.barText ? spec.barText(category, seriesKey) : spec.valueText(value);
  };
  const data: Row[] = spec.categories.map((category, index) => {
    const row: Row = { category: index };
    spec.series.forEach((series, seriesIndex) => {
      row[seriesField(seriesIndex)] = category.values[series.key] ?? 0;
      row[labelField(seriesIndex)] = labelOf(category, series.key);
    });
    return row;
  });
  // Room beside the longest label of a bar (rows) or above it (columns).
  const longestLabel = spec.stacked
    ? 0
    : Math.max(
        0,
        ...data.flatMap((row) =>
          spec.series.map((_, seriesIndex) => String(row[labelField(seriesIndex)]).length),
        ),
      );
  const height = chartHeight(spec);
  const longestCategory = Math.max(
    0,
    ...spec.categories.map((category) =>
      Math.max(Math.min(category.label.length, CATEGORY_CHARS), category.total?.length ?? 0),
    ),
  );
  const categoryAxisWidth = rows ? Math.min(210, Math.max(56, longestCategory * 7 + 14)) : undefined;
  const tick = (props: { x: number | string; y: number | string; payload: { value: unknown } }) => (
    <CategoryTick
      x={Number(props.x)}
      y={Number(props.y)}
      category={spec.categories[Number(props.payload.value)]}
      layout={spec.layout}
    />
  );

  const categoryAxis = { dataKey: 'category', type: 'category' as const, tick, tickLine: false, interval: 0 };
  const valueAxis = {
    type: 'number' as const,
    tickFormatter: (value: number) => spec.axisText(value),
    tick: { fill: MUTED, fontSize: FONT_SIZE - 1 },
    allowDecimals: !spec.integerAxis,
  };

  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
      <BarChart
        data={data}
        layout={rows ? 'vertical' : 'horizontal'}
        margin={{
          top: rows ? 4 : spec.stacked ? 8 : 22,
          right: rows && !spec.stacked ? Math.min(220, longestLabel * CHAR_WIDTH + 12) : 16,
          bottom: rows ? 4 : 24,
          left: 4,
        }}
        barCategoryGap={rows ? 6 : '18%'}
        // The page's wrapper names the chart (role img, its summary); the table is the keyboard's way in.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={rows} horizontal={!rows} />
        {rows ? (
          <>
            <XAxis {...valueAxis} />
            <YAxis {...categoryAxis} width={categoryAxisWidth} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} height={spec.stacked ? 40 : 28} />
            <YAxis {...valueAxis} width={64} />
          </>
        )}
        <Tooltip
          cursor={{ fill: 'rgba(148, 163, 184, 0.15)' }}
          content={(props) => <ChartTooltip {...props} spec={spec} />}
          trigger="hover"
        />
        {spec.series.map((series, seriesIndex) => (
          <Bar
            key={series.key}
            dataKey={seriesField(seriesIndex)}
            name={series.name}
            stackId={spec.stacked ? 'stack' : undefined}
            fill={seriesFill(series.fillIndex)}
            stroke={seriesColour(series.fillIndex)}
            strokeWidth={1}
            isAnimationActive={false}
            maxBarSize={rows ? 22 : 56}
            // A zero (a printer that never failed, nothing paid yet) still shows as a sliver with its label.
            minPointSize={spec.stacked ? 0 : 2}
          >
            {spec.stacked ? (
              <LabelList dataKey={labelField(seriesIndex)} content={SegmentLabel} />
            ) : (
              <LabelList
                dataKey={labelField(seriesIndex)}
                content={(props) => <BarLabel {...(props as SegmentLabelProps)} rows={rows} />}
              />
            )}
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
