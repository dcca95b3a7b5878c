import { Component, Suspense, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { messages } from '@/domain/messages';
import { DelayedSpinner } from './delayed-spinner';

/** Errors that mean "you may not see this here": the user is sent home instead (SPEC §2). */
export function sendsHome(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : String(error);
  return /permission-denied|not-found|unauthenticated/i.test(text);
}

export function ErrorScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">{messages.somethingWentWrong}</h1>
        <p className="mt-2 text-slate-600">{messages.pleaseRefresh}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
        >
          Refresh
        </button>
      </div>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Catches what a route throws; going to another page clears it. */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!sendsHome(error)) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return sendsHome(error) ? <Navigate to="/" replace /> : <ErrorScreen />;
  }
}

/**
 * The root of the route tree: a page that fails to load or to render shows the product's message
 * (or, when it may not be seen here, sends the user home), and a page still downloading shows the
 * spinner after a moment (only on the first load: a navigation keeps the current page meanwhile).
 * A new page starts at the top of the window.
 */
export function RouteShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A page the user goes to starts at its top (a form saved at the bottom of a long page lands on
  // the list at its top, not scrolled into it: issue 15, a save reads one page of the list).
  // Back and forward (POP) leave the position to the browser.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<DelayedSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Last line of defence for errors outside the router. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    if (sendsHome(error)) window.location.assign('/');
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
