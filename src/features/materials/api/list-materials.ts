import { useQuery } from '@tanstack/react-query';
import { materialsQuery, publicMaterialListQuery } from '@/queries/materials';
import { useSignedInUser } from '@/session/session';

/** The signed-in user's materials (Filament Types). */
export function useMaterials() {
  const { uid } = useSignedInUser();
  return useQuery(materialsQuery(uid));
}

/** The public material list to import from; fetched while the import dialog is open. */
export const usePublicMaterialList = () => useQuery(publicMaterialListQuery());
