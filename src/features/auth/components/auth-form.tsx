import { Link, type LinkProps } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormTextField } from '@/components/ui/form';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';

interface AuthFormProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  /** Why the last attempt failed (SPEC §8); what was typed stays in the fields. */
  failure: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** The form of an auth card: the failure on top, the fields, one full-width submit button. */
export function AuthForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  failure,
  submitLabel,
  submitting,
  children,
}: AuthFormProps<TInput, TOutput>) {
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FailureAlert message={failure} />
      {children}
      <Button type="submit" className="w-full" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The email address every auth form asks for. */
export const EmailField = () => (
  <FormTextField name="email" label="Email address" type="email" autoComplete="email" />
);

/** A link between the auth pages (sign in, sign up, reset). */
export function AuthLink({ className = 'font-semibold', ...props }: LinkProps) {
  return <Link className={`${className} text-indigo-600 hover:text-indigo-500`} {...props} />;
}
