// Admin side of the shared catalogue: paged list, add/edit/delete, and the SpoolmanDB import.
// (User-side reads live in catalogue.ts.)
import {
  catalogueImportResult,
  chunk,
  FIRESTORE_BATCH_LIMIT,
  planCatalogueImport,
  type CatalogueFilament,
  type CatalogueImportResult,
} from '@/domain/catalogue-import';
import { PAGE_SIZE } from '@/domain/constants';
import { filamentSchema, type Filament } from '@/domain/filament';
import type { FilamentFormValues } from '@/domain/filament-form';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
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
  /** Documents the existence pass read. */
  documentsRead: number;
  /** Batch commits (at most 500 writes each). */
  commits: number;
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

    async create(adminUid: string, values: FilamentFormValues): Promise<string> {
      const ref = await addDoc(filaments, {
        ...storedFields(values),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      await audit.append(adminUid, 'admin.filament.create', {
        filamentId: ref.id,
        name: values.name,
      });
      return ref.id;
    },

    async update(adminUid: string, filamentId: string, values: FilamentFormValues): Promise<void> {
      await updateDoc(doc(filaments, filamentId), { ...storedFields(values), updatedAt: serverTimestamp() });
      await audit.append(adminUid, 'admin.filament.update', { filamentId, name: values.name });
    },

    async remove(adminUid: string, filamentId: string): Promise<void> {
      await deleteDoc(doc(filaments, filamentId));
      await audit.append(adminUid, 'admin.filament.delete', { filamentId });
    },

    /**
     * Imports a SpoolmanDB filament list (SPEC §7): each row is created when its sanitised id
     * is absent and skipped when present. Existing ids come from one pass over the
     * collection; new documents go in batches of 500. Rows that fail to map are logged and
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
      const existing = await getDocs(filaments);
      const existingIds = new Set(existing.docs.map((entry) => entry.id));
      const toCreate = plan.filaments.filter((filament) => !existingIds.has(filament.id));

      let written = 0;
      let commits = 0;
      onProgress({ phase: 'writing', written, total: toCreate.length });
      for (const part of chunk(toCreate, FIRESTORE_BATCH_LIMIT)) {
        const batch = writeBatch(db);
        for (const { id, ...fields } of part) {
          batch.set(doc(filaments, id), {
            ...storedFields(fields),
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
        }
        await batch.commit();
        commits += 1;
        written += part.length;
        onProgress({ phase: 'writing', written, total: toCreate.length });
      }

      const result = catalogueImportResult(plan, toCreate.length);
      await audit.append(adminUid, 'admin.filament.import', { ...result });
      return {
        ...result,
        errors: plan.errors.length,
        duplicates: plan.duplicates.length,
        documentsRead: existing.size,
        commits,
      };
    },
  };
}
export type FilamentsRepository = ReturnType<typeof createFilamentsRepository>;
