import {
  materialFormSchema,
  materialSchema,
  type Material,
  type MaterialFormValues,
} from '@/domain/materials';
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
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { NotAuthenticatedError } from './errors';
import { fromStored } from './firestore-values';

export const MATERIALS = 'materials';
/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

const parseMaterial = (id: string, data: Record<string, unknown>): Material =>
  materialSchema.parse({ ...(fromStored(data) as object), id });

function requireUid(uid: string | null | undefined): string {
  if (!uid) throw new NotAuthenticatedError();
  return uid;
}

export function createMaterialsRepository(db: Firestore) {
  const newRecord = (uid: string, values: MaterialFormValues) => ({
    ...materialFormSchema.parse(values),
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  return {
    /** The user's materials (owner-filtered, as the rules require). */
    async list(uid: string): Promise<Material[]> {
      const snapshot = await getDocs(
        query(collection(db, MATERIALS), where('userId', '==', requireUid(uid))),
      );
      return snapshot.docs.map((entry) => parseMaterial(entry.id, entry.data()));
    },

    async create(uid: string, values: MaterialFormValues): Promise<string> {
      const owner = requireUid(uid);
      const created = await addDoc(collection(db, MATERIALS), newRecord(owner, values));
      return created.id;
    },

    /**
     * Creates every given material; all are validated before the first write, and they are
     * written in batches of 500. Returns the new ids in input order.
     */
    async createMany(uid: string, list: readonly MaterialFormValues[]): Promise<string[]> {
      const owner = requireUid(uid);
      const records = list.map((values) => newRecord(owner, values));
      const ids: string[] = [];
      for (let start = 0; start < records.length; start += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const record of records.slice(start, start + BATCH_LIMIT)) {
          const reference = doc(collection(db, MATERIALS));
          batch.set(reference, record);
          ids.push(reference.id);
        }
        await batch.commit();
      }
      return ids;
    },

    async update(uid: string, id: string, values: MaterialFormValues): Promise<void> {
      requireUid(uid);
      await updateDoc(doc(db, MATERIALS, id), {
        ...materialFormSchema.parse(values),
        updatedAt: serverTimestamp(),
      });
    },

    async delete(uid: string, id: string): Promise<void> {
      requireUid(uid);
      await deleteDoc(doc(db, MATERIALS, id));
    },
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
