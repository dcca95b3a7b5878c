import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { ReturnState } from '@/config/paths';
import { paths, safeReturnPath } from '@/config/paths';
import { loginSchema, type LoginInput } from '@/domain/auth-schemas';
import { messages } from '@/domain/messages';
import { errorMessage } from '@/repositories/errors';
import { useSignIn } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = safeReturnPath((location.state as ReturnState | null)?.from);
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values.email, values.password);
      navigate(returnTo, { replace: true });
    } catch (error) {
      console.error('Sign-in failed', error);
      setFailure(errorMessage(error, messages.loginFailed));
    }
  });

  return (
    <AuthCard
      title="Sign in to PrintLedger"
      footer={
        <>
          New to PrintLedger?{' '}
          <Link to={paths.register} className="font-semibold text-indigo-600 hover:text-indigo-500">
            Create an account
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to={paths.resetPassword} className="font-medium text-indigo-600 hover:text-indigo-500">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
