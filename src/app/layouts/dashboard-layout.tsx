import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useSession } from '@/session/session';
import { adminNav, dashboardNav } from '../navigation';
import { RefusedChanges } from '../sync/refused-changes';
import { SidebarLayout } from './sidebar-layout';
import { SummaryBoundary } from './summary-boundary';

function VerificationNotice() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user.emailVerified) return null;
  return (
    <Alert tone="info" className="mb-6">
      We sent a verification link to {session.user.email}. Verify your address to keep your account secure.
    </Alert>
  );
}

// The low-spool count on every dashboard page (SPEC §1 promises low-spool alerts); it reads
// the spools, so it loads with Firestore, after the page itself (see useAfterFirstPage). What
// each summary reads per page is said beside it and in the README ("Farm scale"): 2 aggregation
// results for the low spools; every task, and every printer when a task counts hours, for the
// maintenance count.
const LowSpoolSummary = lazy(() => import('@/features/spools/components/low-spool-summary'));
// Likewise the count of maintenance tasks due or overdue (issue 13).
const MaintenanceSummary = lazy(() => import('@/features/maintenance/components/maintenance-summary'));

// When the first page's reads never start (all from the cache), the summaries wait this long.
const SUMMARIES_FALLBACK_MS = 1500;

/**
 * Whether the first page of the visit has shown its main content: its code has rendered and the
 * reads it started have settled (or it started none for a moment). The header summaries wait for
 * it, so their code, their repositories and their reads never come before the page's own (issue
 * 15: what a page downloads before its main content); afterwards they stay for the whole visit.
 */
function useAfterFirstPage(pageShown: boolean) {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  const sawFetching = useRef(false);
  useEffect(() => {
    if (!pageShown || settled) return;
    if (fetching > 0) {
      sawFetching.current = true;
      return;
    }
    const timer = setTimeout(() => setSettled(true), sawFetching.current ? 0 : SUMMARIES_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [fetching, pageShown, settled]);
  return settled;
}

function DashboardNotices({ pageShown }: { pageShown: boolean }) {
  const summaries = useAfterFirstPage(pageShown);
  // The inventory page shows its own low-spool alert beside the spools.
  const { pathname } = useLocation();
  const onInventory = pathname === paths.dashboard.materials;
  // The Maintenance page shows the tasks themselves, most urgent first.
  const onMaintenance = pathname === paths.dashboard.maintenance;
  return (
    <>
      <RefusedChanges />
      <VerificationNotice />
      {summaries && !onInventory && (
        <SummaryBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <div className="mb-6 empty:hidden">
              <LowSpoolSummary />
            </div>
          </Suspense>
        </SummaryBoundary>
      )}
      {summaries && !onMaintenance && (
        <SummaryBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <div className="mb-6 empty:hidden">
              <MaintenanceSummary />
            </div>
          </Suspense>
        </SummaryBoundary>
      )}
    </>
  );
}

export function DashboardLayout() {
  const [pageShown, setPageShown] = useState(false);
  const onPageShown = useCallback(() => setPageShown(true), []);
  return (
    <SidebarLayout
      label="Dashboard"
      items={dashboardNav}
      notice={<DashboardNotices pageShown={pageShown} />}
      onPageShown={onPageShown}
    />
  );
}

export function AdminLayout() {
  return <SidebarLayout label="Admin" items={adminNav} tone="red" />;
}
