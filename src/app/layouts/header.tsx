import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { paths } from '@/config/paths';
import { useIsAdmin, useSession, useSessionGateway } from '@/session/session';
import { signOutOfDevice } from '@/session/sign-out';
import { useConfirmWaitingChanges, useSyncStatus } from '@/session/sync-status';
import { SyncChip } from '../sync/sync-chip';
import { Logo } from './logo';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** Sign-out's question when changes wait to sync, its code loaded only then. */
const SignOutConfirm = lazy(() => import('./sign-out-confirm'));

export function Header() {
  const session = useSession();
  const getGateway = useSessionGateway();
  const { isAdmin } = useIsAdmin();
  const location = useLocation();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The menu closes by itself on navigation: it is open only for the page it was opened on.
  const menuOpen = menuFor === location.key;
  const signedIn = session.status === 'signed-in';

  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const { waiting } = useSyncStatus();
  useConfirmWaitingChanges(uid);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const signOut = async () => {
    // Changes made offline and not yet synced live only on this device (the record says so after
    // a reload too): say so before they go.
    if (waiting.length > 0 && !confirmingSignOut) {
      setConfirmingSignOut(true);
      return;
    }
    if (uid !== null) await signOutOfDevice(await getGateway(), uid);
    // A fresh page: the signed-out app starts without the stopped Firestore instance.
    window.location.assign(paths.home);
  };

  const links = (
    <>
      {!signedIn && (
        <NavLink to={paths.calculator} className={linkClasses}>
          Calculator
        </NavLink>
      )}
      <NavLink to={paths.pricing} className={linkClasses}>
        Pricing
      </NavLink>
      {signedIn && (
        <NavLink to={paths.dashboard.root} className={linkClasses}>
          Dashboard
        </NavLink>
      )}
      {signedIn && isAdmin && (
        <NavLink to={paths.admin.root} className={linkClasses}>
          Admin
        </NavLink>
      )}
    </>
  );
  const actions =
    session.status === 'loading' ? null : signedIn ? (
      <button
        type="button"
        onClick={signOut}
        className={cx(
          buttonClasses('secondary', 'md'),
          isAdmin && 'bg-red-50 text-red-700 ring-red-300 hover:bg-red-100',
        )}
      >
        Sign Out
      </button>
    ) : (
      <>
        <NavLink to={paths.login} className={linkClasses}>
          Sign In
        </NavLink>
        <NavLink to={paths.register} className={buttonClasses('primary', 'md')}>
          Get Started
        </NavLink>
      </>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        <div className="flex items-center gap-2">
          {/* Offline work matters on the workshop tablet: the chip stays out of the menu. */}
          {signedIn && <SyncChip />}
          <div className="hidden items-center gap-1 lg:flex">
            {links}
            <div className="ml-3 flex items-center gap-2">{actions}</div>
          </div>
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuFor(menuOpen ? null : location.key)}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M6 18L18 6" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden">
          <div className="flex flex-col gap-1">{links}</div>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
            {actions}
          </div>
        </div>
      )}
      {confirmingSignOut && (
        <Suspense fallback={null}>
          <SignOutConfirm
            waiting={waiting}
            onConfirm={() => void signOut()}
            onCancel={() => setConfirmingSignOut(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
