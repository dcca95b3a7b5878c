import type { AppConfig } from '@/config/env-schema';

// The configuration Firebase is built from, kept apart from the SDK: src/main.tsx hands it over at
// start without loading firebase/app, which only the Auth and Firestore chunks (loaded on demand) need.
let appConfig: AppConfig | undefined;

/** Keeps the validated configuration (called once by src/main.tsx; the first call wins). */
export function initFirebase(config: AppConfig): void {
  appConfig ??= config;
}

export function firebaseConfig(): AppConfig {
  if (!appConfig) throw new Error('Firebase used before initFirebase()');
  return appConfig;
}
