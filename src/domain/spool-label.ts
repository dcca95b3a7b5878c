// What a spool's printed label carries to find the spool again (issue 16): a QR code with the
// spool's link, and a short code a person can type when there is no camera.

/** How many characters of the spool's id the label prints as its short code. */
export const SHORT_CODE_LENGTH = 8;

/** The short code printed on a spool's label: the first characters of its id (case-sensitive). */
export function spoolShortCode(spoolId: string): string {
  return spoolId.slice(0, SHORT_CODE_LENGTH);
}

// ---- Layouts: the label sizes the print view offers (all sizes in millimetres). ----

export const LABEL_LAYOUTS = ['62mm', '40x30', 'a4', 'letter'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const DEFAULT_LABEL_LAYOUT: LabelLayout = '62mm';

/** The most spools one label sheet prints: more are refused with a message, never cut silently. */
export const MAX_LABEL_SPOOLS = 100;

/** How much a label shows: `regular` every field; `compact` (40×30 mm) no bed temperature. */
export type LabelDensity = 'regular' | 'compact';

export interface LabelSheet {
  pageWidth: number;
  pageHeight: number;
  /** The blank border of the page, on every side. */
  margin: number;
  /** The space between two labels, across and down. */
  gap: number;
}

export interface LabelLayoutSpec {
  layout: LabelLayout;
  /** What the layout picker says. */
  title: string;
  labelWidth: number;
  labelHeight: number;
  /** The QR code's side. */
  qrSize: number;
  /** The label's inner padding. */
  padding: number;
  density: LabelDensity;
  /** A sheet of labels in a grid; null: one label per page (a label printer's roll). */
  sheet: LabelSheet | null;
}

/** The labels of a sheet layout: A4 fits 3 × 7, Letter 3 × 6. */
const SHEET_LABEL = { labelWidth: 60, labelHeight: 36, qrSize: 26, padding: 3, density: 'regular' } as const;

export const labelLayouts: Record<LabelLayout, LabelLayoutSpec> = {
  '62mm': {
    layout: '62mm',
    title: '62 mm continuous roll',
    labelWidth: 62,
    labelHeight: 36,
    qrSize: 28,
    padding: 3,
    density: 'regular',
    sheet: null,
  },
  '40x30': {
    layout: '40x30',
    title: '40 × 30 mm labels',
    labelWidth: 40,
    labelHeight: 30,
    qrSize: 17,
    padding: 1.5,
    density: 'compact',
    sheet: null,
  },
  a4: {
    layout: 'a4',
    title: 'A4 sheet',
    ...SHEET_LABEL,
    sheet: { pageWidth: 210, pageHeight: 297, margin: 10, gap: 4 },
  },
  letter: {
    layout: 'letter',
    title: 'Letter sheet',
    ...SHEET_LABEL,
    sheet: { pageWidth: 215.9, pageHeight: 279.4, margin: 10, gap: 4 },
  },
};

/** How many labels fit across and down one page of the layout (1 × 1 on a roll). */
export function labelGrid(spec: LabelLayoutSpec): { columns: number; rows: number } {
  const { sheet } = spec;
  if (!sheet) return { columns: 1, rows: 1 };
  const fit = (page: number, label: number) =>
    Math.max(1, Math.floor((page - 2 * sheet.margin + sheet.gap + 1e-9) / (label + sheet.gap)));
  return {
    columns: fit(sheet.pageWidth, spec.labelWidth),
    rows: fit(sheet.pageHeight, spec.labelHeight),
  };
}

export function labelsPerPage(spec: LabelLayoutSpec): number {
  const { columns, rows } = labelGrid(spec);
  return columns * rows;
}

/** The printed page of the layout: a sheet's paper, or one label's size on a roll. */
export function labelPageSize(spec: LabelLayoutSpec): { width: number; height: number } {
  return spec.sheet
    ? { width: spec.sheet.pageWidth, height: spec.sheet.pageHeight }
    : { width: spec.labelWidth, height: spec.labelHeight };
}

/** The items split into printed pages of the layout (a label never splits across two pages). */
export function labelPages<T>(items: readonly T[], spec: LabelLayoutSpec): T[][] {
  const size = labelsPerPage(spec);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

export const isLabelLayout = (value: unknown): value is LabelLayout =>
  typeof value === 'string' && (LABEL_LAYOUTS as readonly string[]).includes(value);

// ---- The selection in the print view's address. ----

/** A Firestore document id the address may name: not empty, no slash, not absurdly long. */
const MAX_ID_LENGTH = 200;
const isSpoolId = (id: string) => id.length > 0 && id.length <= MAX_ID_LENGTH && !id.includes('/');

export type LabelSelection =
  | { ok: true; ids: string[]; layout: LabelLayout }
  | { ok: false; problem: 'none' | 'too-many' | 'invalid'; count: number; layout: LabelLayout };

/**
 * The print view's `?spools=<id>,<id>&layout=…`: the ids once each, in order; an unknown layout is
 * the default one. No ids, more than MAX_LABEL_SPOOLS, or a malformed id is a problem to report.
 */
export function parseLabelSelection(params: URLSearchParams): LabelSelection {
  const rawLayout = params.get('layout');
  const layout = isLabelLayout(rawLayout) ? rawLayout : DEFAULT_LABEL_LAYOUT;
  const ids = [
    ...new Set(
      (params.get('spools') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
  ];
  if (ids.length === 0) return { ok: false, problem: 'none', count: 0, layout };
  if (ids.length > MAX_LABEL_SPOOLS) return { ok: false, problem: 'too-many', count: ids.length, layout };
  if (!ids.every(isSpoolId)) return { ok: false, problem: 'invalid', count: ids.length, layout };
  return { ok: true, ids, layout };
}

export const labelMessages = {
  none: 'No spools were chosen for labels. Select spools on the Spools Inventory page, then Print labels.',
  tooMany: (count: number) =>
    `${count.toLocaleString('en-US')} spools were chosen, but one label sheet prints at most ${MAX_LABEL_SPOOLS}. Select fewer spools and print them in parts.`,
  invalid: 'The link names a spool that cannot exist. Select the spools again on the Spools Inventory page.',
  missing: (missing: number, asked: number) =>
    missing === asked
      ? asked === 1
        ? 'The spool could not be found: it may have been deleted, or it is not yours.'
        : `None of the ${asked} spools could be found: they may have been deleted, or they are not yours.`
      : `${missing} of the ${asked} spools could not be found (deleted, or not yours): their labels are left out.`,
  readFailed: 'The spools could not be loaded.',
} as const;

/** What the spools page says instead of Print labels when the selection is too large. */
export const selectionTooLarge = (count: number) =>
  `${count.toLocaleString('en-US')} spools are selected: labels print at most ${MAX_LABEL_SPOOLS} at a time.`;

// ---- What a label shows. ----

/** Longest texts a label prints (a longer one ends in "…"): about two lines each. */
export const LABEL_TEXT_LIMITS: Record<LabelDensity, { name: number; detail: number }> = {
  regular: { name: 40, detail: 32 },
  compact: { name: 24, detail: 22 },
};

/**
 * The text as a label prints it: whitespace collapsed, and at most `max` characters, cut at a
 * word boundary when one is near the end, with "…" as the last of them.
 */
export function fitLabelText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  if (characters.length <= max) return clean;
  if (max <= 1) return '…';
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const atWord = space >= Math.floor((max - 1) * 0.6) ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,.;:·–-]+$/u, '')}…`;
}

/** "190–220 °C", "210 °C" when one end is set or both match; null when the spool has none. */
export function formatTemperatureRange(min: number, max: number): string | null {
  const set = [min, max].filter((value) => Number.isFinite(value) && value > 0).map(Math.round);
  if (set.length === 0) return null;
  const [low, high] = [Math.min(...set), Math.max(...set)];
  return low === high ? `${low} °C` : `${low}–${high} °C`;
}

const diameterFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export function formatDiameter(diameter: number): string | null {
  return Number.isFinite(diameter) && diameter > 0 ? `${diameterFormat.format(diameter)} mm` : null;
}

/** Colour words a spool's colour name often holds, as CSS colours for the label's swatch. */
const NAMED_COLOURS = new Map<string, string>(
  Object.entries({
    black: '#111111',
    white: '#ffffff',
    grey: '#808080',
    gray: '#808080',
    silver: '#c0c0c0',
    red: '#d32f2f',
    orange: '#f57c00',
    yellow: '#fbc02d',
    gold: '#c9a227',
    green: '#388e3c',
    blue: '#1976d2',
    navy: '#1a237e',
    purple: '#7b1fa2',
    violet: '#7b1fa2',
    pink: '#ec407a',
    magenta: '#d81b60',
    brown: '#6d4c41',
    beige: '#e8d9b5',
    natural: '#efe6d2',
    cyan: '#00acc1',
    teal: '#00897b',
  }),
);

/**
 * The swatch of a colour name: a hex value as written ("#1B1B1B", "1b1b1b"), else the last colour
 * word in it ("Galaxy Black" → black); null when nothing in it is a colour.
 */
export function labelSwatchColour(colorName: string): string | null {
  const trimmed = colorName.trim();
  if (/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed)) {
    return (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toLowerCase();
  }
  const words = trimmed.toLowerCase().split(/[^a-z]+/);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const colour = NAMED_COLOURS.get(words[index] ?? '');
    if (colour) return colour;
  }
  return null;
}

/** The fields of a spool that a label reads. */
export interface LabelSpool {
  id: string;
  name: string;
  material: string;
  colorName: string;
  /** Its hex colour (issue 32), the swatch when set. */
  colorHex?: string | null;
  brand: string;
  diameter: number;
  printTempMin: number;
  printTempMax: number;
  bedTempMin: number;
  bedTempMax: number;
}

export interface SpoolLabelFields {
  id: string;
  name: string;
  /** The whole name when it was shortened (the page shows it as a tooltip), else null. */
  fullName: string | null;
  /** Material and colour name, e.g. "PLA · Galaxy Black" (null when the spool has neither). */
  material: string | null;
  swatch: string | null;
  diameter: string | null;
  nozzle: string | null;
  /** Always null on a compact label. */
  bed: string | null;
  code: string;
}

export const UNNAMED_SPOOL = 'Unnamed spool';

/** What a spool's label prints in a layout: every text fitted to it, empty fields left out. */
export function spoolLabelFields(spool: LabelSpool, density: LabelDensity): SpoolLabelFields {
  const limits = LABEL_TEXT_LIMITS[density];
  const rawName = spool.name.replace(/\s+/g, ' ').trim() || UNNAMED_SPOOL;
  const name = fitLabelText(rawName, limits.name);
  const material = [spool.material, spool.colorName.trim() || (spool.colorHex ?? '')]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
  return {
    id: spool.id,
    name,
    fullName: name === rawName ? null : rawName,
    material: material ? fitLabelText(material, limits.detail) : null,
    swatch: labelSwatchColour(spool.colorHex ?? '') ?? labelSwatchColour(spool.colorName),
    diameter: formatDiameter(spool.diameter),
    nozzle: formatTemperatureRange(spool.printTempMin, spool.printTempMax),
    bed: density === 'compact' ? null : formatTemperatureRange(spool.bedTempMin, spool.bedTempMax),
    code: spoolShortCode(spool.id),
  };
}
