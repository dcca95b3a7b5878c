import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { AppConfig } from '@/config/env-schema';

let app: FirebaseApp | undefined;
let appConfig: AppConfig | undefined;

/** Builds the Firebase app once, from validated configuration (called by src/main.tsx). */
export function initFirebase(config: AppConfig): FirebaseApp {
  if (!app) {
    app = initializeApp(config.firebase);
    appConfig = config;
  }
  return app;
}

export function firebaseApp(): { app: FirebaseApp; config: AppConfig } {
  if (!app || !appConfig) throw new Error('Firebase used before initFirebase()');
  return { app, config: appConfig };
}
