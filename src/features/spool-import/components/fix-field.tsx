import { useId } from 'react';
import { inputClasses } from '@/components/ui/field';
import { spoolStatusOptions } from '@/domain/spool-form';
import {
  IMPORT_FIELD_LABELS,
  isNumberField,
  type ImportField,
  type PreviewRow,
} from '@/domain/spool-import/import-rows';
import type { PreviewActions } from './preview-actions';

/** One field of a row with a problem, corrected in place (saved when the field is left). */
export function FixField({
  row,
  field,
  materials,
  actions,
}: {
  row: PreviewRow;
  field: ImportField;
  materials: readonly string[];
  actions: PreviewActions;
}) {
  const id = useId();
  const label = `Row ${row.row}: ${IMPORT_FIELD_LABELS[field]}`;
  const save = (value: string) => {
    if (value !== row.values[field]) actions.onChangeValue(row.row, field, value);
  };
  // A material or a status is picked from the known ones; any other field is typed again.
  const choices =
    field === 'material'
      ? {
          placeholder: 'Pick a material…',
          options: materials.map((known) => ({ value: known, label: known })),
        }
      : field === 'status'
        ? { placeholder: 'Pick a status…', options: spoolStatusOptions }
        : null;
  const control = choices ? (
    <select
      id={id}
      value=""
      onChange={(event) => save(event.target.value)}
      className={inputClasses(true, 'min-h-11')}
    >
      <option value="">{choices.placeholder}</option>
      {choices.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ) : (
    <input
      id={id}
      type={field === 'purchaseDate' ? 'date' : 'text'}
      inputMode={isNumberField(field) ? 'decimal' : undefined}
      defaultValue={field === 'purchaseDate' ? '' : row.values[field]}
      onBlur={(event) => save(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save(event.currentTarget.value);
      }}
      className={inputClasses(true, 'min-h-11')}
    />
  );
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      {control}
    </div>
  );
}
