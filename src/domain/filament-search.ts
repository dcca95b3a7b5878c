import type { Filament, FilamentBrand } from './filament';

/** The spool form's catalogue search (SPEC §2 Spool form, §5). */
export interface FilamentSearchCriteria {
  brand?: string | null;
  material?: string | null;
  colour?: string | null;
}

interface IndexedFilament {
  filament: Filament;
  brand: string;
  material: string;
  /** Colour name and name: SpoolmanDB names a filament by its colour ("Galaxy Black"). */
  colour: string;
}

/** Filaments with their lowercase search fields computed once, in display order. */
export interface FilamentSearchIndex {
  readonly entries: readonly IndexedFilament[];
  readonly size: number;
}

/** Builds the search index once per catalogue load, so each search is only substring checks. */
export function buildFilamentIndex(filaments: readonly Filament[]): FilamentSearchIndex {
  const keyed = filaments.map((filament) => {
    const brand = filament.brand.toLowerCase();
    const material = filament.material.toLowerCase();
    const name = filament.name.toLowerCase();
    return {
      entry: { filament, brand, material, colour: `${filament.colorName.toLowerCase()}\u0000${name}` },
      // Plain string order of precomputed keys: a collator over 6,325 rows costs tens of ms.
      sortKey: `${brand}\u0000${material}\u0000${name}\u0000${filament.id}`,
    };
  });
  keyed.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  const entries = keyed.map((item) => item.entry);
  return { entries, size: entries.length };
}

function normalise(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** At least one non-empty criterion (SPEC §5); otherwise the search returns nothing. */
export function hasSearchCriteria(criteria: FilamentSearchCriteria): boolean {
  return (
    normalise(criteria.brand) !== '' ||
    normalise(criteria.material) !== '' ||
    normalise(criteria.colour) !== ''
  );
}

/**
 * Case-insensitive substring match on brand, material and colour; every given criterion must
 * match. No criterion → empty result.
 */
export function searchFilaments(index: FilamentSearchIndex, criteria: FilamentSearchCriteria): Filament[] {
  const brand = normalise(criteria.brand);
  const material = normalise(criteria.material);
  const colour = normalise(criteria.colour);
  if (brand === '' && material === '' && colour === '') return [];

  const matches: Filament[] = [];
  for (const entry of index.entries) {
    if (brand !== '' && !entry.brand.includes(brand)) continue;
    if (material !== '' && !entry.material.includes(material)) continue;
    if (colour !== '' && !entry.colour.includes(colour)) continue;
    matches.push(entry.filament);
  }
  return matches;
}

/** Convenience for one-off searches; keep an index when searching the same list repeatedly. */
export function matchFilaments(filaments: readonly Filament[], criteria: FilamentSearchCriteria): Filament[] {
  if (!hasSearchCriteria(criteria)) return [];
  return searchFilaments(buildFilamentIndex(filaments), criteria);
}

/** The results table renders at most this many rows; the rest are counted, not drawn. */
export const MAX_SHOWN_SEARCH_RESULTS = 200;

/** Brand dropdown option text: each brand with its filament count (SPEC §2). */
export function brandOptionLabel(brand: Pick<FilamentBrand, 'brand' | 'filamentCount'>): string {
  return `${brand.brand} (${brand.filamentCount})`;
}

/** Temperature range text for the detail panel: "190–220 °C", "210 °C", or "—" when unknown. */
export function temperatureRangeText(min: number, max: number): string {
  if (min <= 0 && max <= 0) return '—';
  if (min === max || max <= 0) return `${min} °C`;
  if (min <= 0) return `${max} °C`;
  return `${min}–${max} °C`;
}
