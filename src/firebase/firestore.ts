// The only module that loads Cloud Firestore. It is reached through dynamic imports and
// lazy routes only, so the public pages never download it.
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';

export * from 'firebase/firestore';

let db: Firestore | undefined;

export function appFirestore(): Firestore {
  if (!db) {
    const { app, config } = firebaseApp();
    db = initializeFirestore(app, {
      // The workshop tablet (issue 16): what the device has read stays in IndexedDB, shared by
      // the app's tabs, so pages opened before show their data with no connection, and writes
      // made offline wait there until it returns. Where IndexedDB is unavailable the SDK falls
      // back to memory.
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
    if (config.useEmulators) {
      connectFirestoreEmulator(db, config.firestoreEmulatorHost, config.firestoreEmulatorPort);
    }
  }
  return db;
}
