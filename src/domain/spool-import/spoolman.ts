// Spoolman's spool export (issue 17 part 3) as import rows. The format, from Spoolman's source
// (spoolman/export.py, spoolman/database/models.py): GET /api/v1/export/spools?fmt=csv|json
// flattens each spool with dot-separated keys, sorted: id, registered, first_used, last_used,
// price, initial_weight, spool_weight, used_weight, location, lot_nr, comment, archived,
// extra.<key>, filament_id, filament.{id, name, material, price, density, diameter, weight,
// spool_weight, article_number, comment, settings_extruder_temp, settings_bed_temp, color_hex,
// multi_color_hexes, external_id, vendor_id, vendor.{id, name, empty_spool_weight, external_id…}}.
// The JSON export is a list of those flat objects; the REST API's spool list (GET /api/v1/spool)
// nests filament and vendor instead and adds remaining_weight: both are read. The export stores
// no remaining weight: Spoolman computes it as initial_weight (else filament.weight) − used_weight.
// Dates are Python's str(datetime) ('2024-03-05 10:20:30', UTC); the CSV writes None as '' and
// booleans as 'True'/'False', and prefixes text starting with = + - @ with a quote.
import { sanitiseFilamentId } from '../catalogue-import';
import { normaliseHexColour } from '../colour';
import { withoutFormulaGuard, type ImportData } from './import-file';
import { emptyRowValues, parseImportNumber, type ImportRow, type RowValues } from './import-rows';
import { importedSpoolId } from './imported-ids';
import type { Filament } from '../filament';

export const spoolmanMessages = {
  notSpoolman:
    'This does not look like a Spoolman spool export (it has no used_weight or filament columns). Choose "Spreadsheet (CSV)" to map its columns yourself.',
} as const;

/** A record flattened to Spoolman's dot-separated keys, whichever shape it came in. */
export function flattenRecord(value: unknown, prefix = '', into: Record<string, unknown> = {}) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flattenRecord(inner, `${prefix}${key}.`, into);
  } else if (prefix !== '') {
    into[prefix.slice(0, -1)] = value;
  }
  return into;
}

/** Whether the file has Spoolman's spool columns. */
export function looksLikeSpoolman(keys: readonly string[]): boolean {
  const set = new Set(keys);
  return (
    set.has('used_weight') || set.has('remaining_weight') || keys.some((key) => key.startsWith('filament.'))
  );
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return withoutFormulaGuard(value).trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};
const numberOf = (value: unknown): number | null => {
  const raw = text(value);
  if (raw === '') return null;
  const parsed = parseImportNumber(raw);
  return Number.isNaN(parsed) ? null : parsed;
};
const isTrue = (value: unknown) => value === true || /^(true|1|yes)$/i.test(text(value));

/** One decimal, as the spool form shows grams. */
const grams = (value: number) => String(Math.round(value * 10) / 10);

/** '2024-03-05 10:20:30.123' or '2024-03-05T10:20:30Z' → '2024-03-05 10:20 UTC'. */
function usedLine(label: string, value: unknown): string | null {
  const raw = text(value);
  if (raw === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(raw);
  return `${label}: ${match ? `${match[1]} ${match[2]} UTC` : raw}`;
}

/** A temperature setting as a ±5 °C range (as the catalogue import does when no range is given). */
function range(value: number | null): [string, string] {
  if (value === null || value <= 0) return ['', ''];
  return [String(Math.max(0, value - 5)), String(value + 5)];
}

/**
 * One Spoolman spool as PrintLedger spool values: name from vendor, material and filament name;
 * colour from the filament's name (else its hex); weights, price (the spool's, else the
 * filament's), location, registered date as purchase date; lot number, comment, first and last
 * use, and Spoolman's id in the notes; archived → done, some used → used.
 */
export function spoolmanValues(record: Record<string, unknown>): {
  values: RowValues;
  externalId: string | null;
} {
  const values = emptyRowValues();
  const get = (key: string) => record[key];
  const vendor = text(get('filament.vendor.name'));
  const material = text(get('filament.material'));
  const filamentName = text(get('filament.name'));
  const hex = text(get('filament.color_hex')).replace(/^#/, '');
  values.brand = vendor;
  values.material = material;
  values.colorName = filamentName || (hex ? `#${hex.toUpperCase()}` : '');
  values.colorHex = normaliseHexColour(hex) ?? '';
  // Left blank, the name is made from brand, material and colour when the row is checked (so a
  // material the user corrects is in it); with none of them, Spoolman's id names the spool.
  if (vendor === '' && material === '' && values.colorName === '' && text(get('id')) !== '')
    values.name = `Spoolman spool ${text(get('id'))}`;

  const initial = numberOf(get('initial_weight')) ?? numberOf(get('filament.weight'));
  const used = numberOf(get('used_weight')) ?? 0;
  const remaining = numberOf(get('remaining_weight'));
  if (initial !== null) {
    values.weight = grams(initial);
    // Spoolman floors what it shows at 0; a negative use (a correction) can leave more than held.
    values.remainingWeight = grams(remaining ?? Math.max(initial - used, 0));
  } else if (remaining !== null) {
    values.remainingWeight = grams(remaining);
  }
  const emptySpool =
    numberOf(get('spool_weight')) ??
    numberOf(get('filament.spool_weight')) ??
    numberOf(get('filament.vendor.empty_spool_weight'));
  if (emptySpool !== null) values.emptySpoolWeight = grams(emptySpool);

  const price = numberOf(get('price')) ?? numberOf(get('filament.price'));
  if (price !== null) values.purchasePrice = String(price);
  values.purchaseDate = text(get('registered')).slice(0, 10);
  values.location = text(get('location'));
  values.status = isTrue(get('archived')) ? 'done' : used > 0 ? 'used' : 'new';

  const diameter = numberOf(get('filament.diameter'));
  if (diameter !== null) values.diameter = String(diameter);
  [values.printTempMin, values.printTempMax] = range(numberOf(get('filament.settings_extruder_temp')));
  [values.bedTempMin, values.bedTempMax] = range(numberOf(get('filament.settings_bed_temp')));

  const lot = text(get('lot_nr'));
  const id = text(get('id'));
  values.notes = [
    text(get('comment')),
    lot ? `Lot: ${lot}` : null,
    usedLine('First used', get('first_used')),
    usedLine('Last used', get('last_used')),
    id ? `Spoolman spool ${id}` : null,
  ]
    .filter((line): line is string => !!line)
    .join('\n');

  const externalId = text(get('filament.external_id'));
  return { values, externalId: externalId === '' ? null : externalId };
}

/** Every record of a Spoolman export (CSV table or JSON list) as import rows, or why not. */
export function spoolmanRows(
  data: ImportData,
): { ok: true; rows: ImportRow[]; emptyRows: number } | { ok: false; message: string } {
  let records: Record<string, unknown>[];
  if (data.kind === 'csv') {
    records = data.rows.map((row) =>
      Object.fromEntries(data.headers.map((header, index) => [header, row[index]])),
    );
  } else {
    records = data.records.map((record) => flattenRecord(record));
  }
  const keys = new Set(records.flatMap((record) => Object.keys(record)));
  if (!looksLikeSpoolman([...keys])) return { ok: false, message: spoolmanMessages.notSpoolman };
  const rows: ImportRow[] = [];
  const seenIds = new Set<string>();
  let emptyRows = data.kind === 'csv' ? data.emptyRows : 0;
  for (const record of records) {
    // A null or empty JSON entry: nothing to import, not a row with problems.
    if (Object.values(record).every((value) => text(value) === '')) {
      emptyRows += 1;
      continue;
    }
    const { values, externalId } = spoolmanValues(record);
    // Spoolman's spool id names the spool across imports; an id the file repeats names only the
    // first of its rows (the others are imported as spools of their own, never onto it).
    const id = text(record.id);
    const sourceId = id !== '' && !seenIds.has(id) ? id : undefined;
    if (sourceId !== undefined) seenIds.add(sourceId);
    rows.push({
      row: rows.length + 1,
      values,
      externalId,
      filamentId: null,
      skipped: false,
      ...(sourceId === undefined ? {} : { sourceId }),
    });
  }
  return { ok: true, rows, emptyRows };
}

/** The catalogue ids the rows' external ids name (sanitised as the catalogue import stores them). */
export const catalogueIdsOf = (rows: readonly ImportRow[]): string[] => [
  ...new Set(rows.flatMap((row) => (row.externalId ? [sanitiseFilamentId(row.externalId)] : []))),
];

/**
 * Links rows to the catalogue filaments their external id names: the filament's id is kept
 * (as choosing it in the spool form does) and it fills what the row left blank.
 */
export function matchCatalogue(
  rows: readonly ImportRow[],
  catalogue: ReadonlyMap<string, Filament>,
): ImportRow[] {
  return rows.map((row) => {
    const filament = row.externalId ? catalogue.get(sanitiseFilamentId(row.externalId)) : undefined;
    if (!filament) return row;
    const values = { ...row.values };
    const fill = (field: keyof RowValues, value: string | number) => {
      if (values[field] === '' && value !== '' && value !== 0) values[field] = String(value);
    };
    fill('brand', filament.brand);
    fill('material', filament.material);
    fill('colorName', filament.colorName || filament.name);
    fill('colorHex', normaliseHexColour(filament.colorHex) ?? '');
    fill('printTempMin', Math.max(0, filament.printTempMin));
    fill('printTempMax', filament.printTempMax);
    fill('bedTempMin', Math.max(0, filament.bedTempMin));
    fill('bedTempMax', filament.bedTempMax);
    return { ...row, values, filamentId: filament.id };
  });
}

/** The rows whose spools an earlier import already wrote (`existing`: their spool ids), skipped for good. */
export function markAlreadyImported(
  uid: string,
  rows: readonly ImportRow[],
  existing: ReadonlySet<string>,
): ImportRow[] {
  return rows.map((row) =>
    row.sourceId !== undefined && existing.has(importedSpoolId(uid, row.sourceId))
      ? { ...row, skipped: true, alreadyImported: true }
      : row,
  );
}
