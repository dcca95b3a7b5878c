import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { resetPasswordSchema, type ResetPasswordInput } from '@/domain/auth-schemas';
import { messages } from '@/domain/messages';
import { errorMessage } from '@/repositories/errors';
import { useSendPasswordReset } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  const sendReset = useSendPasswordReset();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await sendReset(values.email);
      setOutcome({ tone: 'success', text: messages.resetEmailSent });
    } catch (error) {
      console.error('Password reset failed', error);
      setOutcome({ tone: 'error', text: errorMessage(error, messages.resetEmailFailed) });
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className="font-semibold text-indigo-600 hover:text-indigo-500">
          Back to sign in
        </Link>
      }
    >
      {outcome?.tone === 'success' ? (
        <div className="space-y-5">
          <Alert tone="success">{outcome.text}</Alert>
          <Link
            to={paths.login}
            className="block text-center text-sm font-semibold text-indigo-600 hover:text-indigo-500"
          >
            Return to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          {outcome && <Alert tone="error">{outcome.text}</Alert>}
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="w-full" loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
