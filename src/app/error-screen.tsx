import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Navigate, useRouteError } from 'react-router-dom';
import { messages } from '@/domain/messages';

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

/** The router's error element. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (sendsHome(error)) return <Navigate to="/" replace />;
  console.error(error);
  return <ErrorScreen />;
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
