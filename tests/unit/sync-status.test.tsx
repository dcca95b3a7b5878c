// The device's sync status (issues 16 and 29): the connection, and the record of changes queued
// offline, kept per user in the browser's storage so a reload keeps it; the header's chip and its
// list, the sign-out question and the report of what was lost, all read that record.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layouts/header';
import { RefusedChanges } from '@/app/sync/refused-changes';
import { SyncChip } from '@/app/sync/sync-chip';
import { syncRecordKey, type WaitingChange } from '@/domain/sync-record';
import { recordLanded, recordRefused, recordWaiting } from '@/firebase/sync-record-writes';
import { isOffline, openSyncRecord, resetSyncStatus, syncStatus } from '@/firebase/sync-status';
import { userKeys } from '@/queries/users';
import { RefusedWriteError } from '@/repositories/errors';
import type { SessionGateway, SessionUser } from '@/repositories/session';
import { SessionProvider, useSession } from '@/session/session';
import { offlineWriteMessages, useSignedInMutation } from '@/session/signed-in-mutation';
import { syncMessages } from '@/session/sync-status';
import type { ReactNode } from 'react';

// "Record again" runs the repository event again; here it is a stand-in that says how it went.
const recordAgain = vi.hoisted(() => vi.fn(async (_db: unknown, _again: unknown) => {}));
vi.mock('@/repositories/record-again', () => ({ recordAgain }));
vi.mock('@/repositories/app-firestore', () => ({ appFirestore: () => 'app-firestore' }));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const finish: Omit<WaitingChange, 'id' | 'queuedAt'> = {
  change: 'Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)',
  landed: { document: 'runs/run-1', holds: { status: 'completed', grams: [120] } },
  again: { event: 'runs.finish', args: ['u1', 'run-1', { outcome: 'completed', grams: [120] }, {}] },
};
const weighIn: Omit<WaitingChange, 'id' | 'queuedAt'> = {
  change: 'Weigh-in of Galaxy Black PLA: 750 g left',
  landed: { document: 'spools/s1/ledger/e1-1', exists: true },
  again: { event: 'ledger.weighIn', args: ['u1', 's1', { gross: 1000 }] },
};

/** A page load: the signed-in user's record read again from storage, nothing kept in memory. */
function reload(uid: string) {
  act(() => {
    openSyncRecord(null);
    openSyncRecord(uid);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  recordAgain.mockReset();
  resetSyncStatus();
  localStorage.clear();
});

describe('the record of changes waiting to sync', () => {
  it('keeps each change in storage for its user until the server copy settles it, and survives a reload', () => {
    const first = recordWaiting('u1', finish);
    const second = recordWaiting('u1', weighIn);
    expect(syncStatus().waiting.map((entry) => entry.change)).toEqual([finish.change, weighIn.change]);
    expect(JSON.parse(localStorage.getItem(syncRecordKey('u1'))!).waiting).toHaveLength(2);

    reload('u1');
    expect(syncStatus().waiting).toEqual([first, second]);
    // Another user on the same tablet has a record of their own.
    reload('u2');
    expect(syncStatus().waiting).toEqual([]);
    reload('u1');

    recordLanded('u1', first.id);
    recordRefused('u1', second.id, 'permission-denied');
    reload('u1');
    expect(syncStatus().waiting).toEqual([]);
    expect(syncStatus().refused).toEqual([
      {
        id: second.id,
        change: weighIn.change,
        refusedAt: expect.any(String),
        code: 'permission-denied',
        again: weighIn.again,
      },
    ]);
  });

  it('follows another tab of the app changing the record', () => {
    openSyncRecord('u1');
    const stored: WaitingChange = { ...finish, id: 'other-tab', queuedAt: '2026-03-02T10:00:00.000Z' };
    const value = JSON.stringify({ waiting: [stored], refused: [] });
    localStorage.setItem(syncRecordKey('u1'), value);
    render(<SyncChip />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: syncRecordKey('u1'), newValue: value }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 change waiting to sync');
  });
});

describe('the header chip', () => {
  it('follows the browser going offline and back', () => {
    render(<SyncChip />);
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    setOnline(false);
    expect(isOffline()).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Online');
  });

  it('says how many changes wait, in words and not by colour alone, and lists them when tapped', async () => {
    render(<SyncChip />);
    setOnline(false);
    act(() => void recordWaiting('u1', finish));
    expect(screen.getByRole('status')).toHaveTextContent('Offline·, 1 change waiting to sync');
    act(() => void recordWaiting('u1', weighIn));
    expect(screen.getByRole('status')).toHaveTextContent('Offline·, 2 changes waiting to sync');

    await userEvent.click(screen.getByRole('button', { name: 'Offline, 2 changes waiting to sync' }));
    const list = screen.getByRole('list', { name: syncMessages.waitingTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([finish.change, weighIn.change]);
    expect(screen.getByRole('group', { name: syncMessages.waitingTitle })).toHaveTextContent(
      syncMessages.waitingHelp,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: syncMessages.waitingTitle })).toBeNull();
  });

  it('reads the record after a reload: the count and the list are still there', async () => {
    recordWaiting('u1', finish);
    resetSyncStatusKeepingStorage();
    expect(syncStatus().waiting).toEqual([]);
    render(<SyncChip />);
    reload('u1');
    expect(screen.getByRole('status')).toHaveTextContent('Online·, 1 change waiting to sync');
    await userEvent.click(screen.getByRole('button', { name: /1 change waiting to sync/ }));
    expect(screen.getByRole('list', { name: syncMessages.waitingTitle })).toHaveTextContent(finish.change);
  });
});

/** What a page load starts from: nothing in memory, the storage as it was. */
function resetSyncStatusKeepingStorage() {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!);
  const stored = keys.map((key) => [key, localStorage.getItem(key)!] as const);
  resetSyncStatus();
  for (const [key, value] of stored) localStorage.setItem(key, value);
}

describe('the report of changes the server refused', () => {
  function renderReport() {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <RefusedChanges />
      </QueryClientProvider>,
    );
    return { invalidate };
  }

  it('reports each refused change with what was lost and why, until dismissed, and reads the views again', async () => {
    const { invalidate } = renderReport();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      recordRefused('u1', recordWaiting('u1', finish).id, 'permission-denied');
      recordRefused('u1', recordWaiting('u1', weighIn).id, null);
    });

    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent(syncMessages.refusedTitle);
    expect(alerts[0]).toHaveTextContent(
      'Not saved: Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g).',
    );
    expect(alerts[0]).toHaveTextContent(syncMessages.refusedByRules);
    expect(alerts[0]).toHaveTextContent(syncMessages.recordAgainHelp);
    // Found refused after a reload: the server's words are not known, only that it refused.
    expect(alerts[1]).toHaveTextContent(syncMessages.refusedReason);
    expect(invalidate).toHaveBeenCalled();

    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Weigh-in of Galaxy Black PLA');
    // Dismissed for good: a reload does not bring it back.
    reload('u1');
    expect(syncStatus().refused.map((entry) => entry.change)).toEqual([weighIn.change]);
  });

  it('records a refused change again with today’s data, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { invalidate } = renderReport();
    act(() => recordRefused('u1', recordWaiting('u1', finish).id, 'permission-denied'));
    invalidate.mockClear();

    await userEvent.click(screen.getByRole('button', { name: syncMessages.recordAgain }));
    expect(await screen.findByText(syncMessages.recordedAgain(finish.change))).toBeInTheDocument();
    expect(recordAgain).toHaveBeenCalledWith('app-firestore', finish.again);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(syncStatus().refused).toEqual([]);
    expect(invalidate).toHaveBeenCalled();
  });

  it('says why a change cannot be recorded again, and keeps its report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    recordAgain.mockRejectedValueOnce(new RefusedWriteError('This run is no longer printing.'));
    renderReport();
    act(() => recordRefused('u1', recordWaiting('u1', finish).id, 'permission-denied'));

    await userEvent.click(screen.getByRole('button', { name: syncMessages.recordAgain }));
    const alert = screen.getByRole('alert');
    expect(
      await within(alert).findByText(syncMessages.notRecordedAgain('This run is no longer printing.')),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: syncMessages.recordAgain })).toBeEnabled();
    expect(syncStatus().refused).toHaveLength(1);
  });

  it('offline, a change recorded again waits to sync, and says so', async () => {
    setOnline(false);
    renderReport();
    act(() => recordRefused('u1', recordWaiting('u1', finish).id, 'permission-denied'));
    await userEvent.click(screen.getByRole('button', { name: syncMessages.recordAgain }));
    expect(await screen.findByText(syncMessages.queuedAgain(finish.change))).toBeInTheDocument();
  });
});

describe('signing out with changes waiting', () => {
  const member: SessionUser = { uid: 'u1', email: 'maker@example.com', emailVerified: true };

  function renderHeader() {
    const signOut = vi.fn(async () => {});
    const gateway = {
      onChange: (callback: (user: SessionUser | null) => void) => {
        callback(member);
        return () => {};
      },
      signOut,
    } as unknown as SessionGateway;
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.profile('u1'), { role: 'user' });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SessionProvider
            onForcedSignOut={() => {}}
            loadGateway={async () => gateway}
            mayHaveStoredSession={() => true}
          >
            <Header />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { signOut };
  }

  it('asks first, after a reload too, naming each change that would be deleted', async () => {
    // Queued offline before the page was loaded again: only the stored record knows of them.
    setOnline(false);
    recordWaiting('u1', finish);
    recordWaiting('u1', weighIn);
    resetSyncStatusKeepingStorage();
    const { signOut } = renderHeader();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with changes waiting?' });
    expect(dialog).toHaveTextContent(syncMessages.signOutLoses(2));
    expect(
      within(within(dialog).getByRole('list', { name: syncMessages.waitingTitle }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([finish.change, weighIn.change]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    expect(syncStatus().waiting).toHaveLength(2);
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
