/** SPEC §3/§7: filaments without a brand are grouped under this name. */
export const UNKNOWN_BRAND = 'Unknown';

export const filamentBrandMessages = {
  empty: 'No brands found. Click Refresh to analyze filaments data.',
} as const;

/**
 * SPEC §3: a brand document's key is the lowercase, hyphenated brand name.
 * Runs of whitespace become one hyphen; '/' (which would split the document
 * path) becomes a hyphen too; a name that leaves no usable key maps to
 * Unknown's key.
 */
export function brandKey(brand: string | null | undefined): string {
  const key = (brand ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .replace(/-+/g, '-');
  if (key === '' || /^\.+$/.test(key) || /^__.*__$/.test(key)) return UNKNOWN_BRAND.toLowerCase();
  return key;
}

/** Whether two brand names are one brand: spellings that differ only in case or spacing ('eSun', 'ESUN'). */
export const sameBrand = (a: string | null | undefined, b: string | null | undefined) =>
  brandKey(brandNameOf(a)) === brandKey(brandNameOf(b));

/**
 * The spellings of `brand` a catalogue query asks for at once (Firestore matches strings exactly):
 * as given, lower case, upper case and capitalised words. The search checks the count against the
 * brand summary and reads more when a rarer spelling hides elsewhere.
 */
export function likelyBrandSpellings(brand: string): string[] {
  const trimmed = brand.trim();
  const capitalised = trimmed
    .toLowerCase()
    .replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
  return [...new Set([trimmed, trimmed.toLowerCase(), trimmed.toUpperCase(), capitalised])];
}

/** The brand a filament is counted under: its trimmed brand, or Unknown when missing or blank. */
export const brandNameOf = (brand: string | null | undefined) => {
  const trimmed = (brand ?? '').trim();
  return trimmed === '' ? UNKNOWN_BRAND : trimmed;
};

export type BrandSummary = {
  /** Document id: brandKey(brand). */
  id: string;
  brand: string;
  filamentCount: number;
};

/**
 * SPEC §7 brand refresh: group all filaments by brand ('Unknown' when missing),
 * one entry per key. Spellings that share a key ('eSun', 'ESUN') are one brand,
 * named by its most frequent spelling (the first seen on a tie). Sorted by brand.
 */
export function groupFilamentsByBrand(filaments: Iterable<{ brand?: string | null }>): BrandSummary[] {
  const groups = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const filament of filaments) {
    const name = brandNameOf(filament.brand);
    const key = brandKey(name);
    let group = groups.get(key);
    if (!group) {
      group = { count: 0, spellings: new Map() };
      groups.set(key, group);
    }
    group.count += 1;
    group.spellings.set(name, (group.spellings.get(name) ?? 0) + 1);
  }
  const summaries: BrandSummary[] = [];
  for (const [id, group] of groups) {
    let brand = '';
    let best = 0;
    for (const [spelling, count] of group.spellings) {
      if (count > best) {
        brand = spelling;
        best = count;
      }
    }
    summaries.push({ id, brand, filamentCount: group.count });
  }
  return sortBrands(summaries);
}

/** Brands in the order of the brand list and dropdown: by name, case-insensitive. */
export const sortBrands = <T extends { brand: string }>(brands: readonly T[]): T[] =>
  [...brands].sort(
    (a, b) => a.brand.localeCompare(b.brand, 'en', { sensitivity: 'base' }) || a.brand.localeCompare(b.brand),
  );

/** The totals shown above the brand table. */
export function brandTotals(brands: readonly { filamentCount: number }[]) {
  return {
    totalBrands: brands.length,
    totalFilaments: brands.reduce((sum, brand) => sum + brand.filamentCount, 0),
  };
}

/** Ids of stored brand documents a refresh no longer produces (deleted so the list matches the catalogue). */
export function staleBrandIds(storedIds: Iterable<string>, fresh: readonly { id: string }[]) {
  const keep = new Set(fresh.map((brand) => brand.id));
  return [...storedIds].filter((id) => !keep.has(id));
}
