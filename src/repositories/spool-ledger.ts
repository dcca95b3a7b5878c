// A spool's ledger: spools/{spoolId}/ledger/{entryId}, append-only. Every change to a spool's
// remaining filament is written with its entries in one transaction (a run's usage is written by
// the runs repository, in the run's transaction), so remaining = net weight + ledger holds.
import { pricePerGram } from '@/domain/filament-amounts';
import { spoolDerivedFields } from '@/domain/low-spool-alerts';
import { SPOOL_HISTORY_PAGE_SIZE } from '@/domain/spool-ledger';
import {
  emptySpoolWeightFromNotes,
  ledgerEntrySchema,
  type LedgerEntry,
  type LedgerEntryInput,
  adjustment,
  spoolStatusAfter,
  weighIn,
  type LedgerKind,
} from '@/domain/spool-ledger';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type DocumentReference,
  type Firestore,
} from '@/firebase/firestore';
import { RefusedWriteError } from './errors';
import { runEvent, type EventReader, type QueuedEventRecord } from './offline-event';
import { requireUid, storedParser } from './owned-records';

export const SPOOLS_COLLECTION = 'spools';
export const LEDGER = 'ledger';
const FILAMENTS = 'filaments';

const parseEntry = storedParser<LedgerEntry>(ledgerEntrySchema);
const parseSpool = storedParser<Spool>(spoolSchema);

/** The spool's reference. */
export const spoolReference = (db: Firestore, spoolId: string) => doc(db, SPOOLS_COLLECTION, spoolId);
/** The spool's ledger collection. */
export const ledgerOf = (db: Firestore, spoolId: string) =>
  collection(db, SPOOLS_COLLECTION, spoolId, LEDGER);

/**
 * The references of one event's entries on a spool: one base id with -1, -2… so that entries
 * written together (a usage and the adjustment that floors it) keep their order by id.
 */
export function eventEntryReferences(db: Firestore, spoolId: string, count: number): DocumentReference[] {
  const base = doc(ledgerOf(db, spoolId)).id;
  return Array.from({ length: count }, (_, index) => doc(ledgerOf(db, spoolId), `${base}-${index + 1}`));
}

/** A ledger entry as stored. */
export const storedEntry = (uid: string, spoolId: string, entry: LedgerEntryInput) => ({
  ...entry,
  userId: uid,
  spoolId,
  createdAt: serverTimestamp(),
});

/** A transaction or a batch: what an event's entries are added to. */
interface Writer {
  set(reference: DocumentReference, data: Record<string, unknown>): unknown;
}

/** Adds an event's entries on one spool to a transaction or batch. */
export function writeEntries(
  db: Firestore,
  writer: Writer,
  uid: string,
  spoolId: string,
  entries: readonly LedgerEntryInput[],
) {
  const references = eventEntryReferences(db, spoolId, entries.length);
  entries.forEach((entry, index) => writer.set(references[index]!, storedEntry(uid, spoolId, entry)));
}

export interface WeighInInput {
  /** What the scale shows, spool and filament together. */
  gross: unknown;
  /** The empty spool's weight: typed once when neither the spool nor the catalogue knows it. */
  emptyWeight?: unknown;
}

export function createSpoolLedgerRepository(db: Firestore) {
  async function readSpool(transaction: EventReader, uid: string, spoolId: string): Promise<Spool> {
    const snapshot = await transaction.get(spoolReference(db, spoolId));
    const spool = snapshot.exists() ? parseSpool(snapshot.id, snapshot.data()) : null;
    if (!spool || spool.userId !== uid) throw new RefusedWriteError('This spool no longer exists.');
    return spool;
  }

  /**
   * One change of a spool's remaining weight and its entry, in one transaction (queued when
   * offline; `describe` names it for the report if the server refuses it, `again` records it again).
   */
  async function recordChange(
    uid: string,
    spoolId: string,
    again: QueuedEventRecord['again'],
    decide: (spool: Spool) => { remainingAfter: number; change: number; kind: LedgerKind; note: string },
    describe: (spool: Spool, remainingAfter: number) => string,
    extraSpoolFields: (spool: Spool) => Record<string, unknown> = () => ({}),
  ): Promise<void> {
    let described = 'A change of a spool';
    await runEvent(
      db,
      () => described,
      { userId: uid, landed: [{ createdIn: LEDGER }], again },
      async (transaction, write) => {
        const spool = await readSpool(transaction, uid, spoolId);
        const { remainingAfter, change, kind, note } = decide(spool);
        described = describe(spool, remainingAfter);
        const status = spoolStatusAfter(spool.status, spool.weight, remainingAfter);
        write.update(spoolReference(db, spoolId), {
          remainingWeight: remainingAfter,
          status,
          // Also gives a spool stored before the flag existed its flag.
          ...spoolDerivedFields({
            remainingWeight: remainingAfter,
            status,
            lowSpoolThreshold: spool.lowSpoolThreshold,
          }),
          updatedAt: serverTimestamp(),
          ...extraSpoolFields(spool),
        });
        writeEntries(db, write, uid, spoolId, [
          {
            kind,
            grams: change,
            balanceAfter: remainingAfter,
            pricePerGram: pricePerGram(spool),
            runId: null,
            label: '',
            note,
          },
        ]);
      },
    );
  }

  return {
    /** The spool's entries, newest first (one page), read from its own ledger only. */
    async history(
      userId: string,
      spoolId: string,
      pageSize = SPOOL_HISTORY_PAGE_SIZE,
    ): Promise<LedgerEntry[]> {
      const uid = requireUid(userId);
      const snapshot = await getDocs(
        query(
          ledgerOf(db, spoolId),
          where('userId', '==', uid),
          orderBy('createdAt', 'desc'),
          limit(pageSize),
        ),
      );
      return snapshot.docs.map((entry) => parseEntry(entry.id, entry.data()));
    },

    /**
     * The empty-spool weight a weigh-in subtracts, and where it comes from: the spool's own (typed
     * once), else its SpoolmanDB filament's spool weight, else null (the user types it).
     */
    async emptySpoolWeight(
      userId: string,
      spool: Pick<Spool, 'emptySpoolWeight' | 'filamentId'>,
    ): Promise<{ grams: number; source: 'spool' | 'catalogue' } | null> {
      requireUid(userId);
      if (spool.emptySpoolWeight !== null) return { grams: spool.emptySpoolWeight, source: 'spool' };
      if (!spool.filamentId) return null;
      const filament = await getDoc(doc(db, FILAMENTS, spool.filamentId));
      const grams = filament.exists() ? emptySpoolWeightFromNotes(filament.data().notes as string) : null;
      return grams === null ? null : { grams, source: 'catalogue' };
    },

    /**
     * A weigh-in: gross weight less the empty spool becomes the remaining weight, the difference
     * an entry. An empty-spool weight typed here is kept on the spool. Refused with the product's
     * message when the numbers cannot be right.
     */
    async weighIn(
      userId: string,
      spoolId: string,
      input: WeighInInput & { emptyWeightFromCatalogue?: number | null },
    ) {
      const uid = requireUid(userId);
      const typed = input.emptyWeight !== undefined && input.emptyWeight !== null && input.emptyWeight !== '';
      await recordChange(
        uid,
        spoolId,
        { event: 'ledger.weighIn', args: [uid, spoolId, input] },
        (spool) => {
          const emptyWeight = typed
            ? input.emptyWeight
            : (spool.emptySpoolWeight ?? input.emptyWeightFromCatalogue);
          const result = weighIn({
            gross: input.gross,
            emptyWeight,
            remaining: spool.remainingWeight,
            weight: spool.weight,
          });
          if (!result.ok) throw new RefusedWriteError(result.message);
          return { remainingAfter: result.remainingAfter, change: result.change, kind: 'weigh-in', note: '' };
        },
        (spool, remainingAfter) => `Weigh-in of ${spool.name}: ${remainingAfter} g left`,
        () => (typed ? { emptySpoolWeight: Number(input.emptyWeight) } : {}),
      );
    },

    /** A manual adjustment by a signed number of grams, with a note. */
    async adjust(userId: string, spoolId: string, input: { change: unknown; note: string }) {
      const uid = requireUid(userId);
      await recordChange(
        uid,
        spoolId,
        { event: 'ledger.adjust', args: [uid, spoolId, input] },
        (spool) => {
          const result = adjustment({
            change: input.change,
            remaining: spool.remainingWeight,
            weight: spool.weight,
          });
          if (!result.ok) throw new RefusedWriteError(result.message);
          return {
            remainingAfter: result.remainingAfter,
            change: result.change,
            kind: 'adjustment',
            note: input.note.trim(),
          };
        },
        (spool, remainingAfter) => `Adjustment of ${spool.name}: ${remainingAfter} g left`,
      );
    },
  };
}
export type SpoolLedgerRepository = ReturnType<typeof createSpoolLedgerRepository>;
