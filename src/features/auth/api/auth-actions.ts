import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogsRepository } from '@/queries/repositories';
import { profileQuery } from '@/queries/users';
import { useSessionGateway } from '@/session/session';

type Credentials = { email: string; password: string };

/** Sign-up: the account, its user document with the defaults, the audit entry, the verification email. */
export function useRegisterAccount() {
  const getGateway = useSessionGateway();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { action: 'Creating an account' },
    mutationFn: async ({ email, password }: Credentials) => {
      const gateway = await getGateway();
      const user = await gateway.register(email.trim(), password);
      // The profile query creates the user document (and logs user.register) exactly once,
      // whether this call or the session listener gets there first.
      await queryClient.fetchQuery(profileQuery(user));
      await gateway.sendVerificationEmail().catch((error: unknown) => {
        console.error('Could not send the verification email', error);
      });
      return user;
    },
  });
}

export function useSignIn() {
  const getGateway = useSessionGateway();
  return useMutation({
    meta: { action: 'Signing in' },
    mutationFn: async ({ email, password }: Credentials) => {
      const gateway = await getGateway();
      const user = await gateway.signIn(email.trim(), password);
      await (
        await auditLogsRepository()
      ).append(user.uid, 'user.login', {
        userId: user.uid,
        email: user.email,
      });
      return user;
    },
  });
}

export function useSendPasswordReset() {
  const getGateway = useSessionGateway();
  return useMutation({
    meta: { action: 'Sending a password reset email' },
    mutationFn: async ({ email }: { email: string }) => (await getGateway()).sendPasswordReset(email.trim()),
  });
}
