import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { DelayedSpinner } from '@/app/delayed-spinner';
import type { SessionGateway, SessionUser } from '@/repositories/session';
import { SessionProvider, useSession } from '@/session/session';

afterEach(() => vi.useRealTimers());

function fakeGateway(
  behaviour: (
    callback: (user: SessionUser | null) => void,
    onRefreshFailed: (error: unknown) => void,
  ) => void,
) {
  const signOut = vi.fn(async () => {});
  const gateway = {
    onChange: (callback: (user: SessionUser | null) => void, onRefreshFailed: (error: unknown) => void) => {
      behaviour(callback, onRefreshFailed);
      return () => {};
    },
    signOut,
  } as unknown as SessionGateway;
  return { gateway, signOut };
}

function ShowStatus() {
  return <p>status: {useSession().status}</p>;
}

function renderSession(gateway: SessionGateway, onForcedSignOut: () => void, stored = true) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider
        onForcedSignOut={onForcedSignOut}
        loadGateway={async () => gateway}
        mayHaveStoredSession={() => stored}
      >
        <ShowStatus />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('session', () => {
  const member = { uid: 'u1', email: 'maker@example.com', emailVerified: true };

  it('signs out and goes home when the forced token refresh fails', async () => {
    const onForcedSignOut = vi.fn();
    const { gateway, signOut } = fakeGateway((callback, onRefreshFailed) => {
      callback(member);
      onRefreshFailed(new Error('auth/user-token-expired'));
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSession(gateway, onForcedSignOut);
    expect(await screen.findByText('status: signed-in')).toBeInTheDocument();
    await vi.waitFor(() => expect(onForcedSignOut).toHaveBeenCalledTimes(1));
    expect(signOut).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('treats a visitor with no stored session as signed out without loading Auth', async () => {
    const load = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider onForcedSignOut={() => {}} loadGateway={load} mayHaveStoredSession={() => false}>
          <ShowStatus />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('restores a stored session: loading until Auth answers', async () => {
    let answer: ((user: SessionUser | null) => void) | null = null;
    const { gateway } = fakeGateway((callback) => {
      answer = callback;
    });
    renderSession(gateway, () => {});
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => answer?.(member));
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
  });
});

describe('auth loading spinner', () => {
  it('shows nothing for 3000 ms, then a spinner', () => {
    vi.useFakeTimers();
    render(<DelayedSpinner />);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('configuration error screen', () => {
  it('names the missing variables and says to create .env.local from .env.example', () => {
    render(<ConfigErrorScreen missing={['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('VITE_FIREBASE_API_KEY');
    expect(alert).toHaveTextContent('VITE_FIREBASE_APP_ID');
    expect(alert).toHaveTextContent('Create .env.local from .env.example');
  });
});
