// Importing many spools at once (issue 17: Spoolman and spreadsheet imports). Each spool is
// written as the spools repository's create writes one (the form's schema, its low-spool margin,
// the search words, tied to its ledger with the opening entry of a spool added part-used), plus
// the empty spool's weight when the file gave it; in batches
// (src/domain/spool-import/import-batches.ts), reporting after each. A batch lands whole or not at
// all: a refused one stops the import, and the report says which batches landed and which rows did not.
import { filamentSchema, type Filament } from '@/domain/filament';
import { spoolFormSchema, type SpoolInput } from '@/domain/spool-form';
import { planImportBatches } from '@/domain/spool-import/import-batches';
import type { SpoolImportDraft } from '@/domain/spool-import/import-rows';
import { formLedgerChange } from '@/domain/spool-ledger';
import { derivedSpoolFields } from '@/domain/spool-search';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  where,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { fromStored } from './firestore-values';
import { ownedCollection, requireUid } from './owned-records';
import { writeNewSpool } from './spool-ledger';
import { createSpoolsRepository, SPOOLS } from './spools';

export interface SpoolImportProgress {
  batchesDone: number;
  batchCount: number;
  spoolsWritten: number;
  spoolsTotal: number;
}

export interface SpoolImportBatch {
  /** 1-based, in writing order. */
  index: number;
  /** The file's row numbers in this batch. */
  rows: number[];
  landed: boolean;
}

export interface SpoolImportReport {
  created: number;
  batches: SpoolImportBatch[];
  /** The batch that was refused (the import stopped there) and why; null when all landed. */
  failure: { batch: number; error: unknown } | null;
  /** Rows of the refused batch and of the batches after it, not written. */
  notImported: number[];
}

/** Derived spool ids (backup-ids.ts derivedId) begin with 'r': the range of ids that do. */
const DERIVED_ID_PREFIX = 'r';
const DERIVED_ID_END = 's';

type Prepared = { draft: SpoolImportDraft; spool: SpoolInput; change: number };

export function createSpoolImportRepository(db: Firestore) {
  const spools = ownedCollection(db, SPOOLS, (id, data) => ({ id, userId: String(data.userId) }));

  return {
    /**
     * The materials the user already has: their filament types and the materials of their
     * spools (an import names these without a problem).
     */
    async knownMaterials(uid: string): Promise<string[]> {
      requireUid(uid);
      const [types, ofSpools] = await Promise.all([
        getDocs(query(collection(db, 'materials'), where('userId', '==', uid))),
        createSpoolsRepository(db).materials(uid),
      ]);
      const names = types.docs
        .map((entry) => entry.get('material'))
        .filter((name) => typeof name === 'string');
      return [...new Set([...(names as string[]), ...ofSpools])];
    },

    /**
     * Which of `spoolIds` (imported-ids.ts importedSpoolId's, all 'r' and 32 hex digits) are the user's spools
     * already. The rules answer no query by id for a spool that does not exist, so this reads the
     * user's spools whose id begins with 'r' (one query): those an earlier import or a restore
     * wrote, and the few random ids that happen to begin so. Billed by those spools, whatever the
     * size of the file; asked only for a Spoolman export.
     */
    async existingSpools(uid: string, spoolIds: readonly string[]): Promise<Set<string>> {
      requireUid(uid);
      const wanted = new Set(spoolIds);
      if (wanted.size === 0) return new Set();
      const snapshot = await getDocs(
        query(
          collection(db, SPOOLS),
          where('userId', '==', uid),
          where(documentId(), '>=', DERIVED_ID_PREFIX),
          where(documentId(), '<', DERIVED_ID_END),
        ),
      );
      return new Set(snapshot.docs.map((entry) => entry.id).filter((id) => wanted.has(id)));
    },

    /** Catalogue filaments by id, one read each (only when the catalogue has no snapshot). */
    async catalogueFilaments(ids: readonly string[]): Promise<Filament[]> {
      const found = await Promise.all(ids.map((id) => getDoc(doc(db, 'filaments', id))));
      return found.flatMap((entry) => {
        if (!entry.exists()) return [];
        const parsed = filamentSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
        return parsed.success ? [parsed.data] : [];
      });
    },

    /**
     * Writes the drafts as new spools. Every draft is validated first (nothing is written if one
     * is invalid); then batches are committed one after another, `onProgress` awaited after each.
     * A refused batch stops the import: it and the later ones are reported as not landed.
     */
    async importSpools(
      uid: string,
      drafts: readonly SpoolImportDraft[],
      onProgress?: (progress: SpoolImportProgress) => void | Promise<void>,
    ): Promise<SpoolImportReport> {
      requireUid(uid);
      const prepared: Prepared[] = drafts.map((draft) => {
        const spool = spoolFormSchema.parse(draft.values);
        return { draft, spool, change: formLedgerChange(null, spool) };
      });
      const planned = planImportBatches(prepared, (item) => item.change !== 0);
      const batches: SpoolImportBatch[] = planned.map((items, index) => ({
        index: index + 1,
        rows: items.map((item) => item.draft.row),
        landed: false,
      }));
      let created = 0;
      for (const [index, items] of planned.entries()) {
        const batch = writeBatch(db);
        for (const { draft, spool } of items) {
          // A spool from Spoolman takes the id derived from its Spoolman id (a later import finds it).
          const reference =
            draft.spoolId === undefined ? spools.newReference() : doc(db, SPOOLS, draft.spoolId);
          writeNewSpool(
            db,
            batch,
            uid,
            reference,
            spools.stamped(uid, {
              ...spool,
              ...derivedSpoolFields(reference.id, spool),
              ...(draft.emptySpoolWeight === null ? {} : { emptySpoolWeight: draft.emptySpoolWeight }),
            }),
          );
        }
        try {
          await batch.commit();
        } catch (error) {
          return {
            created,
            batches,
            failure: { batch: index + 1, error },
            notImported: batches.slice(index).flatMap((entry) => entry.rows),
          };
        }
        batches[index]!.landed = true;
        created += items.length;
        await onProgress?.({
          batchesDone: index + 1,
          batchCount: planned.length,
          spoolsWritten: created,
          spoolsTotal: prepared.length,
        });
      }
      return { created, batches, failure: null, notImported: [] };
    },
  };
}
export type SpoolImportRepository = ReturnType<typeof createSpoolImportRepository>;
