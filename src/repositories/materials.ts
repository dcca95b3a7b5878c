import {
  materialFormSchema,
  materialSchema,
  type Material,
  type MaterialFormValues,
} from '@/domain/materials';
import { writeBatch, type Firestore } from '@/firebase/firestore';
import { ownedCollection, requireUid, storedParser } from './owned-records';

export const MATERIALS = 'materials';
/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

const parseMaterial = storedParser<Material>(materialSchema);

export function createMaterialsRepository(db: Firestore) {
  const materials = ownedCollection(db, MATERIALS, parseMaterial);
  return {
    /** The user's materials. */
    list: materials.listAll,
    create: async (uid: string, values: MaterialFormValues) =>
      materials.add(uid, materialFormSchema.parse(values)),

    /**
     * Creates every given material; all are validated before the first write, and they are
     * written in batches of 500. Returns the new ids in input order.
     */
    async createMany(uid: string, list: readonly MaterialFormValues[]): Promise<string[]> {
      requireUid(uid);
      const records = list.map((values) => materials.stamped(uid, materialFormSchema.parse(values)));
      const ids: string[] = [];
      for (let start = 0; start < records.length; start += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const record of records.slice(start, start + BATCH_LIMIT)) {
          const reference = materials.newReference();
          batch.set(reference, record);
          ids.push(reference.id);
        }
        await batch.commit();
      }
      return ids;
    },

    update: async (uid: string, id: string, values: MaterialFormValues) =>
      materials.update(uid, id, materialFormSchema.parse(values)),
    delete: materials.remove,
  };
}
export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
