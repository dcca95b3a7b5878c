import { spoolFormSchema, type SpoolFormValues } from '@/domain/spool-form';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from '@/firebase/firestore';
import { NotAuthenticatedError } from './errors';
import { fromStored } from './firestore-values';

export const SPOOLS = 'spools';

const parseSpool = (id: string, data: Record<string, unknown>): Spool =>
  spoolSchema.parse({ ...(fromStored(data) as object), id });

function requireUid(uid: string | null | undefined): string {
  if (!uid) throw new NotAuthenticatedError();
  return uid;
}

export function createSpoolsRepository(db: Firestore) {
  return {
    /** The user's spools (the rules allow only this owner-filtered query), by name. */
    async list(uid: string): Promise<Spool[]> {
      const snapshot = await getDocs(query(collection(db, SPOOLS), where('userId', '==', requireUid(uid))));
      return snapshot.docs
        .map((entry) => parseSpool(entry.id, entry.data()))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
    },

    /** Validates with the form's schema (defaults of §3 filled in) and stores a new spool. */
    async create(uid: string, values: SpoolFormValues): Promise<string> {
      const owner = requireUid(uid);
      const spool = spoolFormSchema.parse(values);
      const created = await addDoc(collection(db, SPOOLS), {
        ...spool,
        userId: owner,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return created.id;
    },

    async update(uid: string, id: string, values: SpoolFormValues): Promise<void> {
      requireUid(uid);
      const spool = spoolFormSchema.parse(values);
      await updateDoc(doc(db, SPOOLS, id), { ...spool, updatedAt: serverTimestamp() });
    },

    async delete(uid: string, id: string): Promise<void> {
      requireUid(uid);
      await deleteDoc(doc(db, SPOOLS, id));
    },
  };
}
export type SpoolsRepository = ReturnType<typeof createSpoolsRepository>;
