// A spreadsheet's columns mapped to spool fields (issue 17 part 4): a first guess from the header
// names, the required fields, the key a mapping is remembered under, and rows read through it.
import { withoutFormulaGuard, type CsvTable } from './import-file';
import { emptyRowValues, IMPORT_FIELDS, type ImportField, type ImportRow } from './import-rows';

export const IGNORE_COLUMN = 'ignore';
export type ColumnTarget = ImportField | typeof IGNORE_COLUMN;
/** One target per column, in the file's column order. */
export type ColumnMapping = ColumnTarget[];

export const columnMappingMessages = {
  weightRequired: 'Map a column to Weight (g): every spool needs its weight.',
  nameRequired: 'Map a column to Name, or to Brand, Material or Colour (the name is made from them).',
  usedTwice: (field: string) => `${field} is chosen for more than one column: keep one.`,
} as const;

/** Header names people use for each field, compared without case, spaces, units or punctuation. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  name: ['name', 'spoolname', 'spool', 'title', 'filamentname', 'product'],
  brand: ['brand', 'vendor', 'manufacturer', 'make', 'maker', 'filamentvendorname'],
  material: ['material', 'type', 'materialtype', 'filamenttype', 'filamentmaterial', 'plastic'],
  colorName: ['colour', 'color', 'colourname', 'colorname', 'shade'],
  colorHex: ['colourhex', 'colorhex', 'hex', 'hexcolour', 'hexcolor', 'rgb', 'filamentcolorhex'],
  weight: ['weight', 'totalweight', 'initialweight', 'netweight', 'spoolsize', 'size', 'grams', 'weightg'],
  remainingWeight: ['remaining', 'remainingweight', 'left', 'gramsleft', 'weightleft', 'remaininggrams'],
  emptySpoolWeight: ['emptyspoolweight', 'spoolweight', 'emptyweight', 'tare', 'emptyspool'],
  purchaseDate: ['purchasedate', 'purchased', 'date', 'boughton', 'dateofpurchase', 'buydate', 'bought'],
  purchasePrice: ['price', 'purchaseprice', 'cost', 'pricepaid', 'paid'],
  status: ['status', 'state'],
  location: ['location', 'storage', 'storagelocation', 'shelf', 'place', 'where'],
  notes: ['notes', 'note', 'comment', 'comments', 'remarks', 'description'],
  diameter: ['diameter', 'filamentdiameter', 'dia'],
  printTempMin: ['printtempmin', 'printtemperaturemin', 'nozzletempmin', 'extrudertempmin', 'minprinttemp'],
  printTempMax: ['printtempmax', 'printtemperaturemax', 'nozzletempmax', 'extrudertempmax', 'maxprinttemp'],
  bedTempMin: ['bedtempmin', 'bedtemperaturemin', 'minbedtemp'],
  bedTempMax: ['bedtempmax', 'bedtemperaturemax', 'maxbedtemp'],
  lowSpoolThreshold: [
    'lowspoolthreshold',
    'lowspoolalertthreshold',
    'threshold',
    'alertthreshold',
    'lowthreshold',
    'reorderat',
  ],
};

/** 'Weight (g)' → 'weight', 'Print temp min (°C)' → 'printtempmin', 'Colour name' → 'colourname'. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The first guess: each field to the first column whose header is one of its names. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const normal = normaliseHeader(header);
    const field = IMPORT_FIELDS.find(
      (candidate) => !taken.has(candidate) && SYNONYMS[candidate].includes(normal),
    );
    if (!field) return IGNORE_COLUMN;
    taken.add(field);
    return field;
  });
}

/** Where a mapping is remembered: per set of headers (their order does not matter). */
export function mappingStorageKey(headers: readonly string[]): string {
  return `printledger:spool-import-mapping:${[...headers]
    .map((header) => header.trim().toLowerCase())
    .sort()
    .join('\u001f')}`;
}

/** A remembered mapping, stored by header name; null when it does not fit these headers. */
export function serialiseMapping(headers: readonly string[], mapping: ColumnMapping): string {
  return JSON.stringify(Object.fromEntries(headers.map((header, index) => [header, mapping[index]])));
}
export function restoreMapping(headers: readonly string[], stored: string | null): ColumnMapping | null {
  if (!stored) return null;
  try {
    const byHeader = JSON.parse(stored) as Record<string, unknown>;
    const targets: readonly string[] = [...IMPORT_FIELDS, IGNORE_COLUMN];
    const mapping = headers.map((header) => byHeader[header]);
    if (
      !mapping.every(
        (target): target is ColumnTarget => typeof target === 'string' && targets.includes(target),
      )
    )
      return null;
    return mapping;
  } catch {
    return null;
  }
}

/** What the mapping still lacks, or maps twice: the messages the mapping step shows. */
export function mappingProblems(
  mapping: ColumnMapping,
  fieldLabel: (field: ImportField) => string,
): string[] {
  const problems: string[] = [];
  const mapped = mapping.filter((target): target is ImportField => target !== IGNORE_COLUMN);
  if (!mapped.includes('weight')) problems.push(columnMappingMessages.weightRequired);
  if (
    !mapped.some(
      (field) => field === 'name' || field === 'brand' || field === 'material' || field === 'colorName',
    )
  )
    problems.push(columnMappingMessages.nameRequired);
  const twice = IMPORT_FIELDS.filter((field) => mapped.filter((target) => target === field).length > 1);
  for (const field of twice) problems.push(columnMappingMessages.usedTwice(fieldLabel(field)));
  return problems;
}

/** The table's rows read through the mapping. */
export function mappedRows(table: CsvTable, mapping: ColumnMapping): ImportRow[] {
  return table.rows.map((cells, index) => {
    const values = emptyRowValues();
    mapping.forEach((target, column) => {
      if (target !== IGNORE_COLUMN) values[target] = withoutFormulaGuard(cells[column] ?? '').trim();
    });
    return { row: index + 1, values, externalId: null, filamentId: null, skipped: false };
  });
}
