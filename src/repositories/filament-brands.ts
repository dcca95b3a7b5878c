// Admin side of the brand summaries: the table and Refresh Data (SPEC §7 brand refresh).
import { z } from 'zod';
import { chunk, FIRESTORE_BATCH_LIMIT } from '@/domain/catalogue-import';
import { filamentBrandSchema, type FilamentBrand } from '@/domain/filament';
import { brandTotals, groupFilamentsByBrand, sortBrands, staleBrandIds } from '@/domain/filament-brands';
import { collection, doc, getDocs, serverTimestamp, writeBatch, type Firestore } from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import { fromStored } from './firestore-values';

export const FILAMENT_BRANDS = 'filament_brands';
const FILAMENTS = 'filaments';

const brandRecordSchema = filamentBrandSchema.extend({ lastUpdated: z.date().nullable().catch(null) });
export type FilamentBrandRecord = FilamentBrand & { lastUpdated: Date | null };

export type BrandRefreshReport = {
  brandsCount: number;
  totalFilaments: number;
  /** Brand documents removed because no filament carries that brand any more. */
  removed: number;
  documentsRead: number;
  commits: number;
};

export function createFilamentBrandsRepository(db: Firestore) {
  const brands = collection(db, FILAMENT_BRANDS);
  return {
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
     * Reads all filaments, groups them by brand ('Unknown' when missing) and writes one
     * document per brand keyed by its lowercase hyphenated name; brands no filament has
     * any more are deleted. Audited as admin.filament-brands.refresh.
     */
    async refresh(adminUid: string): Promise<BrandRefreshReport> {
      const [filaments, stored] = await Promise.all([getDocs(collection(db, FILAMENTS)), getDocs(brands)]);
      const grouped = groupFilamentsByBrand(
        filaments.docs.map((entry) => {
          const brand: unknown = entry.get('brand');
          return { brand: typeof brand === 'string' ? brand : null };
        }),
      );
      const stale = staleBrandIds(
        stored.docs.map((entry) => entry.id),
        grouped,
      );
      type Write =
        { kind: 'set'; id: string; brand: string; filamentCount: number } | { kind: 'delete'; id: string };
      const writes: Write[] = [
        ...grouped.map((brand) => ({ kind: 'set' as const, ...brand })),
        ...stale.map((id) => ({ kind: 'delete' as const, id })),
      ];
      let commits = 0;
      for (const part of chunk(writes, FIRESTORE_BATCH_LIMIT)) {
        const batch = writeBatch(db);
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
      return {
        brandsCount: totalBrands,
        totalFilaments,
        removed: stale.length,
        documentsRead: filaments.size + stored.size,
        commits,
      };
    },
  };
}
export type FilamentBrandsRepository = ReturnType<typeof createFilamentBrandsRepository>;
