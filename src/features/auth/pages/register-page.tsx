import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { registerSchema, type RegisterInput } from '@/domain/auth-schemas';
import { messages } from '@/domain/messages';
import { errorMessage } from '@/repositories/errors';
import { useRegisterAccount } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';

export function RegisterPage() {
  const navigate = useNavigate();
  const registerAccount = useRegisterAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerAccount(values.email, values.password);
      navigate(paths.dashboard.root, { replace: true });
    } catch (error) {
      console.error('Registration failed', error);
      setFailure(errorMessage(error, messages.registerFailed));
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start tracking print costs, spools and projects. Free on the Hobby plan."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-indigo-600 hover:text-indigo-500">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
