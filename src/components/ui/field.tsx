import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names';

export const inputClasses = (invalid: boolean, className?: string) =>
  cx(
    'block w-full rounded-md border-0 bg-white px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset',
    'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-inset sm:text-sm disabled:bg-slate-100',
    invalid ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-indigo-600',
    className,
  );

interface FieldProps {
  label: ReactNode;
  /** The error message, shown under the control and linked with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, control, hint and error text, wired for assistive technology. */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      <div className="mt-1">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** What every labelled control takes besides its own element's props. */
interface LabelledProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  containerClassName?: string;
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & LabelledProps;
type SelectFieldProps = ComponentProps<'select'> & Omit<LabelledProps, 'optional'>;
type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & LabelledProps;

/** Splits a labelled control's props into the Field's and the element's. */
function labelled<P extends LabelledProps & { className?: string | undefined }>(props: P) {
  const { label, error, hint, optional, containerClassName, className, ...element } = props;
  return {
    field: { label, error, hint, optional, className: containerClassName },
    element: { ...element, className: inputClasses(!!error, className) },
  };
}

export function TextField(props: TextFieldProps) {
  const { field, element } = labelled(props);
  return <Field {...field}>{(control) => <input {...control} {...element} />}</Field>;
}

export function SelectField(props: SelectFieldProps) {
  const { field, element } = labelled(props);
  return <Field {...field}>{(control) => <select {...control} {...element} />}</Field>;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { field, element } = labelled(props);
  return <Field {...field}>{(control) => <textarea rows={3} {...control} {...element} />}</Field>;
}
