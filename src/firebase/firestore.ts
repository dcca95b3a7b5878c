// The only module that loads Cloud Firestore. It is reached through dynamic imports and
// lazy routes only, so the public pages never download it.
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  terminate,
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

/**
 * Forgets what this device keeps of the user's data (signing out, issue 16): stops the app's
 * Firestore and deletes its persistent cache, queued writes included, so the next person on a
 * shared tablet finds nothing. The Firestore instance is gone afterwards: the page must load again.
 * Another open tab of the app keeps the cache in use; it is then left (and said in the log).
 * Resolves with whether the cache was deleted.
 */
export async function forgetDeviceData(): Promise<boolean> {
  const instance = appFirestore();
  await terminate(instance);
  try {
    await clearIndexedDbPersistence(instance);
    return true;
  } catch (error) {
    console.error('The device cache could not be cleared (is the app open in another tab?)', error);
    return false;
  }
}
