import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { configResult } from '@/config/env';
import { invalidateFilaments } from '@/queries/filaments';
import { repositories } from '@/queries/repositories';
import type { ImportProgress } from '@/repositories/filaments';
import { useSignedInUser } from '@/session/session';

/** Fetches SpoolmanDB's public filament list (VITE_FILAMENTS_URL). */
async function fetchFilamentList(): Promise<unknown> {
  if (!configResult.ok) throw new Error('The app configuration is invalid');
  const response = await fetch(configResult.config.filamentsUrl);
  if (!response.ok) throw new Error(`The filament list answered ${response.status}`);
  return response.json();
}

export type ImportStage = { phase: 'downloading' } | ImportProgress;

/** Downloads the list and imports it, reporting each stage for the progress bar. */
export function useImportFilaments() {
  const queryClient = useQueryClient();
  const admin = useSignedInUser();
  const [stage, setStage] = useState<ImportStage | null>(null);
  const mutation = useMutation({
    meta: { action: 'Importing the filament catalogue' },
    mutationFn: async () => {
      setStage({ phase: 'downloading' });
      const rows = await fetchFilamentList();
      return (await repositories()).filaments.importCatalogue(admin.uid, rows, setStage);
    },
    onSettled: async () => {
      setStage(null);
      await invalidateFilaments(queryClient);
    },
  });
  return { ...mutation, stage };
}
