import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type AuthUser,
} from '@/firebase/auth';
import { firebaseErrorCode } from './errors';

/** The signed-in account as the app sees it (never a Firebase type). */
export interface SessionUser {
  uid: string;
  email: string;
  emailVerified: boolean;
}

const toSessionUser = (user: AuthUser): SessionUser => ({
  uid: user.uid,
  email: user.email ?? '',
  emailVerified: user.emailVerified,
});

/** Email/password sign-in through Firebase Auth (SPEC §7 Authentication). */
export function createSessionGateway(auth: Auth) {
  return {
    async register(email: string, password: string): Promise<SessionUser> {
      const credential = await createUserWithEmailAndPassword(auth, email, password);
      return toSessionUser(credential.user);
    },
    async sendVerificationEmail(): Promise<void> {
      if (auth.currentUser) await sendEmailVerification(auth.currentUser);
    },
    async signIn(email: string, password: string): Promise<SessionUser> {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      return toSessionUser(credential.user);
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email: string) => sendPasswordResetEmail(auth, email),
    /**
     * Calls back with the user on every sign-in/out; force-refreshes the token on sign-in. With no
     * connection (the workshop tablet offline, issue 16) the stored session stays and is checked
     * once the connection returns: only a refresh the server refuses ends it.
     */
    onChange(callback: (user: SessionUser | null) => void, onRefreshFailed: (error: unknown) => void) {
      const refresh = (user: AuthUser) =>
        user.getIdToken(true).catch((error: unknown) => {
          if (firebaseErrorCode(error) !== 'auth/network-request-failed') return onRefreshFailed(error);
          if (typeof window === 'undefined') return;
          const retry = () => {
            if (auth.currentUser?.uid === user.uid) void refresh(user);
          };
          window.addEventListener('online', retry, { once: true });
        });
      return onAuthStateChanged(auth, (user) => {
        callback(user ? toSessionUser(user) : null);
        if (user) void refresh(user);
      });
    },
  };
}
export type SessionGateway = ReturnType<typeof createSessionGateway>;
