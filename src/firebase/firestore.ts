// The only module that loads Cloud Firestore. It is reached through dynamic imports and
// lazy routes only, so the public pages never download it.
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';

export * from 'firebase/firestore';

let db: Firestore | undefined;

export function appFirestore(): Firestore {
  if (!db) {
    const { app, config } = firebaseApp();
    db = initializeFirestore(app, {});
    if (config.useEmulators) {
      connectFirestoreEmulator(db, config.firestoreEmulatorHost, config.firestoreEmulatorPort);
    }
  }
  return db;
}
