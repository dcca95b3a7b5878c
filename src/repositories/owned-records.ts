// What every repository of a user-owned collection does alike: require the signed-in user,
// parse stored documents with the domain schema, and read one of the user's documents.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentReference,
  type Firestore,
} from '@/firebase/firestore';
import { firebaseErrorCode, NotAuthenticatedError } from './errors';
import { fromStored } from './firestore-values';
import type * as z from 'zod/mini';

/** The signed-in user's uid; without one, 'User must be authenticated' (SPEC §6). */
export function requireUid(uid: string | null | undefined): string {
  if (!uid) throw new NotAuthenticatedError();
  return uid;
}

/** Turns a stored document into its domain type: Timestamps become Dates, the id is added. */
export const storedParser =
  <T>(schema: z.ZodMiniType<T>) =>
  (id: string, data: Record<string, unknown>): T =>
    schema.parse({ ...(fromStored(data) as object), id });

/**
 * One of the user's documents; null when it does not exist or is someone else's (the rules
 * refuse the get of another user's document: to the user both are "not found").
 */
export async function getOwned<T extends { userId: string }>(
  uid: string,
  reference: DocumentReference,
  parse: (id: string, data: Record<string, unknown>) => T,
): Promise<T | null> {
  requireUid(uid);
  try {
    const snapshot = await getDoc(reference);
    if (!snapshot.exists()) return null;
    const record = parse(snapshot.id, snapshot.data());
    return record.userId === uid ? record : null;
  } catch (error) {
    if (firebaseErrorCode(error) === 'permission-denied') return null;
    throw error;
  }
}

type Parse<T> = (id: string, data: Record<string, unknown>) => T;

/**
 * A collection each user owns (SPEC §3: userId, createdAt and updatedAt on every record; every
 * query owner-filtered, as the rules require): the reads and writes its repository shares.
 */
export function ownedCollection<T extends { userId: string }>(db: Firestore, name: string, parse: Parse<T>) {
  const reference = (id: string) => doc(db, name, id);
  return {
    reference,
    /** A new document's reference (its generated id), for batches. */
    newReference: () => doc(collection(db, name)),
    /** A new record as stored: the caller's uid and the server's time added. */
    stamped: <Data extends object>(uid: string, data: Data) => ({
      ...data,
      userId: requireUid(uid),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
    /** Every record of the user (the rules allow only this owner-filtered query). */
    async listAll(uid: string): Promise<T[]> {
      const snapshot = await getDocs(query(collection(db, name), where('userId', '==', requireUid(uid))));
      return snapshot.docs.map((entry) => parse(entry.id, entry.data()));
    },
    get: (uid: string, id: string) => getOwned(uid, reference(id), parse),
    /** Stores a new record with a generated id; returns the id. */
    async add(uid: string, data: object): Promise<string> {
      const created = await addDoc(collection(db, name), {
        ...data,
        userId: requireUid(uid),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return created.id;
    },
    /** Changes the given fields, and updatedAt. */
    async update(uid: string, id: string, data: object): Promise<void> {
      requireUid(uid);
      await updateDoc(reference(id), { ...data, updatedAt: serverTimestamp() });
    },
    async remove(uid: string, id: string): Promise<void> {
      requireUid(uid);
      await deleteDoc(reference(id));
    },
  };
}
