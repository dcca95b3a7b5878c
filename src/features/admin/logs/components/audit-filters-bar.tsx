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
        <SelectField
          label="Action"
          containerClassName="lg:col-span-3"
          value={filters.action}
          onChange={(event) => set({ action: event.target.value })}
        >
          <option value="">All actions</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="User"
          containerClassName="lg:col-span-2"
          value={filters.userId}
          onChange={(event) => set({ userId: event.target.value })}
        >
          <option value="">All users</option>
          {users.map((user) => (
            <option key={user.userId} value={user.userId}>
              {user.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          containerClassName="lg:col-span-2"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          label="To"
          containerClassName="lg:col-span-2"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
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
