import type { MaterialFormValues, PublicMaterial } from '@/domain/materials';
import { invalidateMaterials } from '@/queries/materials';
import { repositories } from '@/queries/repositories';
import { useUserCollectionMutation } from '@/queries/user-collection-mutation';
import { useSignedInUser } from '@/session/session';

/** Creates a material (no id) or updates one (with id). */
export const useSaveMaterial = () =>
  useUserCollectionMutation(useSignedInUser().uid, {
    action: 'Saving a material',
    write: async (uid, { id, values }: { id?: string | undefined; values: MaterialFormValues }) => {
      const { materials } = await repositories();
      return id ? materials.update(uid, id, values) : materials.create(uid, values);
    },
    invalidate: invalidateMaterials,
  });

export const useDeleteMaterial = () =>
  useUserCollectionMutation(useSignedInUser().uid, {
    action: 'Deleting a material',
    write: async (uid, id: string) => (await repositories()).materials.delete(uid, id),
    invalidate: invalidateMaterials,
  });

/** Imports the chosen entries of the public list (validated first, written in batches). */
export const useImportMaterials = () =>
  useUserCollectionMutation(useSignedInUser().uid, {
    action: 'Importing materials',
    write: async (uid, selected: readonly PublicMaterial[]) =>
      (await repositories()).materials.createMany(uid, selected),
    invalidate: invalidateMaterials,
  });
