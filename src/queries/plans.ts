import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Plan } from '@/domain/plans';
import { plansRepository } from './repositories';
import { repositoryQuery } from './repository-query';
import { STALE_TIME } from './stale-times';

export const planKeys = {
  all: ['plans'] as const,
  /** Every plan, active or not (signed-in users and admins). */
  list: () => [...planKeys.all, 'list'] as const,
  /** The active plans: the only query visitors are allowed. */
  active: () => [...planKeys.all, 'active'] as const,
};

/** Every plan, cheapest first (SPEC §7: all plans on the profile and in the admin area). */
export const plansQuery = () =>
  repositoryQuery(planKeys.list(), plansRepository, (plans) => plans.listAll(), STALE_TIME.plans);

/** One plan, picked from the cached list (plans are few: one read serves every page). */
export const planQuery = (planId: string) =>
  queryOptions({
    ...plansQuery(),
    select: (plans: Plan[]) => plans.find((plan) => plan.id === planId) ?? null,
  });

/** How long a visitor waits for the plans before the built-in ones are shown instead. */
export const ACTIVE_PLANS_TIMEOUT_MS = 8000;

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

/**
 * The plans visitors may read (active == true), cheapest first; gives up after a timeout. Read
 * over Firestore's REST API (loaded on demand): the pricing page downloads no Firestore SDK.
 */
export const activePlansQuery = () =>
  queryOptions({
    queryKey: planKeys.active(),
    queryFn: () =>
      withTimeout(
        import('./public-plans').then((module) => module.publicPlans().listActive()),
        ACTIVE_PLANS_TIMEOUT_MS,
      ),
    // A failure shows the built-in plans at once rather than keeping the spinner for a retry.
    retry: false,
    staleTime: STALE_TIME.plans,
  });

export const invalidatePlans = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: planKeys.all });
