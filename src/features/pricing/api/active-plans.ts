import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BUILT_IN_PLANS, type Plan } from '@/domain/plans';
import { pricingKeys } from './keys';

/** How long a visitor waits for the plans before the built-in ones are shown instead. */
export const PLANS_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Plans did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The plans visitors may read (active == true), sorted by monthly price on the client. */
export const activePlansQueryOptions = () =>
  queryOptions({
    queryKey: pricingKeys.activePlans(),
    // Firestore is imported here, not by the page, so the heading and the spinner paint without waiting for it.
    queryFn: () =>
      withTimeout(
        import('./load-active-plans').then((m) => m.loadActivePlans()),
        PLANS_TIMEOUT_MS,
      ),
    // A failure shows the built-in plans at once rather than keeping the spinner for a retry.
    retry: false,
    staleTime: 5 * 60_000,
  });

export interface PricingPlans {
  plans: readonly Plan[];
  loading: boolean;
  /** true when the built-in plans of SPEC §9 stand in for unreadable or missing stored plans. */
  builtIn: boolean;
}

/** SPEC §8: when the fetch fails or returns nothing, the four built-in plans. */
export function usePricingPlans(): PricingPlans {
  const query = useQuery(activePlansQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Loading plans failed; showing the built-in plans', query.error);
  }, [query.error]);
  if (query.isPending) return { plans: [], loading: true, builtIn: false };
  if (query.isError || query.data.length === 0)
    return { plans: BUILT_IN_PLANS, loading: false, builtIn: true };
  return { plans: query.data, loading: false, builtIn: false };
}
