// The device's sync status (issue 16): the connection, the changes queued offline and waiting for
// the server, the ones it refused; the header's chip and the report of what was lost.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefusedChanges } from '@/app/sync/refused-changes';
import { SyncChip } from '@/app/sync/sync-chip';
import { isOffline, resetSyncStatus, syncStatus, trackQueuedWrite } from '@/firebase/sync-status';
import type { SessionGateway, SessionUser } from '@/repositories/session';
import { SessionProvider, useSession } from '@/session/session';
import { offlineWriteMessages, useSignedInMutation } from '@/session/signed-in-mutation';
import { syncMessages } from '@/session/sync-status';
import type { ReactNode } from 'react';

/** A promise settled from outside, as a queued commit is when the server answers. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  resetSyncStatus();
  vi.spyOn(console, 'error').mockRestore();
});

describe('sync status', () => {
  it('counts queued writes until the server answers, and keeps what it refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const accepted = deferred();
    const refused = deferred();
    trackQueuedWrite(accepted.promise, 'Weigh-in of Galaxy Black PLA: 750 g left');
    trackQueuedWrite(refused.promise, 'Starting “Chess set · Rook” on Prusa MK4');
    expect(syncStatus().waiting).toBe(2);

    accepted.resolve();
    await settle();
    expect(syncStatus()).toMatchObject({ waiting: 1, refused: [] });

    const denial = Object.assign(new Error('denied'), { code: 'permission-denied' });
    refused.reject(denial);
    await settle();
    expect(syncStatus().waiting).toBe(0);
    expect(syncStatus().refused).toEqual([
      { id: expect.any(Number), change: 'Starting “Chess set · Rook” on Prusa MK4', error: denial },
    ]);
    // Logged once, never swallowed.
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('follows the browser going offline and back', () => {
    render(<SyncChip />);
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    setOnline(false);
    expect(isOffline()).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Online');
  });

  it('the chip says how many changes wait, in words and not by colour alone', async () => {
    render(<SyncChip />);
    setOnline(false);
    const first = deferred();
    const second = deferred();
    act(() => trackQueuedWrite(first.promise, 'one'));
    expect(screen.getByRole('status')).toHaveTextContent('Offline·1 change waiting to sync');
    act(() => trackQueuedWrite(second.promise, 'two'));
    expect(screen.getByRole('status')).toHaveTextContent('2 changes waiting to sync');
    setOnline(true);
    first.resolve();
    second.resolve();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^Online$/);
  });

  it('reports each refused change with what was lost and why, until dismissed, and reads the views again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <RefusedChanges />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    const denied = deferred();
    const failed = deferred();
    act(() => {
      trackQueuedWrite(denied.promise, 'Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)');
      trackQueuedWrite(failed.promise, 'Weigh-in of Galaxy Black PLA: 750 g left');
    });
    denied.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    failed.reject(Object.assign(new Error('gone'), { code: 'not-found' }));
    await settle();

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent(syncMessages.refusedTitle);
    expect(alerts[0]).toHaveTextContent(
      'Not saved: Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g).',
    );
    expect(alerts[0]).toHaveTextContent(syncMessages.refusedByRules);
    expect(alerts[1]).toHaveTextContent(syncMessages.refusedReason);
    expect(invalidate).toHaveBeenCalled();

    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Weigh-in of Galaxy Black PLA');
  });
});

describe('writes while offline', () => {
  const member: SessionUser = { uid: 'u1', email: 'maker@example.com', emailVerified: true };
  const gateway = {
    onChange: (callback: (user: SessionUser | null) => void) => {
      callback(member);
      return () => {};
    },
    signOut: async () => {},
  } as unknown as SessionGateway;

  function Writer({ offline, write }: { offline: boolean; write: () => Promise<string> }) {
    const mutation = useSignedInMutation(
      'Saving',
      async () => {},
      async () => ({}),
      () => write(),
      { offline },
    );
    return (
      <div>
        <button onClick={() => mutation.mutate()}>Save</button>
        {mutation.isSuccess && <p>saved: {mutation.data}</p>}
        {mutation.error && <p>failed: {mutation.error.message}</p>}
      </div>
    );
  }

  function SignedIn({ children }: { children: ReactNode }) {
    return useSession().status === 'signed-in' ? children : null;
  }

  function renderWriter(offline: boolean, write: () => Promise<string>) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider
          onForcedSignOut={() => {}}
          loadGateway={async () => gateway}
          mayHaveStoredSession={() => true}
        >
          <SignedIn>
            <Writer offline={offline} write={write} />
          </SignedIn>
        </SessionProvider>
      </QueryClientProvider>,
    );
  }

  it('refuses at once a write that needs a connection, and never calls the repository', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(false);
    const write = vi.fn(async () => 'never');
    renderWriter(false, write);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`failed: ${offlineWriteMessages.needsConnection}`)).toBeInTheDocument();
    expect(write).not.toHaveBeenCalled();
  });

  it('lets a workshop event through offline (its repository queues it)', async () => {
    setOnline(false);
    renderWriter(true, async () => 'queued');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saved: queued')).toBeInTheDocument();
  });
});
