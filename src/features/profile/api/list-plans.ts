import { queryOptions, useQuery } from '@tanstack/react-query';
import { appFirestore } from '@/repositories/app-firestore';
import { createPlansRepository } from '@/repositories/plans';
import { profileKeys } from './keys';

/** Every plan (SPEC §7: all plans on the profile), cheapest first. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.plans(),
    queryFn: () => createPlansRepository(appFirestore()).listAll(),
  });

export const usePlans = () => useQuery(plansQueryOptions());
