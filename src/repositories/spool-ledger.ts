// A spool's ledger: spools/{spoolId}/ledger/{entryId}, append-only. Every change to a spool's
// remaining filament is written with its entries in one transaction (a run's usage is written by
// the runs repository, in the run's transaction), so remaining = net weight + ledger holds. Since
// issue 29 the spool moves by increment() of exactly its event's entries and names the last of
// them (lastEntryId), which the rules check: events decided on several devices at once all land.
import { pricePerGram } from '@/domain/filament-amounts';
import { marginWrite, ownThresholdMargin } from '@/domain/low-spool-alerts';
import {
  adjustment,
  adjustmentEntry,
  balanceCorrection,
  emptySpoolWeightFromNotes,
  eventEntryIds,
  formLedgerChange,
  ledgerChange,
  ledgerDifference,
  ledgerEntrySchema,
  ledgerMessages,
  SPOOL_HISTORY_PAGE_SIZE,
  spoolStatusAfter,
  weighIn,
  type LedgerEntry,
  type LedgerEntryInput,
  type LedgerKind,
} from '@/domain/spool-ledger';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  collection,
  count,
  deleteField,
  doc,
  documentId,
  getAggregateFromServer,
  getDoc,
  getDocFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  sum,
  where,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from '@/firebase/firestore';
import { firebaseErrorCode, RefusedWriteError } from './errors';
import { runEvent, type EventReader, type EventWriter, type QueuedEventRecord } from './offline-event';
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

/** A new event's id on a spool's ledger (its entries take it, and -floor for a second). */
export const newEventId = (db: Firestore, spoolId: string) => doc(ledgerOf(db, spoolId)).id;

/** A ledger entry as stored. */
export const storedEntry = (uid: string, spoolId: string, entry: LedgerEntryInput) => ({
  ...entry,
  userId: uid,
  spoolId,
  createdAt: serverTimestamp(),
});

/** Adds an event's entries on one spool to a transaction or batch; returns the last one's id. */
export function writeEntries(
  db: Firestore,
  writer: Pick<EventWriter, 'set'>,
  uid: string,
  spoolId: string,
  eventId: string,
  entries: readonly LedgerEntryInput[],
): string {
  const ids = eventEntryIds(eventId, entries.length);
  entries.forEach((entry, index) =>
    writer.set(doc(ledgerOf(db, spoolId), ids[index]!), storedEntry(uid, spoolId, entry)),
  );
  return ids[ids.length - 1]!;
}

/** One event's change to a spool, as a device decided it from the spool it read. */
export interface SpoolMove {
  /** The event's entries, in order: their sum is what the ledger moves by. */
  entries: readonly LedgerEntryInput[];
  /** What the net weight moves by (the form): remaining moves by it too, beside the entries. */
  weightChange?: number;
  /** The fields the event sets besides the balance (a status, the form's fields…). */
  fields?: Record<string, unknown>;
  /** The own low threshold the spool is left with (the form may change it). */
  threshold?: number | null;
}

/**
 * Writes an event's entries and moves the spool by exactly them, as the rules require: remaining
 * weight by increment(), the spool naming the event's last entry, its status from what this device
 * read, and its low-spool margin (domain marginWrite). `exact` says the spool was read from the
 * server in this transaction (online); queued offline it is what the device last saw.
 */
export function writeSpoolMove(
  db: Firestore,
  writer: EventWriter,
  uid: string,
  spool: Spool,
  eventId: string,
  move: SpoolMove,
  exact: boolean,
) {
  const weightChange = move.weightChange ?? 0;
  const change = ledgerChange(move.entries) + weightChange;
  const threshold = move.threshold === undefined ? spool.lowSpoolThreshold : move.threshold;
  const lastEntryId = writeEntries(db, writer, uid, spool.id, eventId, move.entries);
  const margin = marginWrite(spool, change, threshold, exact);
  writer.update(spoolReference(db, spool.id), {
    status: spoolStatusAfter(spool.status, spool.weight + weightChange, spool.remainingWeight + change),
    ...move.fields,
    remainingWeight: increment(change),
    lastEntryId,
    ...(margin.kind === 'increment' ? { ownThresholdMargin: increment(margin.by) } : {}),
    ...(margin.kind === 'set'
      ? {
          ownThresholdMargin: margin.value,
          ...(spool.ownThresholdMargin === undefined && { lowByOwnThreshold: deleteField() }),
        }
      : {}),
    updatedAt: serverTimestamp(),
  });
}

/**
 * A new spool and its opening entry (a spool added part-used), for a batch: the spool is tied to
 * its ledger from the start (ledgerBalanced), full with no entry or part-used with an entry of
 * exactly what it lacks, which it names.
 */
export function writeNewSpool(
  db: Firestore,
  writer: Pick<EventWriter, 'set'>,
  uid: string,
  reference: DocumentReference,
  stamped: Record<string, unknown> & { remainingWeight: number; weight: number; purchasePrice: number },
) {
  const change = formLedgerChange(null, stamped);
  const lastEntryId =
    change === 0
      ? null
      : writeEntries(db, writer, uid, reference.id, newEventId(db, reference.id), [
          adjustmentEntry(change, pricePerGram(stamped), ledgerMessages.openingBalance),
        ]);
  writer.set(reference, { ...stamped, ledgerBalanced: true, lastEntryId });
}

export interface WeighInInput {
  /** What the scale shows, spool and filament together. */
  gross: unknown;
  /** The empty spool's weight: typed once when neither the spool nor the catalogue knows it. */
  emptyWeight?: unknown;
}

/** Where the next page of a spool's history starts (opaque outside this module). */
declare const historyCursor: unique symbol;
export type HistoryCursor = { readonly [historyCursor]: true };

export interface HistoryPage {
  entries: LedgerEntry[];
  /** null on the last page. */
  next: HistoryCursor | null;
}

/** What Check balances found for one spool (domain ledgerDifference). */
export interface SpoolBalance {
  spool: Spool;
  /** The sum of its ledger entries, and how many there are. */
  ledgerSum: number;
  entryCount: number;
  /** What remaining holds beyond net weight + ledger (0: the ledger explains it). */
  difference: number;
}

/** How many spools the account check sums at once. */
const CHECK_CONCURRENCY = 8;
/** The account check reads spools a page at a time. */
export const CHECK_PAGE_SIZE = 100;

export const balanceCheckMessages = {
  needsConnection: 'Checking balances needs a connection: the ledger is added up on the server.',
  moved: 'This spool kept changing while it was checked. Check it again.',
  tied: 'The rules keep this spool tied to its ledger, so a difference cannot be recorded on it.',
} as const;

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
      async (transaction, write, { queued }) => {
        const spool = await readSpool(transaction, uid, spoolId);
        const { remainingAfter, change, kind, note } = decide(spool);
        described = describe(spool, remainingAfter);
        const entry = {
          kind,
          grams: change,
          pricePerGram: pricePerGram(spool),
          runId: null,
          label: '',
          note,
        };
        writeSpoolMove(
          db,
          write,
          uid,
          spool,
          newEventId(db, spoolId),
          { entries: [entry], fields: extraSpoolFields(spool) },
          !queued,
        );
      },
    );
  }

  /** The sum and count of a spool's entries on the server: one aggregation (a read per 1,000 entries). */
  async function ledgerTotals(uid: string, spoolId: string) {
    const totals = await getAggregateFromServer(query(ledgerOf(db, spoolId), where('userId', '==', uid)), {
      grams: sum('grams'),
      entries: count(),
    });
    const { grams, entries } = totals.data();
    return { ledgerSum: grams ?? 0, entryCount: entries };
  }

  /**
   * Adds up one spool's ledger against the spool: the spool read from the server, its entries
   * summed, the spool read again; a change landing between (another device's event) starts again.
   */
  async function checkSpool(uid: string, first: Spool): Promise<SpoolBalance> {
    let spool = first;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const totals = await ledgerTotals(uid, spool.id);
      const snapshot = await getDocFromServer(spoolReference(db, spool.id));
      if (!snapshot.exists()) throw new RefusedWriteError('This spool no longer exists.');
      const again = parseSpool(snapshot.id, snapshot.data());
      const same =
        again.lastEntryId === spool.lastEntryId &&
        again.remainingWeight === spool.remainingWeight &&
        again.weight === spool.weight;
      if (same) return { spool, ...totals, difference: ledgerDifference(spool, totals.ledgerSum) };
      spool = again;
    }
    throw new RefusedWriteError(balanceCheckMessages.moved);
  }

  async function checkBalance(uid: string, spoolId: string): Promise<SpoolBalance> {
    const snapshot = await getDocFromServer(spoolReference(db, spoolId)).catch((error: unknown) => {
      if (firebaseErrorCode(error) === 'unavailable')
        throw new RefusedWriteError(balanceCheckMessages.needsConnection);
      throw error;
    });
    const spool = snapshot.exists() ? parseSpool(snapshot.id, snapshot.data()) : null;
    if (!spool || spool.userId !== uid) throw new RefusedWriteError('This spool no longer exists.');
    return checkSpool(uid, spool);
  }

  return {
    /**
     * One page of the spool's entries, newest first (by time, then id: an event's floor after its
     * usage), read from its own ledger only; `after` is the previous page's `next`. Reads one
     * entry more than the page to know whether another page exists.
     */
    async history(
      userId: string,
      spoolId: string,
      after: HistoryCursor | null = null,
      pageSize = SPOOL_HISTORY_PAGE_SIZE,
    ): Promise<HistoryPage> {
      const uid = requireUid(userId);
      const snapshot = await getDocs(
        query(
          ledgerOf(db, spoolId),
          where('userId', '==', uid),
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          ...(after ? [startAfter(after as unknown as QueryDocumentSnapshot)] : []),
          limit(pageSize + 1),
        ),
      );
      const shown = snapshot.docs.slice(0, pageSize);
      return {
        entries: shown.map((entry) => parseEntry(entry.id, entry.data())),
        next: snapshot.docs.length > pageSize ? (shown.at(-1) as unknown as HistoryCursor) : null,
      };
    },

    /**
     * Check balances on one spool: its remaining weight against net weight + its ledger, added up
     * on the server. Reads: the spool twice and one aggregation (one read per 1,000 entries).
     */
    checkBalance: (userId: string, spoolId: string): Promise<SpoolBalance> =>
      checkBalance(requireUid(userId), spoolId),

    /**
     * Check balances on every spool of the account, a page of spools at a time, each spool's
     * ledger added up on the server (8 at once); `onProgress` hears how many are done. Returns
     * the spools whose ledger does not explain them. Reads: about two per spool (the spool in its
     * page and its aggregation), and two more for each spool that differs or changed meanwhile.
     */
    async checkAccount(
      userId: string,
      onProgress: (checked: number) => void = () => {},
      pageSize = CHECK_PAGE_SIZE,
    ): Promise<{ checked: number; differing: SpoolBalance[] }> {
      const uid = requireUid(userId);
      const differing: SpoolBalance[] = [];
      let checked = 0;
      let after: QueryDocumentSnapshot | null = null;
      for (;;) {
        const page: QuerySnapshot = await getDocs(
          query(
            collection(db, SPOOLS_COLLECTION),
            where('userId', '==', uid),
            orderBy(documentId()),
            ...(after ? [startAfter(after)] : []),
            limit(pageSize),
          ),
        );
        const spools = page.docs.map((entry) => parseSpool(entry.id, entry.data()));
        for (let start = 0; start < spools.length; start += CHECK_CONCURRENCY) {
          const slice = spools.slice(start, start + CHECK_CONCURRENCY);
          const results = await Promise.all(
            slice.map(async (spool) => {
              const totals = await ledgerTotals(uid, spool.id);
              const difference = ledgerDifference(spool, totals.ledgerSum);
              // A difference may be an event landing between the page and the sum: check it alone.
              return difference === 0 ? null : checkSpool(uid, spool);
            }),
          );
          for (const result of results) if (result && result.difference !== 0) differing.push(result);
          checked += slice.length;
          onProgress(checked);
        }
        if (page.docs.length < pageSize) break;
        after = page.docs.at(-1)!;
      }
      return { checked, differing };
    },

    /**
     * Records what Check balances found: a correction entry of exactly the difference, written
     * without moving the spool, which ties the spool to its ledger from then on (the rules allow
     * this once, on a spool not tied yet). The difference is checked again first. Online only.
     */
    async recordDifference(userId: string, spoolId: string): Promise<SpoolBalance> {
      const uid = requireUid(userId);
      const found = await checkBalance(uid, spoolId);
      if (found.spool.ledgerBalanced === true) {
        if (found.difference === 0) return found;
        throw new RefusedWriteError(balanceCheckMessages.tied);
      }
      const { spool, difference } = found;
      const eventId = newEventId(db, spoolId);
      // Online only (the sums were the server's), so a lost connection may yet queue it: its entry
      // or the spool tied to its ledger shows it landed; it is not recorded again.
      const record: QueuedEventRecord = {
        userId: uid,
        landed: [
          { createdIn: LEDGER },
          { holds: spoolReference(db, spoolId), fields: { ledgerBalanced: true } },
        ],
        again: null,
      };
      await runEvent(db, `Balance check of ${spool.name}`, record, async (transaction, write) => {
        const now = await readSpool(transaction, uid, spoolId);
        if (now.lastEntryId !== spool.lastEntryId) throw new RefusedWriteError(balanceCheckMessages.moved);
        const lastEntryId =
          difference === 0
            ? (now.lastEntryId ?? null)
            : writeEntries(db, write, uid, spoolId, eventId, [
                balanceCorrection(difference, pricePerGram(now)),
              ]);
        write.update(spoolReference(db, spoolId), {
          ledgerBalanced: true,
          lastEntryId,
          // While it is read from the server anyway: a spool stored before the margin gets it.
          ...(now.ownThresholdMargin === undefined && {
            ownThresholdMargin: ownThresholdMargin(now),
            lowByOwnThreshold: deleteField(),
          }),
          updatedAt: serverTimestamp(),
        });
      });
      return { ...found, difference: 0, ledgerSum: found.ledgerSum + difference };
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
     * from what this device read an entry the spool moves by. An empty-spool weight typed here is
     * kept on the spool. Refused with the product's message when the numbers cannot be right.
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
