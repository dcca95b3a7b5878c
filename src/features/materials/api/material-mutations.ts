import type { MaterialFormValues, PublicMaterial } from '@/domain/materials';
import { invalidateMaterials } from '@/queries/materials';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** Creates a material (no id) or updates one (with id). */
export const useSaveMaterial = () =>
  useSignedInMutation(
    'Saving a material',
    invalidateMaterials,
    async ({ materials }, uid, { id, values }: { id?: string | undefined; values: MaterialFormValues }) =>
      id ? materials.update(uid, id, values) : materials.create(uid, values),
  );

export const useDeleteMaterial = () =>
  useSignedInMutation('Deleting a material', invalidateMaterials, ({ materials }, uid, id: string) =>
    materials.delete(uid, id),
  );

/** Imports the chosen entries of the public list (validated first, written in batches). */
export const useImportMaterials = () =>
  useSignedInMutation(
    'Importing materials',
    invalidateMaterials,
    ({ materials }, uid, selected: readonly PublicMaterial[]) => materials.createMany(uid, selected),
  );
