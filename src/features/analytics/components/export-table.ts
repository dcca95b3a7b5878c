import type { AnalyticsViews } from '@/domain/analytics/view-types';
import type { AnalyticsTable } from '../analytics-csv';

/** What a table's Export CSV button calls: the CSV code (and papaparse) download on the click. */
export const exportTable = (table: AnalyticsTable, views: AnalyticsViews, currency: string) => () =>
  import('../analytics-csv').then((module) => module.analyticsCsv(table, views, currency, new Date()));

/** What every section is drawn from. */
export interface SectionProps {
  views: AnalyticsViews;
  currency: string;
}
