import { Alert } from '@/components/ui/alert';
import { useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { resetPasswordSchema, type ResetPasswordInput } from '@/domain/auth-schemas';
import { messages } from '@/domain/messages';
import { mutationFailure } from '@/queries/mutation-failure';
import { useSendPasswordReset } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';
import { AuthForm, AuthLink, EmailField } from '../components/auth-form';

export function ResetPasswordPage() {
  const sendReset = useSendPasswordReset();
  const form = useZodForm(resetPasswordSchema, { defaultValues: { email: '' } });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={<AuthLink to={paths.login}>Back to sign in</AuthLink>}
    >
      {sendReset.isSuccess ? (
        <div className="space-y-5">
          <Alert tone="success">{messages.resetEmailSent}</Alert>
          <AuthLink to={paths.login} className="block text-center text-sm font-semibold">
            Return to sign in
          </AuthLink>
        </div>
      ) : (
        <AuthForm
          form={form}
          onSubmit={(values: ResetPasswordInput) => sendReset.mutate(values)}
          failure={mutationFailure(sendReset, messages.resetEmailFailed)}
          submitLabel="Send reset link"
          submitting={sendReset.isPending}
        >
          <EmailField />
        </AuthForm>
      )}
    </AuthCard>
  );
}
