// What the preview checks rows against: the materials the user already has, the catalogue
// filaments the rows' SpoolmanDB ids name, and which of the rows' spools an earlier import of the
// same Spoolman export already wrote. The catalogue is read from its snapshot (a few
// documents, shared with the spool search's cache); only without a snapshot is each named
// filament read by its id, never the whole catalogue one document at a time.
import type { Filament } from '@/domain/filament';
import { filamentKeys } from '@/queries/filaments';
import { catalogueRepository, spoolImportRepository } from '@/queries/repositories';
import type { QueryClient } from '@tanstack/react-query';

export interface ImportContext {
  materials: string[];
  catalogue: Map<string, Filament>;
  /** Of the spool ids asked for, those already in the inventory (an earlier import wrote them). */
  existingSpools: Set<string>;
}

async function catalogueFilaments(queryClient: QueryClient, ids: readonly string[]): Promise<Filament[]> {
  if (ids.length === 0) return [];
  const cached = queryClient.getQueryState<Filament[]>(filamentKeys.everything());
  if (cached?.data && !cached.isInvalidated) return cached.data;
  const { snapshot } = await (await catalogueRepository()).readSnapshot();
  if (snapshot) {
    // The whole catalogue, as the spool search caches it: a later search reads nothing more.
    queryClient.setQueryData(filamentKeys.everything(), snapshot.filaments);
    return snapshot.filaments;
  }
  return (await spoolImportRepository()).catalogueFilaments(ids);
}

export async function loadImportContext(
  queryClient: QueryClient,
  uid: string,
  catalogueIds: readonly string[],
  spoolIds: readonly string[] = [],
): Promise<ImportContext> {
  const [materials, filaments, existingSpools] = await Promise.all([
    spoolImportRepository().then((repository) => repository.knownMaterials(uid)),
    catalogueFilaments(queryClient, catalogueIds),
    spoolIds.length === 0
      ? new Set<string>()
      : spoolImportRepository().then((repository) => repository.existingSpools(uid, spoolIds)),
  ]);
  const wanted = new Set(catalogueIds);
  return {
    materials,
    existingSpools,
    catalogue: new Map(
      filaments.filter((filament) => wanted.has(filament.id)).map((filament) => [filament.id, filament]),
    ),
  };
}
