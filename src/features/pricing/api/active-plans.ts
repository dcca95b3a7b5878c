import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BUILT_IN_PLANS, type Plan } from '@/domain/plans';
import { activePlansQuery } from '@/queries/plans';

export interface PricingPlans {
  plans: readonly Plan[];
  loading: boolean;
  /** true when the built-in plans of SPEC §9 stand in for unreadable or missing stored plans. */
  builtIn: boolean;
}

/**
 * SPEC §8: when the fetch fails or returns nothing, the four built-in plans. The query loads
 * Firestore on demand, so the heading and the spinner paint without waiting for it.
 */
export function usePricingPlans(): PricingPlans {
  const query = useQuery(activePlansQuery());
  useEffect(() => {
    if (query.error) console.error('Loading plans failed; showing the built-in plans', query.error);
  }, [query.error]);
  if (query.isPending) return { plans: [], loading: true, builtIn: false };
  if (query.isError || query.data.length === 0)
    return { plans: BUILT_IN_PLANS, loading: false, builtIn: true };
  return { plans: query.data, loading: false, builtIn: false };
}
