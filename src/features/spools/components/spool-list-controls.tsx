import { SelectField } from '@/components/ui/field';
import { spoolStatusOptions } from '@/domain/spool-form';
import { SPOOL_SORTS, spoolSortLabels, type SpoolListFilters, type SpoolSort } from '@/domain/spool-list';
import type { SpoolStatus } from '@/domain/spool-record';

interface SpoolListControlsProps {
  filters: SpoolListFilters;
  /** The distinct materials of the user's spools (undefined while they are read). */
  materials: readonly string[] | undefined;
  onChange: (filters: SpoolListFilters) => void;
}

/** The inventory's order and filters: each change is a new Firestore query (and a URL). */
export function SpoolListControls({ filters, materials, onChange }: SpoolListControlsProps) {
  // A material from the URL that no spool has (any more) still shows as chosen.
  const materialOptions =
    filters.material && !materials?.includes(filters.material)
      ? [filters.material, ...(materials ?? [])]
      : (materials ?? []);
  return (
    <div role="group" aria-label="Sort and filter spools" className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as SpoolSort })}
      >
        {SPOOL_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {spoolSortLabels[sort]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ ...filters, status: (event.target.value || null) as SpoolStatus | null })
        }
      >
        <option value="">All statuses</option>
        {spoolStatusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Material"
        value={filters.material ?? ''}
        onChange={(event) => onChange({ ...filters, material: event.target.value || null })}
      >
        <option value="">All materials</option>
        {materialOptions.map((material) => (
          <option key={material} value={material}>
            {material}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
