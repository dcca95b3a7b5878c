import * as z from 'zod/mini';
import { requiredNonNegativeNumber, tooLongMessage } from './form-fields';
import { numberOrZero } from './form-numbers';
import { NUMBER_LIMITS, TEXT_LIMITS } from './limits';
import { ownedRecordFields } from './owned-record';

/** Messages of the material form and the material import, verbatim from SPEC §2, §5, §8. */
export const materialMessages = {
  nameRequired: 'Material name is required',
  densityRequired: 'Density is required',
  extruderTempRequired: 'Extruder temperature is required',
  bedTempRequired: 'Bed temperature is required',
  mustBeGreaterThanZero: 'Must be greater than 0',
  loading: 'Loading materials...',
  loadFailed: 'Failed to load materials. Please try again.',
} as const;

/** The longest material name firestore.rules stores. */
export const MATERIAL_NAME_LIMIT = TEXT_LIMITS.shortName;

/** A form number input: empty → the required message, below 0 → 'Must be greater than 0' (SPEC §5). */
const requiredNonNegative = (requiredMessage: string, max: number) =>
  requiredNonNegativeNumber(requiredMessage, materialMessages.mustBeGreaterThanZero, max);

/** The material form and the materials repository's write schema. */
export const materialFormSchema = z.object({
  material: z
    .string({ error: materialMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, materialMessages.nameRequired),
      z.maxLength(MATERIAL_NAME_LIMIT, tooLongMessage(MATERIAL_NAME_LIMIT)),
    ),
  density: requiredNonNegative(materialMessages.densityRequired, NUMBER_LIMITS.density),
  extruderTemp: requiredNonNegative(materialMessages.extruderTempRequired, NUMBER_LIMITS.temperature),
  bedTemp: requiredNonNegative(materialMessages.bedTempRequired, NUMBER_LIMITS.temperature),
});
export type MaterialFormValues = z.input<typeof materialFormSchema>;
export type MaterialInput = z.output<typeof materialFormSchema>;

export function materialFormDefaults(): MaterialFormValues {
  return { material: '', density: '', extruderTemp: '', bedTemp: '' };
}

/** A stored user material (SPEC §3 Material). */
export const materialSchema = z.object({
  ...ownedRecordFields,
  material: z.catch(z.string(), ''),
  density: z.catch(z.number(), 0),
  extruderTemp: z.catch(z.number(), 0),
  bedTemp: z.catch(z.number(), 0),
});
export type Material = z.infer<typeof materialSchema>;

export function materialToFormValues(material: Material): MaterialFormValues {
  return {
    material: material.material,
    density: material.density,
    extruderTemp: material.extruderTemp,
    bedTemp: material.bedTemp,
  };
}

// ---------------------------------------------------------------------------------------------
// The public material list (SpoolmanDB materials.json, SPEC §7)

/** One entry of the public material list, parsed (density and temperatures 0 when missing). */
export type PublicMaterial = MaterialInput;

export class MaterialListFormatError extends Error {
  constructor() {
    super('The material list is not a JSON array');
    this.name = 'MaterialListFormatError';
  }
}

/**
 * Parses SpoolmanDB's materials.json: fields material, density, extruder_temp, bed_temp. Entries
 * without a material name are skipped; a non-array document is a format error.
 */
export function parseMaterialList(json: unknown): PublicMaterial[] {
  if (!Array.isArray(json)) throw new MaterialListFormatError();
  const materials: PublicMaterial[] = [];
  for (const entry of json) {
    if (entry === null || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const name = typeof record.material === 'string' ? record.material.trim() : '';
    if (name === '') continue;
    materials.push({
      material: name,
      density: numberOrZero(record.density),
      extruderTemp: numberOrZero(record.extruder_temp),
      bedTemp: numberOrZero(record.bed_temp),
    });
  }
  return materials;
}

/** The import modal's button text (SPEC §2). */
export function importSelectedLabel(count: number): string {
  return `Import Selected (${count})`;
}

/** The chosen entries of the list, in list order, each once. */
export function selectedMaterials(
  list: readonly PublicMaterial[],
  selectedNames: ReadonlySet<string>,
): PublicMaterial[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    if (!selectedNames.has(entry.material) || seen.has(entry.material)) return false;
    seen.add(entry.material);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Table sorting (SPEC §2: click a header to sort, again to reverse; default material ascending)

export const MATERIAL_SORT_KEYS = ['material', 'density', 'extruderTemp', 'bedTemp'] as const;
export type MaterialSortKey = (typeof MATERIAL_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface MaterialSort {
  key: MaterialSortKey;
  direction: SortDirection;
}

export const DEFAULT_MATERIAL_SORT: MaterialSort = { key: 'material', direction: 'asc' };

/** Clicking the sorted column reverses it; clicking another column sorts it ascending. */
export function nextMaterialSort(current: MaterialSort, clicked: MaterialSortKey): MaterialSort {
  if (current.key === clicked)
    return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key: clicked, direction: 'asc' };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

type SortableMaterial = Pick<Material, MaterialSortKey>;

export function sortMaterials<T extends SortableMaterial>(materials: readonly T[], sort: MaterialSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...materials].sort((a, b) => {
    const primary =
      sort.key === 'material' ? collator.compare(a.material, b.material) : a[sort.key] - b[sort.key];
    // Ties keep a stable, readable order: by name, ascending.
    return primary * sign || collator.compare(a.material, b.material);
  });
}

/** aria-sort value of a column header. */
export function ariaSortFor(sort: MaterialSort, key: MaterialSortKey): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
