// The read side of the shared filament catalogue (writes: filaments.ts / filament-brands.ts).
import { filamentBrandSchema, filamentSchema, type Filament, type FilamentBrand } from '@/domain/filament';
import { collection, getDocs, orderBy, query, where, type Firestore } from '@/firebase/firestore';
import { fromStored } from './firestore-values';

export const FILAMENTS = 'filaments';
export const FILAMENT_BRANDS = 'filament_brands';

type FilamentSnapshot = { id: string; data: () => Record<string, unknown> };

/** Parses catalogue documents; a malformed one is left out rather than failing the whole search. */
function parseFilaments(docs: readonly FilamentSnapshot[]): Filament[] {
  const filaments: Filament[] = [];
  for (const entry of docs) {
    const parsed = filamentSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
    if (parsed.success) filaments.push(parsed.data);
    else console.warn(`Catalogue filament ${entry.id} is malformed and was skipped`);
  }
  return filaments;
}

export function createCatalogueRepository(db: Firestore) {
  return {
    /** filament_brands ordered by brand (SPEC §7): one read per brand. */
    async listBrands(): Promise<FilamentBrand[]> {
      const snapshot = await getDocs(query(collection(db, FILAMENT_BRANDS), orderBy('brand')));
      return snapshot.docs.map((entry) =>
        filamentBrandSchema.parse({ ...(fromStored(entry.data()) as object), id: entry.id }),
      );
    },

    /** One brand's filaments with an equality query: reads only that brand's documents. */
    async listFilamentsOfBrand(brand: string): Promise<Filament[]> {
      const snapshot = await getDocs(query(collection(db, FILAMENTS), where('brand', '==', brand)));
      return parseFilaments(snapshot.docs);
    },

    /** The whole catalogue (thousands of reads): callers cache it for the session. */
    async listAllFilaments(): Promise<Filament[]> {
      const snapshot = await getDocs(collection(db, FILAMENTS));
      return parseFilaments(snapshot.docs);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
