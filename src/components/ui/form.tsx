import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from './field';
import type { ComponentProps, ReactNode } from 'react';
import type * as z from 'zod/v4/core';

/**
 * react-hook-form bound to a zod schema (zod or zod/mini): the form holds what was typed (TInput),
 * onSubmit receives what the schema makes of it (TOutput). The repository validates with the same schema.
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.$ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver(schema) });
}

interface FormProps<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  ComponentProps<'form'>,
  'onSubmit'
> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
}

/** A <form> whose fields (FormTextField…) find their values and errors in its context. */
export function Form<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The error message the form holds for a field (nested names like 'buildVolume.x' included). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: unknown = get(errors, name);
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined;
}

/** Shown once a text is within a fifth of its limit, so a long entry is cut before save, not at it. */
function LengthCounter({ name, maxLength }: { name: string; maxLength: number }) {
  const value: unknown = useWatch({ name });
  const length = typeof value === 'string' ? value.length : 0;
  if (length < maxLength * 0.8) return null;
  const over = length > maxLength;
  return (
    <span className={over ? 'font-semibold text-red-600' : 'text-slate-500'} aria-live="polite">
      {length.toLocaleString('en-US')} / {maxLength.toLocaleString('en-US')} characters
    </span>
  );
}

type NamedField<TValues extends FieldValues> = {
  name: Path<TValues>;
  registerOptions?: RegisterOptions<TValues, Path<TValues>>;
};

/** A field's registration, its error from the form context, and its hint with the length counter. */
function useRegistered<TValues extends FieldValues>(
  { name, registerOptions }: NamedField<TValues>,
  hint: ReactNode,
  maxLength: number | undefined,
) {
  const { register } = useFormContext<TValues>();
  return {
    ...register(name, registerOptions),
    error: useFieldError(name),
    hint: maxLength ? <HintWithCounter hint={hint} name={name} maxLength={maxLength} /> : hint,
  };
}

type TextFieldProps = Omit<ComponentProps<typeof TextField>, 'error' | 'name' | 'maxLength'> & {
  maxLength?: number;
};

/**
 * A text input registered by name. `maxLength` is the limit the schema and the rules enforce:
 * the input accepts more, so a pasted text is not silently cut, and a counter and the schema's
 * message say what is too long.
 */
export function FormTextField<TValues extends FieldValues = FieldValues>({
  name,
  registerOptions,
  maxLength,
  hint,
  ...props
}: NamedField<TValues> & TextFieldProps) {
  return <TextField {...props} {...useRegistered<TValues>({ name, registerOptions }, hint, maxLength)} />;
}

/** A number input registered as text (the schema coerces), so a rejected value stays as typed. */
export function FormNumberField<TValues extends FieldValues = FieldValues>({
  integer = false,
  ...props
}: NamedField<TValues> & TextFieldProps & { integer?: boolean }) {
  return (
    <FormTextField<TValues>
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      {...props}
    />
  );
}

type TextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'error' | 'name' | 'maxLength'> & {
  maxLength?: number;
};

export function FormTextAreaField<TValues extends FieldValues = FieldValues>({
  name,
  registerOptions,
  maxLength,
  hint,
  ...props
}: NamedField<TValues> & TextAreaProps) {
  return <TextAreaField {...props} {...useRegistered<TValues>({ name, registerOptions }, hint, maxLength)} />;
}

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'error' | 'name'>;

export function FormSelectField<TValues extends FieldValues = FieldValues>({
  name,
  registerOptions,
  ...props
}: NamedField<TValues> & SelectProps) {
  return (
    <SelectField {...props} {...useRegistered<TValues>({ name, registerOptions }, props.hint, undefined)} />
  );
}

function HintWithCounter({ hint, name, maxLength }: { hint: ReactNode; name: string; maxLength: number }) {
  return (
    <span className="flex flex-wrap justify-between gap-2">
      <span>{hint}</span>
      <LengthCounter name={name} maxLength={maxLength} />
    </span>
  );
}
