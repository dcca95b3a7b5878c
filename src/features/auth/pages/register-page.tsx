import { useNavigate } from 'react-router-dom';
import { FormTextField, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { registerSchema, type RegisterInput } from '@/domain/auth-schemas';
import { messages } from '@/domain/messages';
import { mutationFailure } from '@/queries/mutation-failure';
import { useRegisterAccount } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';
import { AuthForm, AuthLink, EmailField } from '../components/auth-form';

export function RegisterPage() {
  const navigate = useNavigate();
  const registerAccount = useRegisterAccount();
  const form = useZodForm(registerSchema, {
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const submit = (values: RegisterInput) =>
    registerAccount.mutate(values, {
      onSuccess: () => navigate(paths.dashboard.root, { replace: true }),
    });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start tracking print costs, spools and projects. Free on the Hobby plan."
      footer={
        <>
          Already have an account? <AuthLink to={paths.login}>Sign in</AuthLink>
        </>
      }
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        failure={mutationFailure(registerAccount, messages.registerFailed)}
        submitLabel="Create Account"
        submitting={registerAccount.isPending}
      >
        <EmailField />
        <FormTextField<RegisterInput>
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
        />
        <FormTextField<RegisterInput>
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthCard>
  );
}
