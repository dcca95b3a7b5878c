// Admin side of the shared catalogue: paged list, add/edit/delete, and the SpoolmanDB import.
// (User-side reads live in catalogue.ts.)
import {
  catalogueImportResult,
  planCatalogueImport,
  type CatalogueFilament,
  type CatalogueImportResult,
} from '@/domain/catalogue-import';
import {
  encodeSnapshotEntry,
  partitionEntries,
  planSnapshotImport,
  snapshotEntryId,
} from '@/domain/catalogue-snapshot';
import { PAGE_SIZE } from '@/domain/constants';
import { filamentSchema, type Filament } from '@/domain/filament';
import type { FilamentFormValues } from '@/domain/filament-form';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import {
  changeSnapshotEntry,
  manifestData,
  partData,
  readCatalogueSnapshot,
  snapshotManifestRef,
  snapshotPartRef,
} from './catalogue-snapshot';
import { fromStored } from './firestore-values';

export const FILAMENTS = 'filaments';

/** Where the next page starts: after this name, then this id (names repeat: 'Black' × 90). */
export type FilamentCursor = { name: string; id: string };
export type FilamentPage = { filaments: Filament[]; next: FilamentCursor | null };

export type ImportProgress = { phase: 'checking' } | { phase: 'writing'; written: number; total: number };

export type FilamentImportReport = CatalogueImportResult & {
  /** Rows that failed to map (logged and counted as skipped). */
  errors: number;
  /** Later rows whose sanitised id an earlier row took (counted as skipped). */
  duplicates: number;
  /** Documents the existence pass read (billed: a query that returns none costs one). */
  documentsRead: number;
  /** Batch commits (at most 500 writes each). */
  commits: number;
  /** Where the existence pass looked: the snapshot, or every document (no snapshot yet). */
  checkedAgainst: 'snapshot' | 'documents';
};

const parseFilament = (id: string, data: Record<string, unknown>): Filament =>
  filamentSchema.parse({ ...(fromStored(data) as object), id });

function storedFields(values: FilamentFormValues | Omit<CatalogueFilament, 'id'>) {
  return {
    name: values.name,
    material: values.material,
    brand: values.brand,
    colorName: values.colorName,
    colorHex: values.colorHex,
    density: values.density,
    diameter: values.diameter,
    printTempMin: values.printTempMin,
    printTempMax: values.printTempMax,
    bedTempMin: values.bedTempMin,
    bedTempMax: values.bedTempMax,
    ...('shrinkage' in values ? { shrinkage: values.shrinkage } : {}),
    notes: values.notes,
  };
}

export function createFilamentsRepository(db: Firestore) {
  const audit = createAuditLogRepository(db);
  const filaments = collection(db, FILAMENTS);

  return {
    /**
     * One page ordered by name (SPEC §7), 20 rows. One extra row is asked for, so the
     * page knows whether another exists without offering a load-more that brings nothing.
     */
    async listPage(after: FilamentCursor | null = null, pageSize = PAGE_SIZE): Promise<FilamentPage> {
      const constraints: QueryConstraint[] = [orderBy('name'), orderBy(documentId())];
      if (after) constraints.push(startAfter(after.name, after.id));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(filaments, ...constraints));
      const rows = snapshot.docs.slice(0, pageSize).map((entry) => parseFilament(entry.id, entry.data()));
      const last = rows[rows.length - 1];
      return {
        filaments: rows,
        next: snapshot.docs.length > pageSize && last ? { name: last.name, id: last.id } : null,
      };
    },

    /** How many entries the catalogue holds (one aggregate read per 1,000 entries). */
    async count(): Promise<number> {
      return (await getCountFromServer(filaments)).data().count;
    },

    /** Adds an entry: its document, its snapshot entry and admin.filament.create in one transaction. */
    async create(adminUid: string, values: FilamentFormValues): Promise<string> {
      const ref = doc(filaments);
      await runTransaction(db, async (transaction) => {
        const writeSnapshot = await changeSnapshotEntry(db, transaction, {
          kind: 'put',
          filament: { id: ref.id, ...storedFields(values) },
        });
        await audit.recordIn(transaction, adminUid, {
          action: 'admin.filament.create',
          details: { filamentId: ref.id, name: values.name },
        });
        transaction.set(ref, {
          ...storedFields(values),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        writeSnapshot();
      });
      return ref.id;
    },

    /** Edits an entry: its document, the snapshot part holding it and admin.filament.update in one transaction. */
    async update(adminUid: string, filamentId: string, values: FilamentFormValues): Promise<void> {
      const ref = doc(filaments, filamentId);
      await runTransaction(db, async (transaction) => {
        const writeSnapshot = await changeSnapshotEntry(db, transaction, {
          kind: 'put',
          filament: { id: filamentId, ...storedFields(values) },
        });
        await audit.recordIn(transaction, adminUid, {
          action: 'admin.filament.update',
          details: { filamentId, name: values.name },
        });
        transaction.update(ref, { ...storedFields(values), updatedAt: serverTimestamp() });
        writeSnapshot();
      });
    },

    /** Deletes an entry: its document, its snapshot entry and admin.filament.delete in one transaction. */
    async remove(adminUid: string, filamentId: string): Promise<void> {
      await runTransaction(db, async (transaction) => {
        const writeSnapshot = await changeSnapshotEntry(db, transaction, { kind: 'remove', id: filamentId });
        await audit.recordIn(transaction, adminUid, {
          action: 'admin.filament.delete',
          details: { filamentId },
        });
        transaction.delete(doc(filaments, filamentId));
        writeSnapshot();
      });
    },

    /**
     * Imports a SpoolmanDB filament list (SPEC §7): each row is created when its sanitised id
     * is absent and skipped when present. Existing ids come from one pass over the
     * snapshot (or, without one, every document); new documents go in batches of at most 500 writes
     * with the snapshot parts they change. Rows that fail to map are logged and
     * skipped. A failed commit rejects (batches already committed stay; a retry skips them).
     */
    async importCatalogue(
      adminUid: string,
      source: unknown,
      onProgress: (progress: ImportProgress) => void = () => {},
    ): Promise<FilamentImportReport> {
      const plan = planCatalogueImport(source);
      for (const problem of [...plan.errors, ...plan.duplicates]) {
        console.warn(
          `Filament import: row ${problem.index} (${problem.sourceId ?? 'no id'}) skipped: ${problem.reason}`,
        );
      }

      onProgress({ phase: 'checking' });
      // Which ids exist: from the snapshot (a handful of reads). Without one (a catalogue imported
      // before snapshots), from every document, and the import writes the snapshot.
      const read = await readCatalogueSnapshot(db);
      let documentsRead = read.documentsRead;
      let existingParts: string[][];
      let existingIds: Set<string>;
      let unstoredParts: number[] = [];
      if (read.snapshot) {
        existingParts = read.snapshot.parts;
        existingIds = new Set(
          existingParts
            .flat()
            .map((entry) => snapshotEntryId(entry))
            .filter((id) => id !== null),
        );
      } else {
        const existing = await getDocs(filaments);
        documentsRead += Math.max(1, existing.size);
        existingIds = new Set(existing.docs.map((entry) => entry.id));
        const stored: Filament[] = [];
        for (const entry of existing.docs) {
          const parsed = filamentSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
          if (parsed.success) stored.push(parsed.data);
          else console.warn(`Catalogue filament ${entry.id} is malformed and was left out of the snapshot`);
        }
        existingParts = partitionEntries(stored.map(encodeSnapshotEntry));
        unstoredParts = existingParts.map((_, index) => index);
      }
      const toCreate = plan.filaments.filter((filament) => !existingIds.has(filament.id));

      let written = 0;
      let commits = 0;
      onProgress({ phase: 'writing', written, total: toCreate.length });
      // Each commit carries its documents, the snapshot parts they land in and the manifest
      // (at most 500 writes): after every commit the snapshot and the documents agree.
      for (const part of planSnapshotImport(existingParts, toCreate, { unstoredParts })) {
        const batch = writeBatch(db);
        for (const { id, ...fields } of part.filaments) {
          batch.set(doc(filaments, id), {
            ...storedFields(fields),
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
        }
        for (const { index, entries } of part.parts)
          batch.set(snapshotPartRef(db, index), partData(index, entries));
        batch.set(snapshotManifestRef(db), manifestData(part.manifest));
        await batch.commit();
        commits += 1;
        written += part.filaments.length;
        onProgress({ phase: 'writing', written, total: toCreate.length });
      }

      const result = catalogueImportResult(plan, toCreate.length);
      await audit.append(adminUid, 'admin.filament.import', { ...result });
      return {
        ...result,
        errors: plan.errors.length,
        duplicates: plan.duplicates.length,
        documentsRead,
        commits,
        checkedAgainst: read.snapshot ? 'snapshot' : 'documents',
      };
    },
  };
}
export type FilamentsRepository = ReturnType<typeof createFilamentsRepository>;
