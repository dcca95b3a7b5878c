import { FormNumberField, FormTextAreaField, FormTextField } from '@/components/ui/form';
import { TEXT_LIMITS } from '@/domain/limits';
import type { MaintenanceTaskFormValues } from '@/domain/maintenance';

/** The fields of one task; `prefix` places them in a list ('tasks.2.'). */
export function TaskFormFields({ prefix = '' }: { prefix?: string }) {
  // The names are checked against the form's values by the schema, not by TypeScript, when prefixed.
  const name = (field: keyof MaintenanceTaskFormValues) => `${prefix}${field}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        name={name('name')}
        label="Task"
        maxLength={TEXT_LIMITS.name}
        containerClassName="sm:col-span-2"
      />
      <FormNumberField
        name={name('intervalHours')}
        label="Every (print hours)"
        optional
        hint="Whichever interval runs out first makes it due."
      />
      <FormNumberField name={name('intervalDays')} label="Every (days)" optional integer />
      <FormNumberField name={name('expectedCost')} label="Expected cost" optional />
      <FormTextAreaField
        name={name('notes')}
        label="Notes"
        optional
        rows={2}
        maxLength={TEXT_LIMITS.notes}
        containerClassName="sm:col-span-2"
      />
    </div>
  );
}
