import { pricePerGram } from '@/domain/runs';
import { spoolFormSchema, type SpoolFormValues } from '@/domain/spool-form';
import { formLedgerChange, ledgerMessages } from '@/domain/spool-ledger';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  collection,
  getDocs,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { RefusedWriteError } from './errors';
import { ownedCollection, requireUid, storedParser } from './owned-records';
import { ledgerOf, writeEntries } from './spool-ledger';

export const SPOOLS = 'spools';

const parseSpool = storedParser<Spool>(spoolSchema);

/** The most spools of a material the workshop reads at once (the rest: "All spools"). */
export const MATERIAL_SPOOLS_LIMIT = 100;

/** Writes in one batch: the rest of a spool's ledger is deleted in batches before the spool. */
const DELETE_BATCH_SIZE = 450;

export function createSpoolsRepository(db: Firestore) {
  const spools = ownedCollection(db, SPOOLS, parseSpool);

  /** The form's change to the ledger as an adjustment entry (none when nothing moved). */
  const formEntry = (change: number, remainingAfter: number, price: number, note: string) =>
    change === 0
      ? []
      : [
          {
            kind: 'adjustment' as const,
            grams: change,
            balanceAfter: remainingAfter,
            pricePerGram: price,
            runId: null,
            label: '',
            note,
          },
        ];

  return {
    /** The user's spools, by name. */
    async list(uid: string): Promise<Spool[]> {
      return (await spools.listAll(uid)).sort((a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
      );
    },
    /** One of the user's spools; null when it does not exist or is not theirs. */
    get: spools.get,
    /**
     * The user's spools of these materials (at most 30, Firestore's `in` limit) that still hold
     * filament: what the workshop offers for a job, without reading the whole inventory.
     */
    async listOfMaterials(
      uid: string,
      materials: readonly string[],
      max = MATERIAL_SPOOLS_LIMIT,
    ): Promise<Spool[]> {
      const wanted = [...new Set(materials)].slice(0, 30);
      if (wanted.length === 0) return [];
      const snapshot = await getDocs(
        query(
          collection(db, SPOOLS),
          where('userId', '==', requireUid(uid)),
          where('material', 'in', wanted),
          where('status', 'in', ['new', 'used']),
          limit(max),
        ),
      );
      return snapshot.docs.map((entry) => parseSpool(entry.id, entry.data()));
    },
    /** Some of the user's spools by id (a run's), in that order; missing ones are left out. */
    async listByIds(uid: string, ids: readonly string[]): Promise<Spool[]> {
      const found = await Promise.all(ids.map((id) => spools.get(uid, id)));
      return found.filter((spool): spool is Spool => spool !== null);
    },
    /**
     * Validates with the form's schema (defaults of §3 filled in) and stores a new spool; a spool
     * added part-used gets an opening entry in its ledger, in the same batch.
     */
    async create(uid: string, values: SpoolFormValues): Promise<string> {
      requireUid(uid);
      const spool = spoolFormSchema.parse(values);
      const reference = spools.newReference();
      const batch = writeBatch(db);
      batch.set(reference, spools.stamped(uid, spool));
      const change = formLedgerChange(null, spool);
      writeEntries(
        db,
        batch,
        uid,
        reference.id,
        formEntry(change, spool.remainingWeight, pricePerGram(spool), ledgerMessages.openingBalance),
      );
      await batch.commit();
      return reference.id;
    },
    /**
     * Saves the form over a spool; a change of remaining or net weight is an adjustment entry
     * against the spool as stored at that moment (a run may have used filament since the form opened).
     */
    async update(uid: string, id: string, values: SpoolFormValues): Promise<void> {
      requireUid(uid);
      const spool = spoolFormSchema.parse(values);
      await runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(spools.reference(id));
        if (!snapshot.exists()) throw new RefusedWriteError('This spool no longer exists.');
        const stored = parseSpool(snapshot.id, snapshot.data());
        transaction.update(spools.reference(id), { ...spool, updatedAt: serverTimestamp() });
        const change = formLedgerChange(stored, spool);
        writeEntries(
          db,
          transaction,
          uid,
          id,
          formEntry(change, spool.remainingWeight, pricePerGram(spool), ledgerMessages.formEdit),
        );
      });
    },
    /**
     * Deletes a spool and its ledger (runs keep their own record of what they used): the spool
     * goes in the first batch with as many entries as fit, the rest of its entries after it (the
     * rules let an entry be deleted only once its spool is gone).
     */
    async delete(uid: string, id: string): Promise<void> {
      requireUid(uid);
      const entries = (await getDocs(query(ledgerOf(db, id), where('userId', '==', uid)))).docs;
      let batch = writeBatch(db);
      batch.delete(spools.reference(id));
      let writes = 1;
      for (const entry of entries) {
        if (writes === DELETE_BATCH_SIZE) {
          await batch.commit();
          batch = writeBatch(db);
          writes = 0;
        }
        batch.delete(entry.ref);
        writes += 1;
      }
      await batch.commit();
    },
  };
}
export type SpoolsRepository = ReturnType<typeof createSpoolsRepository>;
