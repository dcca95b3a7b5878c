import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Period } from '@/domain/analytics/view-types';
import { normaliseCurrency } from '@/domain/money';
import { analyticsQuery, invalidateAnalytics } from '@/queries/analytics';
import { analyticsRepository } from '@/queries/repositories';
import type { RebuildProgress, RebuildReport } from '@/repositories/analytics';
import { useProfile, useSignedInUser } from '@/session/session';
import { useSignedInMutation } from '@/session/signed-in-mutation';

/** The user's currency: material costs and margins are in it (USD when the profile has none). */
export function useAnalyticsCurrency() {
  const profile = useProfile();
  return { currency: normaliseCurrency(profile.data?.currency), known: !profile.isPending };
}

/**
 * A period's figures. While another period's figures load, the last ones stay on screen
 * (`isPlaceholderData`), so switching periods never blanks the page.
 */
export function useAnalytics(period: Period | null) {
  const { uid } = useSignedInUser();
  const { currency, known } = useAnalyticsCurrency();
  const options = analyticsQuery(uid, period ?? { start: '', end: '' }, currency);
  // The figures wait for the profile's currency, rather than read twice.
  return useQuery({ ...options, enabled: period !== null && known, placeholderData: keepPreviousData });
}

interface RebuildVariables {
  onProgress: (progress: RebuildProgress) => void;
}

/** Builds every month's figures again from the user's records; every period reads again afterwards. */
export const useRebuildAnalytics = () =>
  useSignedInMutation(
    'Building the analytics figures',
    invalidateAnalytics,
    analyticsRepository,
    (analytics, uid, { onProgress }: RebuildVariables): Promise<RebuildReport> =>
      analytics.rebuild(uid, onProgress),
    { afterSuccessOnly: true },
  );
