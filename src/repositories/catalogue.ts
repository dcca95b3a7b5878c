// The read side of the shared filament catalogue for the spool search (writes: filaments.ts;
// the brand summaries the search's dropdown lists: filament-brands.ts).
import { filamentSchema, type Filament } from '@/domain/filament';
import { likelyBrandSpellings } from '@/domain/filament-brands';
import { collection, getDocs, query, where, type Firestore } from '@/firebase/firestore';
import { fromStored } from './firestore-values';

export const FILAMENTS = 'filaments';

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
    /**
     * One brand's filaments in its likely spellings ('eSun', 'ESUN', 'esun', 'Esun') with one
     * `in` query: reads only that brand's documents.
     */
    async listFilamentsOfBrand(brand: string): Promise<Filament[]> {
      const snapshot = await getDocs(
        query(collection(db, FILAMENTS), where('brand', 'in', likelyBrandSpellings(brand))),
      );
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
