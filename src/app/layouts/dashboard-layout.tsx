import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useSession } from '@/session/session';
import { adminNav, dashboardNav } from '../navigation';
import { SidebarLayout } from './sidebar-layout';

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
// the spools, so it loads with Firestore, after the page itself.
const LowSpoolSummary = lazy(() => import('@/features/spools/components/low-spool-summary'));
// Likewise the count of maintenance tasks due or overdue (issue 13).
const MaintenanceSummary = lazy(() => import('@/features/maintenance/components/maintenance-summary'));

function DashboardNotices() {
  // The inventory page shows its own low-spool alert beside the spools.
  const { pathname } = useLocation();
  const onInventory = pathname === paths.dashboard.materials;
  // The Maintenance page shows the tasks themselves, most urgent first.
  const onMaintenance = pathname === paths.dashboard.maintenance;
  return (
    <>
      <VerificationNotice />
      {!onInventory && (
        <Suspense fallback={null}>
          <div className="mb-6 empty:hidden">
            <LowSpoolSummary />
          </div>
        </Suspense>
      )}
      {!onMaintenance && (
        <Suspense fallback={null}>
          <div className="mb-6 empty:hidden">
            <MaintenanceSummary />
          </div>
        </Suspense>
      )}
    </>
  );
}

export function DashboardLayout() {
  return <SidebarLayout label="Dashboard" items={dashboardNav} notice={<DashboardNotices />} />;
}

export function AdminLayout() {
  return <SidebarLayout label="Admin" items={adminNav} tone="red" />;
}
