import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createPlansRepository } from '@/repositories/plans';
import { adminUserKeys } from './keys';

/** Every plan, active or not, for the plan column and the edit dialog's choices. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.plans(),
    queryFn: () => createPlansRepository(appFirestore()).listAll(),
  });

export const usePlans = () => useQuery(plansQueryOptions());
