import { useLocation, useNavigate } from 'react-router-dom';
import { FormTextField, useZodForm } from '@/components/ui/form';
import { paths, safeReturnPath, type ReturnState } from '@/config/paths';
import { loginSchema, type LoginInput } from '@/domain/auth-schemas';
import { messages } from '@/domain/messages';
import { mutationFailure } from '@/queries/mutation-failure';
import { useSignIn } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';
import { AuthForm, AuthLink, EmailField } from '../components/auth-form';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = safeReturnPath((location.state as ReturnState | null)?.from);
  const signIn = useSignIn();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const submit = (values: LoginInput) =>
    signIn.mutate(values, { onSuccess: () => navigate(returnTo, { replace: true }) });

  return (
    <AuthCard
      title="Sign in to PrintLedger"
      footer={
        <>
          New to PrintLedger? <AuthLink to={paths.register}>Create an account</AuthLink>
        </>
      }
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        failure={mutationFailure(signIn, messages.loginFailed)}
        submitLabel="Sign In"
        submitting={signIn.isPending}
      >
        <EmailField />
        <FormTextField<LoginInput>
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex justify-end text-sm">
          <AuthLink to={paths.resetPassword} className="font-medium">
            Forgot your password?
          </AuthLink>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
