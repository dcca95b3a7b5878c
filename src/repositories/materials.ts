import {
  materialFormSchema,
  materialSchema,
  type Material,
  type MaterialFormValues,
  type MaterialSort,
} from '@/domain/materials';
import {
  collection,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { toCursorPage, type CursorPage, type PageCursor } from './cursor-page';
import { ownedCollection, requireUid, storedParser } from './owned-records';

export const MATERIALS = 'materials';
/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;
/** Materials read per page of the Filament Types table. */
export const MATERIALS_PAGE_SIZE = 30;

const parseMaterial = storedParser<Material>(materialSchema);

export function createMaterialsRepository(db: Firestore) {
  const materials = ownedCollection(db, MATERIALS, parseMaterial);
  return {
    /**
     * One page of the user's materials in the table's order (any column, either way; ties by id),
     * after the cursor. Ordering on the server needs the composite indexes (userId, column) of
     * firestore.indexes.json; names sort as Firestore compares strings (by code point).
     */
    async listPage(
      uid: string,
      sort: MaterialSort,
      cursor: PageCursor | null = null,
      pageSize = MATERIALS_PAGE_SIZE,
    ): Promise<CursorPage<Material>> {
      const constraints: QueryConstraint[] = [
        where('userId', '==', requireUid(uid)),
        orderBy(sort.key, sort.direction),
        orderBy(documentId(), sort.direction),
      ];
      if (cursor) constraints.push(startAfter(cursor.value, cursor.id));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(collection(db, MATERIALS), ...constraints));
      return toCursorPage(
        snapshot.docs,
        pageSize,
        (entry) => parseMaterial(entry.id, entry.data()),
        (entry) => entry.get(sort.key),
      );
    },

    /** How many materials the user has (one aggregation read). */
    async count(uid: string): Promise<number> {
      const owned = query(collection(db, MATERIALS), where('userId', '==', requireUid(uid)));
      return (await getCountFromServer(owned)).data().count;
    },

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
