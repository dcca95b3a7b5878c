// Admin side of the brand summaries: the table and Refresh Data (SPEC §7 brand refresh).
import * as z from 'zod/mini';
import { chunk, FIRESTORE_BATCH_LIMIT } from '@/domain/catalogue-import';
import {
  CATALOGUE_SNAPSHOT,
  encodeSnapshotEntry,
  MAX_SNAPSHOT_PARTS,
  partitionEntries,
} from '@/domain/catalogue-snapshot';
import { filamentBrandSchema, filamentSchema, type Filament, type FilamentBrand } from '@/domain/filament';
import {
  brandTotals,
  groupFilamentsByBrand,
  sortBrands,
  staleBrandIds,
  type BrandSummary,
} from '@/domain/filament-brands';
import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import { readCatalogueSnapshot, writeWholeSnapshot } from './catalogue-snapshot';
import { fromStored } from './firestore-values';

export const FILAMENT_BRANDS = 'filament_brands';
const FILAMENTS = 'filaments';

const brandRecordSchema = z.extend(filamentBrandSchema, { lastUpdated: z.catch(z.nullable(z.date()), null) });
export type FilamentBrandRecord = FilamentBrand & { lastUpdated: Date | null };

export type BrandRefreshReport = {
  brandsCount: number;
  totalFilaments: number;
  /** Brand documents removed because no filament carries that brand any more. */
  removed: number;
  documentsRead: number;
  commits: number;
  /** Filaments the rebuilt search snapshot holds (null when the summaries came from the snapshot). */
  snapshotFilaments: number | null;
};

export function createFilamentBrandsRepository(db: Firestore) {
  const brands = collection(db, FILAMENT_BRANDS);

  /** Writes the summaries (and `first`, into the first commit), deletes stale ones, audits. */
  async function writeSummaries(
    adminUid: string,
    grouped: BrandSummary[],
    storedIds: string[],
    first: (batch: WriteBatch) => void = () => {},
  ) {
    const stale = staleBrandIds(storedIds, grouped);
    type Write =
      { kind: 'set'; id: string; brand: string; filamentCount: number } | { kind: 'delete'; id: string };
    const writes: Write[] = [
      ...grouped.map((brand) => ({ kind: 'set' as const, ...brand })),
      ...stale.map((id) => ({ kind: 'delete' as const, id })),
    ];
    // The first commit also carries the snapshot (at most 101 writes), so it lands whole.
    const reserved = 2 * MAX_SNAPSHOT_PARTS + 1;
    const chunks = [
      writes.slice(0, FIRESTORE_BATCH_LIMIT - reserved),
      ...chunk(writes.slice(FIRESTORE_BATCH_LIMIT - reserved), FIRESTORE_BATCH_LIMIT),
    ];
    let commits = 0;
    for (const [index, part] of chunks.entries()) {
      const batch = writeBatch(db);
      if (index === 0) first(batch);
      for (const write of part) {
        if (write.kind === 'delete') batch.delete(doc(brands, write.id));
        else
          batch.set(doc(brands, write.id), {
            brand: write.brand,
            filamentCount: write.filamentCount,
            lastUpdated: serverTimestamp(),
          });
      }
      await batch.commit();
      commits += 1;
    }
    const { totalBrands, totalFilaments } = brandTotals(grouped);
    await createAuditLogRepository(db).append(adminUid, 'admin.filament-brands.refresh', {
      brandsCount: totalBrands,
      totalFilaments,
    });
    return { brandsCount: totalBrands, totalFilaments, removed: stale.length, commits };
  }

  const repository = {
    /** Every brand summary, sorted by name (case-insensitively, unlike Firestore's byte order). */
    async list(): Promise<FilamentBrandRecord[]> {
      const snapshot = await getDocs(brands);
      return sortBrands(
        snapshot.docs.map((entry) =>
          brandRecordSchema.parse({ ...(fromStored(entry.data()) as object), id: entry.id }),
        ),
      );
    },

    /**
     * Refresh Data: reads every filament document, groups them by brand ('Unknown' when missing)
     * and writes one document per brand keyed by its lowercase hyphenated name; brands no filament
     * has any more are deleted. It also rebuilds the catalogue snapshot the spool search reads
     * from the same documents (in the first commit, whole), so it is the way to create the
     * snapshot for a catalogue imported before snapshots. Audited as admin.filament-brands.refresh.
     */
    async refresh(adminUid: string): Promise<BrandRefreshReport> {
      const [filaments, stored, snapshot] = await Promise.all([
        getDocs(collection(db, FILAMENTS)),
        getDocs(brands),
        getDocs(collection(db, CATALOGUE_SNAPSHOT)),
      ]);
      const catalogue: Filament[] = [];
      for (const entry of filaments.docs) {
        const parsed = filamentSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
        if (parsed.success) catalogue.push(parsed.data);
        else console.warn(`Catalogue filament ${entry.id} is malformed and was left out of the snapshot`);
      }
      const parts = partitionEntries(catalogue.map(encodeSnapshotEntry));
      const grouped = groupFilamentsByBrand(
        filaments.docs.map((entry) => {
          const brand: unknown = entry.get('brand');
          return { brand: typeof brand === 'string' ? brand : null };
        }),
      );
      const report = await writeSummaries(
        adminUid,
        grouped,
        stored.docs.map((entry) => entry.id),
        (batch) =>
          writeWholeSnapshot(
            db,
            batch,
            parts,
            snapshot.docs.map((entry) => entry.id),
          ),
      );
      return {
        ...report,
        documentsRead: Math.max(1, filaments.size) + Math.max(1, stored.size) + Math.max(1, snapshot.size),
        snapshotFilaments: catalogue.length,
      };
    },

    /**
     * The brand summaries from the catalogue snapshot (a handful of reads, not one per filament):
     * what an import does after writing. When every summary already says what the snapshot says,
     * it writes nothing (an import that found everything there commits nothing at all); missing,
     * changed or stale summaries are written as Refresh Data would. Falls back to refresh() when
     * there is no snapshot.
     */
    async refreshFromSnapshot(adminUid: string): Promise<BrandRefreshReport> {
      const [read, stored] = await Promise.all([readCatalogueSnapshot(db), getDocs(brands)]);
      if (!read.snapshot) return repository.refresh(adminUid);
      const grouped = groupFilamentsByBrand(read.snapshot.filaments);
      const documentsRead = read.documentsRead + Math.max(1, stored.size);
      const storedById = new Map(stored.docs.map((entry) => [entry.id, entry]));
      const unchanged =
        stored.size === grouped.length &&
        grouped.every((brand) => {
          const current = storedById.get(brand.id);
          return (
            current?.get('brand') === brand.brand && current.get('filamentCount') === brand.filamentCount
          );
        });
      if (unchanged) {
        const { totalBrands, totalFilaments } = brandTotals(grouped);
        return {
          brandsCount: totalBrands,
          totalFilaments,
          removed: 0,
          commits: 0,
          documentsRead,
          snapshotFilaments: null,
        };
      }
      const report = await writeSummaries(adminUid, grouped, [...storedById.keys()]);
      return { ...report, documentsRead, snapshotFilaments: null };
    },
  };
  return repository;
}
export type FilamentBrandsRepository = ReturnType<typeof createFilamentBrandsRepository>;
