// The read side of the shared filament catalogue for the spool search (writes: filaments.ts;
// the brand summaries the search's dropdown lists: filament-brands.ts).
import { filamentSchema, type Filament } from '@/domain/filament';
import { likelyBrandSpellings } from '@/domain/filament-brands';
import { collection, getDoc, getDocs, query, where, type Firestore } from '@/firebase/firestore';
import { readCatalogueSnapshot, snapshotManifestRef, type SnapshotRead } from './catalogue-snapshot';
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

    /**
     * The whole catalogue from its snapshot: the manifest and a few parts of up to 2,000
     * filaments. `snapshot` is null when there is none yet (a catalogue imported before
     * snapshots, or one being rebuilt): then read listAllFilaments.
     */
    readSnapshot(): Promise<SnapshotRead> {
      return readCatalogueSnapshot(db);
    },

    /** Whether the snapshot exists (one read): the admin area offers a rebuild when it does not. */
    async hasSnapshot(): Promise<boolean> {
      return (await getDoc(snapshotManifestRef(db))).exists();
    },

    /** The whole catalogue, one document each (thousands of reads): only without a snapshot. */
    async listAllFilaments(): Promise<Filament[]> {
      const snapshot = await getDocs(collection(db, FILAMENTS));
      return parseFilaments(snapshot.docs);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
