import type { FilamentFormValues } from '@/domain/filament-form';
import { invalidateFilaments } from '@/queries/filaments';
import { filamentsRepository } from '@/queries/repositories';
import { useSignedInMutation } from '@/session/signed-in-mutation';

// Catalogue writes: every view of the catalogue (the admin table, the spool search) reads again.

export const useCreateFilament = () =>
  useSignedInMutation(
    'Adding a filament',
    invalidateFilaments,
    filamentsRepository,
    (filaments, adminUid, values: FilamentFormValues) => filaments.create(adminUid, values),
  );

export const useUpdateFilament = () =>
  useSignedInMutation(
    'Saving a filament',
    invalidateFilaments,
    filamentsRepository,
    (filaments, adminUid, { id, values }: { id: string; values: FilamentFormValues }) =>
      filaments.update(adminUid, id, values),
  );

export const useDeleteFilament = () =>
  useSignedInMutation(
    'Deleting a filament',
    invalidateFilaments,
    filamentsRepository,
    (filaments, adminUid, filamentId: string) => filaments.remove(adminUid, filamentId),
  );
