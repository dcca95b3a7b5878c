import { materialFormSchema, type MaterialFormValues, type PublicMaterial } from '@/domain/materials';
import {
  afterMaterialCreated,
  afterMaterialDeleted,
  afterMaterialUpdated,
  invalidateMaterials,
} from '@/queries/materials';
import { materialsRepository } from '@/queries/repositories';
import { useSignedInMutation } from '@/session/signed-in-mutation';

// A refused write changed nothing: the cached pages stay as they are (afterSuccessOnly).

/** Creates a material (no id) or updates one (with id); the cache takes what was saved. */
export const useSaveMaterial = () =>
  useSignedInMutation(
    'Saving a material',
    async (queryClient, uid, { id, values }: { id?: string | undefined; values: MaterialFormValues }) =>
      id
        ? afterMaterialUpdated(queryClient, uid, id, materialFormSchema.parse(values))
        : afterMaterialCreated(queryClient, uid),
    materialsRepository,
    async (materials, uid, { id, values }) =>
      id ? materials.update(uid, id, values) : materials.create(uid, values),
    { afterSuccessOnly: true },
  );

/** Deletes a material; it leaves the cached pages without a read. */
export const useDeleteMaterial = () =>
  useSignedInMutation(
    'Deleting a material',
    async (queryClient, uid, id: string) => afterMaterialDeleted(queryClient, uid, id),
    materialsRepository,
    (materials, uid, id) => materials.delete(uid, id),
    { afterSuccessOnly: true },
  );

/** Imports the chosen entries of the public list (validated first, written in batches). */
export const useImportMaterials = () =>
  useSignedInMutation(
    'Importing materials',
    invalidateMaterials,
    materialsRepository,
    (materials, uid, selected: readonly PublicMaterial[]) => materials.createMany(uid, selected),
    { afterSuccessOnly: true },
  );
