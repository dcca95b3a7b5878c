import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths, type ReturnState } from '@/config/paths';
import { useIsAdmin, useSession } from '@/session/session';
import { DelayedSpinner } from './delayed-spinner';

/** Signed-out visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <DelayedSpinner />;
  if (session.status === 'signed-out') {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Admins only; a signed-in non-admin is sent to the dashboard. The rules enforce it too. */
export function RequireAdmin() {
  const { isAdmin, isLoading } = useIsAdmin();
  if (isLoading) return <DelayedSpinner />;
  if (!isAdmin) return <Navigate to={paths.dashboard.root} replace />;
  return <Outlet />;
}
