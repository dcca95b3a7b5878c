import { useQuery } from '@tanstack/react-query';
import { plansQuery } from '@/queries/plans';

/** Every plan (SPEC §7: all plans on the profile), cheapest first. */
export const usePlans = () => useQuery(plansQuery());
