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
    /** Calls back with the user on every sign-in/out; force-refreshes the token on sign-in. */
    onChange(callback: (user: SessionUser | null) => void, onRefreshFailed: (error: unknown) => void) {
      return onAuthStateChanged(auth, (user) => {
        callback(user ? toSessionUser(user) : null);
        if (user) user.getIdToken(true).catch(onRefreshFailed);
      });
    },
  };
}
export type SessionGateway = ReturnType<typeof createSessionGateway>;
