import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { monthsOf } from '@/domain/analytics/period';
import type { AnalyticsViews, Period } from '@/domain/analytics/view-types';
import { buildAnalyticsViews } from '@/domain/analytics/views';
import { analyticsRepository } from './repositories';
import { userCollectionKeys } from './repository-query';

// The Analytics page's reads (issue 18): the month rollups of a period (one query), the meta
// document (has the user's history been built?), and what is outstanding now per currency (the
// currencies found by skipping, then one aggregation each). A handful of reads whatever the number of runs.
const analyticsCollectionKeys = userCollectionKeys('analytics');
export const analyticsKeys = {
  ...analyticsCollectionKeys,
  period: (uid: string, period: Period, currency: string) =>
    [...analyticsCollectionKeys.ofUser(uid), 'period', period.start, period.end, currency] as const,
};

export interface AnalyticsData {
  views: AnalyticsViews;
  /** Whether the figures were ever built from the user's records, and when last. */
  meta: { rebuiltAt: Date | null } | null;
}

/** A period's figures in the user's currency. */
export const analyticsQuery = (uid: string, period: Period, currency: string) =>
  queryOptions({
    queryKey: analyticsKeys.period(uid, period, currency),
    queryFn: async (): Promise<AnalyticsData> => {
      const analytics = await analyticsRepository();
      const months = monthsOf(period);
      const [rollups, meta, outstanding] = await Promise.all([
        analytics.listMonths(
          uid,
          months[0] ?? period.start.slice(0, 7),
          months.at(-1) ?? period.end.slice(0, 7),
        ),
        analytics.meta(uid),
        analytics
          .outstandingCurrencies(uid, currency)
          .then((currencies) => analytics.outstanding(uid, currencies)),
      ]);
      return { views: buildAnalyticsViews({ rollups, period, outstanding, currency }), meta };
    },
    // The figures move with every run finished, maintenance logged and invoice sent, on any
    // device: each visit reads them again (a dozen documents for a year), showing the last ones
    // meanwhile. The events' own pages need not know this page exists.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** After a rebuild every period's figures read again. */
export const invalidateAnalytics = (queryClient: QueryClient, uid: string) =>
  queryClient.invalidateQueries({ queryKey: analyticsKeys.ofUser(uid) });
