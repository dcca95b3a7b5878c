import type { FilamentFormValues } from '@/domain/filament-form';
import { invalidateFilaments } from '@/queries/filaments';
import { useSignedInMutation } from '@/session/signed-in-mutation';

// Catalogue writes: every view of the catalogue (the admin table, the spool search) reads again.

export const useCreateFilament = () =>
  useSignedInMutation(
    'Adding a filament',
    invalidateFilaments,
    ({ filaments }, adminUid, values: FilamentFormValues) => filaments.create(adminUid, values),
  );

export const useUpdateFilament = () =>
  useSignedInMutation(
    'Saving a filament',
    invalidateFilaments,
    ({ filaments }, adminUid, { id, values }: { id: string; values: FilamentFormValues }) =>
      filaments.update(adminUid, id, values),
  );

export const useDeleteFilament = () =>
  useSignedInMutation(
    'Deleting a filament',
    invalidateFilaments,
    ({ filaments }, adminUid, filamentId: string) => filaments.remove(adminUid, filamentId),
  );
