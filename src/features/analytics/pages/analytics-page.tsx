import { useEffect } from 'react';
import { PageHeader } from '@/components/ui/card';
import { cx } from '@/components/ui/class-names';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { useAnalytics, useAnalyticsCurrency } from '../api/analytics';
import { PatternDefs } from '../components/chart-style';
import { FailuresSection } from '../components/failures-section';
import { FilamentSection } from '../components/filament-section';
import { MachineHoursSection } from '../components/machine-hours-section';
import { MaintenanceSection } from '../components/maintenance-section';
import { PeriodPicker, periodText } from '../components/period-picker';
import { ProjectsSection } from '../components/projects-section';
import { RebuildPanel } from '../components/rebuild-panel';
import { RevenueSection } from '../components/revenue-section';
import { preloadCharts } from '../components/section-card';
import { usePeriod } from '../components/use-period';
import { analyticsPageMessages } from '../messages';

/**
 * Where the money, the filament and the machine hours go (issue 18): six views of a period, each
 * a chart with its table one click away, charted from the month rollups (a few reads whatever the
 * number of runs). The chart library loads meanwhile, in a chunk of its own.
 */
export function AnalyticsPage() {
  const chosen = usePeriod();
  const analytics = useAnalytics(chosen.period);
  const { currency } = useAnalyticsCurrency();
  const switching = analytics.isPlaceholderData;
  // The chart library loads while the figures are read.
  useEffect(() => {
    void preloadCharts();
  }, []);

  return (
    <>
      <PatternDefs />
      <PageHeader title="Analytics" description="Where the money, the filament and the machine hours go." />
      <PeriodPicker chosen={chosen} />
      {chosen.period === null ? (
        <EmptyState title={analyticsPageMessages.choosePeriod}>
          Pick one of the periods above, or enter a custom range and Apply.
        </EmptyState>
      ) : (
        <QueryState query={analytics} loading="Loading analytics" error={analyticsPageMessages.loadFailed}>
          {({ views, meta }) => (
            <>
              <RebuildPanel meta={meta} />
              {switching && (
                <p role="status" className="mb-3 text-sm text-slate-600">
                  Loading the figures of {periodText(chosen.period!)}…
                </p>
              )}
              <div
                className={cx('grid min-w-0 gap-6 transition-opacity', switching && 'opacity-60')}
                aria-busy={switching || undefined}
              >
                <FilamentSection
                  views={views}
                  currency={currency}
                  hasRuns={views.machineHours.utilisation.length > 0}
                />
                <MachineHoursSection
                  views={views}
                  currency={currency}
                  hasRuns={views.machineHours.utilisation.length > 0}
                />
                <FailuresSection
                  views={views}
                  currency={currency}
                  hasRuns={views.machineHours.utilisation.length > 0}
                />
                <ProjectsSection views={views} currency={currency} />
                <RevenueSection views={views} currency={currency} />
                <MaintenanceSection views={views} currency={currency} />
              </div>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
