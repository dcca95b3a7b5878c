import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { emptyAuditFilters, type AuditFilters } from '@/domain/audit-filters';

interface AuditFiltersBarProps {
  filters: AuditFilters;
  actions: string[];
  users: { userId: string; label: string }[];
  onChange: (filters: AuditFilters) => void;
}

export function AuditFiltersBar({ filters, actions, users, onChange }: AuditFiltersBarProps) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const active = Object.values(filters).some((value) => value !== '');
  const selects = [
    {
      key: 'action',
      label: 'Action',
      span: 'lg:col-span-3',
      allLabel: 'All actions',
      options: actions.map((action) => ({ value: action, label: action })),
    },
    {
      key: 'userId',
      label: 'User',
      span: 'lg:col-span-2',
      allLabel: 'All users',
      options: users.map((user) => ({ value: user.userId, label: user.label })),
    },
  ] as const;
  // Each end of the date range stops at the other.
  const dates = [
    { key: 'from', label: 'From', bounds: { max: filters.to || undefined } },
    { key: 'to', label: 'To', bounds: { min: filters.from || undefined } },
  ] as const;
  return (
    <section aria-label="Filters" className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-12">
        <TextField
          label="Quick search"
          type="search"
          placeholder="Search loaded entries"
          containerClassName="sm:col-span-2 lg:col-span-3"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        {selects.map(({ key, ...select }) => (
          <FilterSelect
            key={key}
            {...select}
            value={filters[key]}
            onChange={(value) => set({ [key]: value })}
          />
        ))}
        {dates.map(({ key, label, bounds }) => (
          <TextField
            key={key}
            label={label}
            containerClassName="lg:col-span-2"
            type="date"
            value={filters[key]}
            {...bounds}
            onChange={(event) => set({ [key]: event.target.value })}
          />
        ))}
      </div>
      {active && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(emptyAuditFilters)}>
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}

/** A filter's choices, with an "all" choice first (the empty value). */
function FilterSelect({
  label,
  span,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  span: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={label}
      containerClassName={span}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
