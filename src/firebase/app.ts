import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '@/config/env-schema';
import { firebaseConfig } from './firebase-config';

export { initFirebase } from './firebase-config';

let app: FirebaseApp | undefined;

/** The Firebase app, built on first use from the configuration initFirebase() kept. */
export function firebaseApp(): { app: FirebaseApp; config: AppConfig } {
  const config = firebaseConfig();
  app ??= initializeApp(config.firebase);
  return { app, config };
}
