import { pricePerGram } from '@/domain/filament-amounts';
import { ALERTING_SPOOL_STATUSES, lowSpoolThresholdFor, marginWrite } from '@/domain/low-spool-alerts';
import type { SpoolFormValues } from '@/domain/spool-form';
import {
  SPOOL_MATERIALS_LIMIT,
  SPOOL_PAGE_SIZE,
  type SpoolListFilters,
  type SpoolPriceTotals,
  type SpoolSort,
} from '@/domain/spool-list';
import { spoolSchema, type Spool } from '@/domain/spool-record';
import {
  matchesSpoolSearch,
  SPOOL_SEARCH_PAGE_SIZE,
  SPOOL_SEARCH_VERSION,
  derivedSpoolFields,
  spoolSearchFields,
  type SpoolSearch,
} from '@/domain/spool-search';
import {
  collection,
  documentId,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  sum,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from '@/firebase/firestore';
import { RefusedWriteError } from './errors';
import { commitOrQueue, runEvent, type QueuedEventRecord } from './offline-event';
import { ownedCollection, requireUid, storedParser } from './owned-records';

export const SPOOLS = 'spools';

/** The writes' own helpers, loaded on the first write (spool-writes.ts). */
const writeHelpers = () => import('./spool-writes');

const parseSpool = storedParser<Spool>(spoolSchema);

/** The most spools of a material the workshop reads at once (the rest: "All spools"). */
export const MATERIAL_SPOOLS_LIMIT = 100;

/** Where the next page starts: opaque outside this module (the UI never sees Firebase types). */
declare const spoolPageCursor: unique symbol;
export type SpoolPageCursor = { readonly [spoolPageCursor]: true };

export interface SpoolPage {
  spools: Spool[];
  /** null on the last page. */
  next: SpoolPageCursor | null;
}

/** Each order the user picks, as a Firestore orderBy (the document id breaks ties). */
const SORT_ORDER: Record<SpoolSort, QueryConstraint> = {
  name: orderBy('name', 'asc'),
  newest: orderBy('createdAt', 'desc'),
  remaining: orderBy('remainingWeight', 'asc'),
};

/** Writes in one batch: the rest of a spool's ledger is deleted in batches before the spool. */
const DELETE_BATCH_SIZE = 450;

/** Spools read, and at most written, per batch when older spools are made searchable. */
const SEARCHABLE_BATCH_SIZE = 400;

/** The statuses of a spool a run may use (a done spool is used up). */
const USABLE_STATUSES = ['new', 'used'];

export function createSpoolsRepository(db: Firestore) {
  const spools = ownedCollection(db, SPOOLS, parseSpool);

  const owned = (uid: string, ...constraints: QueryConstraint[]) =>
    query(collection(db, SPOOLS), where('userId', '==', requireUid(uid)), ...constraints);

  return {
    /**
     * One page of the user's spools in the order and with the filters they picked, after
     * `cursor` (the previous page's `next`). Reads one spool more than the page to know whether
     * another page exists.
     */
    async page(
      uid: string,
      filters: SpoolListFilters,
      cursor: SpoolPageCursor | null = null,
      pageSize = SPOOL_PAGE_SIZE,
    ): Promise<SpoolPage> {
      const constraints: QueryConstraint[] = [];
      if (filters.status) constraints.push(where('status', '==', filters.status));
      if (filters.material) constraints.push(where('material', '==', filters.material));
      constraints.push(SORT_ORDER[filters.sort]);
      if (cursor) constraints.push(startAfter(cursor as unknown as QueryDocumentSnapshot));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(owned(uid, ...constraints));
      const docs = snapshot.docs.slice(0, pageSize);
      const more = snapshot.docs.length > pageSize;
      return {
        spools: docs.map((entry) => parseSpool(entry.id, entry.data())),
        next: more ? (docs[docs.length - 1] as unknown as SpoolPageCursor) : null,
      };
    },
    /** How many spools the user has: one aggregation read, not one per spool. */
    async count(uid: string): Promise<number> {
      return (await getCountFromServer(owned(uid))).data().count;
    },
    /**
     * How many of the user's spools are low (domain isLowSpool): those low by their own threshold
     * (not done, their stored margin over it below 0), plus those without one that are not done and
     * hold less than the user's threshold, plus spools stored before the margin whose issue 15 flag
     * says low (until their next write online gives them a margin). Three aggregation reads.
     */
    async lowCount(uid: string, userThreshold?: number | null): Promise<number> {
      const threshold = lowSpoolThresholdFor({ lowSpoolThreshold: null }, userThreshold);
      const alerting = where('status', 'in', [...ALERTING_SPOOL_STATUSES]);
      const [own, inherited, legacy] = await Promise.all([
        getCountFromServer(owned(uid, alerting, where('ownThresholdMargin', '<', 0))),
        getCountFromServer(
          owned(
            uid,
            where('lowSpoolThreshold', '==', null),
            alerting,
            where('remainingWeight', '<', threshold),
          ),
        ),
        getCountFromServer(owned(uid, where('lowByOwnThreshold', '==', true))),
      ]);
      return own.data().count + inherited.data().count + legacy.data().count;
    },
    /**
     * What the user paid for their spools with a weight, and the grams bought: the weighted
     * average price per kg (domain averageMaterialCostPerKg) in one aggregation read.
     */
    async priceTotals(uid: string): Promise<SpoolPriceTotals> {
      const totals = await getAggregateFromServer(owned(uid, where('weight', '>', 0)), {
        purchasePrice: sum('purchasePrice'),
        weight: sum('weight'),
      });
      const { purchasePrice, weight } = totals.data();
      return { purchasePrice: purchasePrice ?? 0, weight: weight ?? 0 };
    },
    /**
     * The distinct materials of the user's spools, A–Z, at most `max`: one read per material (each
     * query asks for the first spool whose material sorts after the last one found).
     */
    async materials(uid: string, max = SPOOL_MATERIALS_LIMIT): Promise<string[]> {
      const found: string[] = [];
      let after = '';
      while (found.length < max) {
        const snapshot = await getDocs(
          owned(uid, where('material', '>', after), orderBy('material', 'asc'), limit(1)),
        );
        const material = snapshot.docs[0]?.get('material');
        if (typeof material !== 'string') break;
        found.push(material);
        after = material;
      }
      return found;
    },
    /**
     * One page of the user's spools a run may use (new or used) that answer a search, by name,
     * after `cursor`: the query asks for the search's longest word (stored in `searchTokens`),
     * the device checks the others, so a page may show fewer than it read. No words: every
     * usable spool, by name. Reads at most `pageSize + 1` spools, whatever the inventory's size.
     */
    async search(
      uid: string,
      search: SpoolSearch,
      cursor: SpoolPageCursor | null = null,
      pageSize = SPOOL_SEARCH_PAGE_SIZE,
    ): Promise<SpoolPage> {
      const constraints: QueryConstraint[] = [where('status', 'in', USABLE_STATUSES)];
      if (search.token) constraints.push(where('searchTokens', 'array-contains', search.token));
      constraints.push(orderBy('name', 'asc'));
      if (cursor) constraints.push(startAfter(cursor as unknown as QueryDocumentSnapshot));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(owned(uid, ...constraints));
      const docs = snapshot.docs.slice(0, pageSize);
      return {
        spools: docs
          .map((entry) => parseSpool(entry.id, entry.data()))
          .filter((spool) => matchesSpoolSearch(spool, search)),
        next: snapshot.docs.length > pageSize ? (docs[docs.length - 1] as unknown as SpoolPageCursor) : null,
      };
    },
    /** How many of the user's spools the search can find (saved with its words): one aggregation read. */
    async searchableCount(uid: string): Promise<number> {
      return (await getCountFromServer(owned(uid, where('searchVersion', '==', SPOOL_SEARCH_VERSION)))).data()
        .count;
    },
    /**
     * Stores the search words of every spool saved before the search (or before its words last
     * changed): reads each of the user's spools once, in batches, and writes only those without
     * them. Returns how many it wrote. Needs a connection.
     */
    async makeSearchable(uid: string, onProgress: (read: number) => void = () => {}): Promise<number> {
      requireUid(uid);
      let cursor: QueryDocumentSnapshot | null = null;
      let read = 0;
      let written = 0;
      for (;;) {
        const constraints: QueryConstraint[] = [orderBy(documentId())];
        if (cursor) constraints.push(startAfter(cursor));
        const snapshot = await getDocs(owned(uid, ...constraints, limit(SEARCHABLE_BATCH_SIZE)));
        const batch = writeBatch(db);
        let changes = 0;
        for (const entry of snapshot.docs) {
          if (entry.get('searchVersion') === SPOOL_SEARCH_VERSION) continue;
          const spool = parseSpool(entry.id, entry.data());
          batch.update(entry.ref, {
            ...spoolSearchFields(spool),
            updatedAt: serverTimestamp(),
          });
          changes += 1;
        }
        if (changes > 0) await batch.commit();
        written += changes;
        read += snapshot.docs.length;
        onProgress(read);
        if (snapshot.docs.length < SEARCHABLE_BATCH_SIZE) return written;
        cursor = snapshot.docs[snapshot.docs.length - 1]!;
      }
    },
    /** The user's spools, by name (every one: for tests and tools; the app reads pages). */
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
    /**
     * The user's spools whose id starts with `code` (a label's short code, domain spool-label.ts),
     * at most two: one is the spool, two say the code is not enough (domain matchShortCode).
     */
    async findByShortCode(uid: string, code: string): Promise<Spool[]> {
      if (code === '') return [];
      const snapshot = await getDocs(
        owned(uid, where(documentId(), '>=', code), where(documentId(), '<', `${code}\uf8ff`), limit(2)),
      );
      return snapshot.docs.map((entry) => parseSpool(entry.id, entry.data()));
    },
    /** Some of the user's spools by id (a run's), in that order; missing ones are left out. */
    async listByIds(uid: string, ids: readonly string[]): Promise<Spool[]> {
      const found = await Promise.all(ids.map((id) => spools.get(uid, id)));
      return found.filter((spool): spool is Spool => spool !== null);
    },
    /**
     * Validates with the form's schema (defaults of §3 filled in) and stores a new spool, tied to
     * its ledger: a spool added part-used gets an opening entry in its ledger, in the same batch.
     */
    async create(uid: string, values: SpoolFormValues): Promise<string> {
      requireUid(uid);
      const { spoolFormSchema, writeNewSpool } = await writeHelpers();
      const spool = spoolFormSchema.parse(values);
      const reference = spools.newReference();
      const batch = writeBatch(db);
      writeNewSpool(
        db,
        batch,
        uid,
        reference,
        spools.stamped(uid, { ...spool, ...derivedSpoolFields(reference.id, spool) }),
      );
      await commitOrQueue(batch, `New spool ${spool.name}`, db, {
        userId: uid,
        landed: [{ exists: reference }],
        again: { event: 'spools.create', args: [uid, values] },
      });
      return reference.id;
    },
    /**
     * Saves the form over a spool. A change of remaining or net weight is an adjustment entry
     * against the spool as this device read it, and the spool moves by increment: a run another
     * device finished since the form opened still counts. A save that changes neither writes no
     * entry and leaves both weights alone.
     */
    async update(uid: string, id: string, values: SpoolFormValues): Promise<void> {
      requireUid(uid);
      const {
        adjustmentEntry,
        spoolFormSchema,
        formLedgerChange,
        ledgerMessages,
        newEventId,
        writeSpoolMove,
      } = await writeHelpers();
      const spool = spoolFormSchema.parse(values);
      // Its ledger entry when the weights changed; else the spool holding the form's other fields
      // (its weights move by increment, so another device's run may have moved them since).
      const { remainingWeight: _remaining, weight: _weight, ...formFields } = spool;
      const record: QueuedEventRecord = {
        userId: uid,
        landed: [{ createdIn: 'ledger' }, { holds: spools.reference(id), fields: formFields }],
        again: { event: 'spools.update', args: [uid, id, values] },
      };
      await runEvent(db, `Changes to ${spool.name}`, record, async (transaction, write, { queued }) => {
        const snapshot = await transaction.get(spools.reference(id));
        if (!snapshot.exists()) throw new RefusedWriteError('This spool no longer exists.');
        const stored = parseSpool(snapshot.id, snapshot.data());
        const { remainingWeight, weight, ...form } = spool;
        const fields = { ...form, ...spoolSearchFields({ ...spool, id }) };
        const weightChange = weight - stored.weight;
        const moved = remainingWeight !== stored.remainingWeight || weightChange !== 0;
        if (!moved) {
          const margin = marginWrite(stored, 0, spool.lowSpoolThreshold, !queued);
          write.update(spools.reference(id), {
            ...fields,
            ...(margin.kind === 'set' && { ownThresholdMargin: margin.value }),
            ...(margin.kind === 'increment' && { ownThresholdMargin: increment(margin.by) }),
            updatedAt: serverTimestamp(),
          });
          return;
        }
        const note =
          weightChange === 0 ? ledgerMessages.formEdit : ledgerMessages.formWeight(stored.weight, weight);
        writeSpoolMove(
          db,
          write,
          uid,
          stored,
          newEventId(db, id),
          {
            entries: [adjustmentEntry(formLedgerChange(stored, spool), pricePerGram(spool), note)],
            weightChange,
            fields: { ...fields, weight },
            threshold: spool.lowSpoolThreshold,
          },
          !queued,
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
      const { ledgerOf } = await writeHelpers();
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
