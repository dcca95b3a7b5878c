// Issue 17 part 5 for backup files, on the Your Data page against the emulators: a file that is
// not a backup (not JSON, empty, not UTF-8, wrong records) gets a clear message and nothing is
// written; a good file shows the preview with its counts.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { signedInUser } = setUpPageTests();

const T = '2026-03-01T10:00:00.000Z';
const backupFile = (printers: Record<string, unknown>[]) =>
  JSON.stringify({
    format: 'printledger-backup',
    version: 1,
    exportedAt: T,
    userId: 'someone-else',
    settings: {},
    materials: [
      {
        id: 'm1',
        userId: 'someone-else',
        createdAt: T,
        updatedAt: T,
        material: 'PLA',
        density: 1.24,
        extruderTemp: 210,
        bedTemp: 60,
      },
    ],
    printers,
    spools: [],
    projects: [],
    runs: [],
    maintenanceTasks: [],
    maintenanceLog: [],
    invoices: [],
  });

/** Chooses a file as a person can, whatever its type ("All files" in the picker). */
async function choose(_user: ReturnType<typeof renderApp>['user'], file: File) {
  const input = await screen.findByLabelText('Backup file (.json)', {}, { timeout: 15_000 });
  fireEvent.change(input, { target: { files: [file] } });
}

const stored = async (uid: string) =>
  (await adminFirestore().collection('materials').where('userId', '==', uid).get()).size;

describe('Your Data: restoring a backup file', () => {
  it('refuses files that are not backups with a clear message, and writes nothing', async () => {
    const client = await signedInUser();
    const { user } = renderApp('/dashboard/data');
    await screen.findByRole('heading', { name: 'Your Data' }, { timeout: 15_000 });

    await choose(user, new File(['name,weight\n=cmd|calc,1000'], 'spools.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a PrintLedger backup: it is not JSON.',
    );

    await choose(user, new File([''], 'empty.json', { type: 'application/json' }));
    expect(
      await screen.findByText('This file is empty. Choose a PrintLedger backup (.json).'),
    ).toBeInTheDocument();

    await choose(
      user,
      new File([new Uint8Array([0x7b, 0xe9, 0x7d])], 'latin1.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/This file is not UTF-8 text/)).toBeInTheDocument();

    await choose(
      user,
      new File([backupFile([{ id: 'p1', name: 'x'.repeat(300) }])], 'bad.json', { type: 'application/json' }),
    );
    const alert = await screen.findByText(/This backup cannot be restored; nothing was written\./);
    expect(alert).toHaveTextContent('printer 1, field “userId”');
    expect(alert).toHaveTextContent('printer 1, field “name”');

    expect(await stored(client.uid)).toBe(0);
  }, 60_000);

  it('shows the preview of a good file: per kind what is created, updated and skipped', async () => {
    await signedInUser();
    const { user } = renderApp('/dashboard/data');
    await screen.findByRole('heading', { name: 'Your Data' }, { timeout: 15_000 });
    await choose(user, new File([backupFile([])], 'backup.json', { type: 'application/json' }));
    const preview = await screen.findByRole(
      'region',
      { name: 'What the restore will do' },
      { timeout: 15_000 },
    );
    expect(within(preview).getByRole('row', { name: /Filament types 1 0 0/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeEnabled();
  }, 60_000);
});
