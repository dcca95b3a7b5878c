import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from '@/components/ui/form';

/** A confirmation tick of a <Form>, with its error linked for assistive technology. */
export function FormCheckbox<TValues extends FieldValues = FieldValues>({
  name,
  label,
}: {
  name: Path<TValues>;
  label: ReactNode;
}) {
  const { register } = useFormContext<TValues>();
  const error = useFieldError(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      {/* The whole label is the tap target, at least 44 px tall. */}
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-slate-800"
      >
        <input
          id={id}
          type="checkbox"
          className="h-6 w-6 shrink-0 rounded border-slate-300 text-indigo-600 focus:ring-indigo-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register(name)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
