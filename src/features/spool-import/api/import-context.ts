// What the preview checks rows against: the materials the user already has, and the catalogue
// filaments the rows' SpoolmanDB ids name. The catalogue is read from its snapshot (a few
// documents, shared with the spool search's cache); only without a snapshot is each named
// filament read by its id, never the whole catalogue one document at a time.
import type { Filament } from '@/domain/filament';
import { filamentKeys } from '@/queries/filaments';
import { catalogueRepository, spoolImportRepository } from '@/queries/repositories';
import type { QueryClient } from '@tanstack/react-query';

export interface ImportContext {
  materials: string[];
  catalogue: Map<string, Filament>;
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
): Promise<ImportContext> {
  const [materials, filaments] = await Promise.all([
    spoolImportRepository().then((repository) => repository.knownMaterials(uid)),
    catalogueFilaments(queryClient, catalogueIds),
  ]);
  const wanted = new Set(catalogueIds);
  return {
    materials,
    catalogue: new Map(
      filaments.filter((filament) => wanted.has(filament.id)).map((filament) => [filament.id, filament]),
    ),
  };
}
