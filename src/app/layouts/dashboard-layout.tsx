import { Alert } from '@/components/ui/alert';
import { adminNav, dashboardNav } from '../navigation';
import { useSession } from '../session';
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

export function DashboardLayout() {
  return <SidebarLayout label="Dashboard" items={dashboardNav} notice={<VerificationNotice />} />;
}

export function AdminLayout() {
  return <SidebarLayout label="Admin" items={adminNav} tone="red" />;
}
