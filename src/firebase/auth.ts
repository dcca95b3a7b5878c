// The only module that loads Firebase Auth. Kept minimal (no popup/redirect resolver) so
// the public pages stay small.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseApp } from './app';

export type { Auth, User as AuthUser };
export {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
};

let auth: Auth | undefined;

export function appAuth(): Auth {
  if (!auth) {
    const { app, config } = firebaseApp();
    auth = initializeAuth(app, {
      persistence: typeof localStorage === 'undefined' ? inMemoryPersistence : browserLocalPersistence,
    });
    if (config.useEmulators) {
      connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
  }
  return auth;
}
