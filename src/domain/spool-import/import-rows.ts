// An import's rows (issue 17 parts 3–5): each row's values as text the user can correct, checked
// into a spool draft (what the spool form would store) or a list of problems. Pure.
import { isIsoDate, todayIsoDate } from '../dates';
import { COMMON_MATERIALS } from '../project-actuals-display';
import { spoolFormSchema, spoolMessages, type SpoolFormValues } from '../spool-form';
import { SPOOL_STATUSES, type SpoolStatus } from '../spool-record';

/** The spool fields an import fills, in the preview's and the mapping's order. */
export const IMPORT_FIELDS = [
  'name',
  'brand',
  'material',
  'colorName',
  'colorHex',
  'weight',
  'remainingWeight',
  'emptySpoolWeight',
  'purchaseDate',
  'purchasePrice',
  'status',
  'location',
  'notes',
  'diameter',
  'printTempMin',
  'printTempMax',
  'bedTempMin',
  'bedTempMax',
  'lowSpoolThreshold',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  brand: 'Brand',
  material: 'Material',
  colorName: 'Colour',
  colorHex: 'Colour hex',
  weight: 'Weight (g)',
  remainingWeight: 'Remaining (g)',
  emptySpoolWeight: 'Empty spool weight (g)',
  purchaseDate: 'Purchase date',
  purchasePrice: 'Price',
  status: 'Status',
  location: 'Location',
  notes: 'Notes',
  diameter: 'Diameter (mm)',
  printTempMin: 'Print temp min (°C)',
  printTempMax: 'Print temp max (°C)',
  bedTempMin: 'Bed temp min (°C)',
  bedTempMax: 'Bed temp max (°C)',
  lowSpoolThreshold: 'Low-spool threshold (g)',
};

const NUMBER_FIELDS = new Set<ImportField>([
  'weight',
  'remainingWeight',
  'emptySpoolWeight',
  'purchasePrice',
  'diameter',
  'printTempMin',
  'printTempMax',
  'bedTempMin',
  'bedTempMax',
  'lowSpoolThreshold',
]);
export const isNumberField = (field: ImportField) => NUMBER_FIELDS.has(field);

/** A row's values as text, as read and as the user corrects them. */
export type RowValues = Record<ImportField, string>;

export const emptyRowValues = (): RowValues =>
  Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as RowValues;

/** One row of the file: its number (1 = the first spool), values, and catalogue match. */
export interface ImportRow {
  row: number;
  values: RowValues;
  /** The SpoolmanDB id the source named (Spoolman's filament.external_id), if any. */
  externalId: string | null;
  /** The catalogue filament it matched, by its sanitised id. */
  filamentId: string | null;
  skipped: boolean;
  /**
   * The spool's own id in the source (Spoolman's spool id), when it has one: its spool here gets
   * an id derived from it (importedSpoolId), so importing the same export again finds it.
   */
  sourceId?: string;
  /** Its spool is already in the inventory from an earlier import: skipped, and cannot be included. */
  alreadyImported?: boolean;
}

export interface RowProblem {
  field: ImportField;
  message: string;
}

/** What a spool import writes for one row: the form's values and the empty spool's weight. */
export interface SpoolImportDraft {
  row: number;
  values: SpoolFormValues;
  emptySpoolWeight: number | null;
  /** The row's source id (ImportRow.sourceId): the spool's id is derived from it. */
  sourceId?: string;
  /** The id to write the spool under (importedSpoolId of the source id); a new one when absent. */
  spoolId?: string;
}

export const importRowMessages = {
  notANumber: (field: ImportField, text: string) =>
    `${IMPORT_FIELD_LABELS[field]}: "${text}" is not a number`,
  badDate: (text: string) => `Purchase date: "${text}" is not a date (use YYYY-MM-DD)`,
  badStatus: (text: string) => `Status: "${text}" is not new, used or done`,
  unknownMaterial: (material: string) =>
    `Unknown material "${material}": pick a material, keep it as a new one, or skip the row`,
  negative: (field: ImportField) => `${IMPORT_FIELD_LABELS[field]} cannot be negative`,
} as const;

/**
 * Materials every import knows: the job form's common ones and SpoolmanDB's material list's
 * usual names. The user's own filament types and spool materials are added to them.
 */
export const KNOWN_MATERIALS: readonly string[] = [
  ...COMMON_MATERIALS,
  'PLA+',
  'PLA-CF',
  'PETG-CF',
  'PA-CF',
  'PA6',
  'PA12',
  'ABS+',
  'PCTG',
  'PET',
  'PP',
  'POM',
  'PMMA',
  'PEI',
  'PEEK',
  'PEKK',
  'PPSU',
  'PVB',
  'PVDF',
  'TPE',
  'CPE',
  'Nylon',
  'Wood',
  'Carbon Fiber',
];

/** Known materials by their lower-case spelling → the spelling stored. */
export function materialCatalogue(extra: readonly string[] = []): Map<string, string> {
  const known = new Map<string, string>();
  for (const material of [...KNOWN_MATERIALS, ...extra]) {
    const name = material.trim();
    if (name !== '' && !known.has(name.toLowerCase())) known.set(name.toLowerCase(), name);
  }
  return known;
}

/**
 * A number as people type it in a spreadsheet: '1000', '1,000.5', '12,5', '€ 24.99', '1000 g'.
 * NaN when it is not one.
 */
export function parseImportNumber(text: string): number {
  let value = text
    .trim()
    .replace(/^[$€£¥]\s*/, '')
    .replace(/\s*(g|kg|mm|°c|c|€|\$|£)$/i, '');
  value = value.replace(/[\s\u00a0']/g, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^[-+]?\d+,\d+$/.test(value)) value = value.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return Number.NaN;
  return Number(value);
}

/** A date as exports write it ('2024-03-05', '2024-03-05 10:20:30', ISO with time, '2024/03/05'). */
export function parseImportDate(text: string): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[T\s])/.exec(text.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isIsoDate(date) ? date : null;
}

const STATUS_WORDS: Record<string, SpoolStatus> = {
  new: 'new',
  used: 'used',
  done: 'done',
  empty: 'done',
  archived: 'done',
  finished: 'done',
};

/** The name a row without one gets: "Brand Material Colour". */
export function generatedName(values: Pick<RowValues, 'brand' | 'material' | 'colorName'>): string {
  return [values.brand, values.material, values.colorName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

export interface CheckContext {
  /** Known materials (materialCatalogue), plus those the user chose to keep as new. */
  materials: ReadonlyMap<string, string>;
  /** Today, for rows without a purchase date. */
  today?: string;
}

export type CheckedRow =
  { ok: true; draft: SpoolImportDraft; problems: [] } | { ok: false; problems: RowProblem[] };

/** Checks one row: a draft the spool repository will accept, or every problem found. */
export function checkRow(
  row: Pick<ImportRow, 'row' | 'values' | 'filamentId' | 'sourceId'>,
  context: CheckContext,
): CheckedRow {
  const values = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, (row.values[field] ?? '').trim()]),
  ) as RowValues;
  const problems: RowProblem[] = [];
  const numbers: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    if (!NUMBER_FIELDS.has(field) || values[field] === '') continue;
    const value = parseImportNumber(values[field]);
    if (Number.isNaN(value))
      problems.push({ field, message: importRowMessages.notANumber(field, values[field]) });
    else if (value < 0)
      problems.push({
        field,
        message:
          field === 'purchasePrice'
            ? spoolMessages.pricePositive
            : field === 'weight' || field === 'remainingWeight'
              ? spoolMessages.weightPositive
              : importRowMessages.negative(field),
      });
    else numbers[field] = value;
  }
  const hasNumberProblem = (field: ImportField) => problems.some((problem) => problem.field === field);

  if (values.weight === '') problems.push({ field: 'weight', message: spoolMessages.weightRequired });
  const weight = numbers.weight;
  const remaining = numbers.remainingWeight;
  if (weight !== undefined && remaining !== undefined && remaining > weight)
    problems.push({ field: 'remainingWeight', message: spoolMessages.remainingAboveTotal });

  let purchaseDate = context.today ?? todayIsoDate();
  if (values.purchaseDate !== '') {
    const date = parseImportDate(values.purchaseDate);
    if (date) purchaseDate = date;
    else problems.push({ field: 'purchaseDate', message: importRowMessages.badDate(values.purchaseDate) });
  }

  let status: SpoolStatus =
    remaining !== undefined && weight !== undefined && remaining < weight ? 'used' : 'new';
  if (values.status !== '') {
    const word = STATUS_WORDS[values.status.toLowerCase()];
    if (word) status = word;
    else problems.push({ field: 'status', message: importRowMessages.badStatus(values.status) });
  }

  let material = '';
  if (values.material !== '') {
    const known = context.materials.get(values.material.toLowerCase());
    if (known) material = known;
    else problems.push({ field: 'material', message: importRowMessages.unknownMaterial(values.material) });
  }

  const name = values.name !== '' ? values.name : generatedName({ ...values, material });
  if (name === '') problems.push({ field: 'name', message: spoolMessages.nameRequired });
  if (problems.length > 0) return { ok: false, problems };

  const formValues: SpoolFormValues = {
    name,
    weight: numbers.weight!,
    remainingWeight: numbers.remainingWeight ?? '',
    purchaseDate,
    purchasePrice: numbers.purchasePrice ?? 0,
    status,
    location: values.location,
    notes: values.notes,
    brand: values.brand,
    colorName: values.colorName,
    colorHex: values.colorHex,
    material,
    diameter: numbers.diameter ?? '',
    printTempMin: numbers.printTempMin ?? '',
    printTempMax: numbers.printTempMax ?? '',
    bedTempMin: numbers.bedTempMin ?? '',
    bedTempMax: numbers.bedTempMax ?? '',
    filamentId: row.filamentId,
    lowSpoolThreshold: numbers.lowSpoolThreshold ?? '',
  };
  // The form's own rules (lengths, upper bounds) with its own messages.
  const parsed = spoolFormSchema.safeParse(formValues);
  if (!parsed.success) {
    const schemaProblems = parsed.error.issues.map((issue) => {
      const field = IMPORT_FIELDS.find((candidate) => candidate === issue.path[0]) ?? 'name';
      return { field, message: `${IMPORT_FIELD_LABELS[field]}: ${issue.message}` };
    });
    return { ok: false, problems: schemaProblems.filter((problem) => !hasNumberProblem(problem.field)) };
  }
  return {
    ok: true,
    draft: {
      row: row.row,
      values: formValues,
      emptySpoolWeight: numbers.emptySpoolWeight ?? null,
      ...(row.sourceId === undefined ? {} : { sourceId: row.sourceId }),
    },
    problems: [],
  };
}

/** Whether the status text is one the import understands (for the fix-it select). */
export const importStatusOptions = SPOOL_STATUSES;

export interface PreviewRow extends ImportRow {
  problems: RowProblem[];
  draft: SpoolImportDraft | null;
}

export interface PreviewCounts {
  total: number;
  ready: number;
  withProblems: number;
  skipped: number;
}

/** Every row checked, and the preview's counts (a skipped row counts only as skipped). */
export function previewRows(
  rows: readonly ImportRow[],
  context: CheckContext,
): { rows: PreviewRow[]; counts: PreviewCounts } {
  const counts: PreviewCounts = { total: rows.length, ready: 0, withProblems: 0, skipped: 0 };
  const checked = rows.map((row): PreviewRow => {
    const result = checkRow(row, context);
    if (row.skipped) counts.skipped += 1;
    else if (result.ok) counts.ready += 1;
    else counts.withProblems += 1;
    return { ...row, problems: result.problems, draft: result.ok ? result.draft : null };
  });
  return { rows: checked, counts };
}

/** The unknown materials of the rows not skipped, with how many rows name each. */
export function unknownMaterials(rows: readonly PreviewRow[]): { material: string; rows: number }[] {
  const found = new Map<string, { material: string; rows: number }>();
  for (const row of rows) {
    if (row.skipped || !row.problems.some((problem) => problem.field === 'material')) continue;
    const material = row.values.material.trim();
    const key = material.toLowerCase();
    const entry = found.get(key) ?? { material, rows: 0 };
    entry.rows += 1;
    found.set(key, entry);
  }
  return [...found.values()].sort((a, b) => b.rows - a.rows || a.material.localeCompare(b.material));
}

/** Sets the material of every row that names `material` (any case) to `replacement`. */
export function replaceMaterial(
  rows: readonly ImportRow[],
  material: string,
  replacement: string,
): ImportRow[] {
  const key = material.trim().toLowerCase();
  return rows.map((row) =>
    row.values.material.trim().toLowerCase() === key
      ? { ...row, values: { ...row.values, material: replacement } }
      : row,
  );
}
