// How the Analytics charts tell their series apart: a colour (Okabe–Ito, told apart by most
// colour-blind readers) AND a pattern, so colour is never the only signal; every series also has
// its name in a legend, and the table beside the chart says everything in text. The patterns are
// defined once in the page (PatternDefs) and referenced by the charts and the legends' swatches.

/** Okabe–Ito, without its yellow (too pale on white) and black (the text's colour). */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9', '#6B7280', '#8B5CF6'];
type PatternKind = 'solid' | 'stripes' | 'dots' | 'cross' | 'lines' | 'checks';
const PATTERNS: PatternKind[] = ['solid', 'stripes', 'dots', 'cross', 'lines', 'checks'];
/** Enough distinct fills for any chart of the page; series beyond it repeat (the legend still names them). */
export const FILL_COUNT = 24;

const patternId = (index: number) => `analytics-fill-${index % FILL_COUNT}`;
/** The fill of the series at `index`: url(#…) of its pattern. */
export const seriesFill = (index: number) => `url(#${patternId(index)})`;
/** Its plain colour (the bars' outline, the tooltip's marker). */
export const seriesColour = (index: number) => COLOURS[index % COLOURS.length]!;

function PatternMarks({ kind }: { kind: PatternKind }) {
  const mark = { stroke: 'white', strokeOpacity: 0.85, strokeWidth: 1.5 };
  switch (kind) {
    case 'solid':
      return null;
    case 'stripes':
      return <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" {...mark} />;
    case 'dots':
      return <circle cx="4" cy="4" r="1.6" fill="white" fillOpacity={0.9} />;
    case 'cross':
      return <path d="M0,0 L8,8 M8,0 L0,8" {...mark} strokeWidth={1.2} />;
    case 'lines':
      return <path d="M0,4 H8" {...mark} />;
    case 'checks':
      return <rect x="0" y="0" width="4" height="4" fill="white" fillOpacity={0.55} />;
  }
}

/** The page's patterns, once: an invisible SVG whose <pattern>s the charts and legends fill with. */
export function PatternDefs() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        {Array.from({ length: FILL_COUNT }, (_, index) => (
          <pattern key={index} id={patternId(index)} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={seriesColour(index)} />
            <PatternMarks kind={PATTERNS[Math.floor(index / COLOURS.length + index) % PATTERNS.length]!} />
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

/** A legend's sample of a series' fill. */
export function Swatch({ index }: { index: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" className="shrink-0">
      <rect
        x="0.5"
        y="0.5"
        width="15"
        height="15"
        rx="2"
        fill={seriesFill(index)}
        stroke={seriesColour(index)}
      />
    </svg>
  );
}
