import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { configResult } from '@/config/env';
import { invalidateFilamentBrands } from '@/queries/filament-brands';
import { invalidateFilaments } from '@/queries/filaments';
import { filamentBrandsRepository, filamentsRepository } from '@/queries/repositories';
import type { BrandRefreshReport } from '@/repositories/filament-brands';
import type { ImportProgress } from '@/repositories/filaments';
import { useSignedInUser } from '@/session/session';

/** Fetches SpoolmanDB's public filament list (VITE_FILAMENTS_URL). */
async function fetchFilamentList(): Promise<unknown> {
  if (!configResult.ok) throw new Error('The app configuration is invalid');
  const response = await fetch(configResult.config.filamentsUrl);
  if (!response.ok) throw new Error(`The filament list answered ${response.status}`);
  return response.json();
}

export type ImportStage = { phase: 'downloading' } | ImportProgress | { phase: 'brands' };

/** Where the rows come from: SpoolmanDB's site, or a file the admin uploaded (already checked). */
export type ImportSource = { kind: 'download' } | { kind: 'file'; name: string; rows: unknown[] };

/**
 * Downloads the list (or takes the uploaded file's rows), imports it, then rebuilds the brand
 * summaries the spool search's dropdown reads (issue 19: makers saw no brands until an admin
 * pressed Refresh Data) from the catalogue snapshot, reporting each stage for the progress bar.
 * Summaries that already match are not written again: an import that found everything there
 * commits nothing.
 * The import has landed by the brand step: if only that step fails, the report says so
 * (brands: null) rather than calling the whole import failed.
 */
export function useImportFilaments() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  const [stage, setStage] = useState<ImportStage | null>(null);
  const mutation = useMutation({
    meta: { action: 'Importing the filament catalogue' },
    mutationFn: async (source: ImportSource = { kind: 'download' }) => {
      let rows: unknown;
      if (source.kind === 'file') rows = source.rows;
      else {
        setStage({ phase: 'downloading' });
        rows = await fetchFilamentList();
      }
      const [filaments, filamentBrands] = await Promise.all([
        filamentsRepository(),
        filamentBrandsRepository(),
      ]);
      const report = await filaments.importCatalogue(admin.uid, rows, setStage);
      setStage({ phase: 'brands' });
      let brands: BrandRefreshReport | null = null;
      try {
        brands = await filamentBrands.refreshFromSnapshot(admin.uid);
      } catch (error) {
        console.error('Refreshing the brand summaries after the import failed', error);
      }
      return { ...report, brands };
    },
    onSettled: async () => {
      setStage(null);
      await Promise.all([invalidateFilaments(queryClient), invalidateFilamentBrands(queryClient)]);
    },
  });
  return { ...mutation, stage };
}
