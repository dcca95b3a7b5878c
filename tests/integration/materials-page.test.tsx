/// <reference types="node" />
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { materialsRepository } from '@/queries/repositories';
import { createMaterialsRepository } from '@/repositories/materials';
import { adminFirestore, seedBuiltInPlans, signedUpClient, type TestClient } from '../support/emulators';
import { renderApp, signOutApp } from '../support/render-app';
import { spoolmanDbText } from '../support/spoolmandb';

const fixture = spoolmanDbText('materials.json');
const realFetch = globalThis.fetch;
/** Serves the material list from the repository fixture (tests never reach the internet). */
function serveMaterialList(response: () => Response) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/materials.json')) return Promise.resolve(response());
    return realFetch(input, init);
  });
}

const disposables: TestClient[] = [];
beforeAll(async () => {
  await seedBuiltInPlans();
});
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await signOutApp();
  localStorage.clear();
});

async function openMaterialsAsNewUser(
  seed?: (client: Awaited<ReturnType<typeof signedUpClient>>) => Promise<unknown>,
) {
  const client = await signedUpClient();
  disposables.push(client);
  await seed?.(client);
  // Signed out, the protected page sends the visitor to /login and back after signing in.
  const view = renderApp('/dashboard/filaments');
  await view.user.type(await screen.findByLabelText('Email address', {}, { timeout: 15_000 }), client.email);
  await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Filament Types' }, { timeout: 15_000 });
  return { ...view, uid: client.uid };
}

const columnTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('filament types page', () => {
  it('imports exactly the selected materials, then hides Import and sorts the table', async () => {
    serveMaterialList(
      () => new Response(fixture, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const { user, uid } = await openMaterialsAsNewUser();
    await user.click(await screen.findByRole('button', { name: 'Import Materials' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import Materials' }));
    expect(await dialog.findByLabelText('PLA')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Import Selected (0)' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Select All' }));
    expect(dialog.getByRole('button', { name: 'Import Selected (32)' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Clear All' }));
    await user.click(dialog.getByLabelText('PLA'));
    await user.click(dialog.getByLabelText('ABS'));
    await user.click(dialog.getByLabelText('PETG'));
    await user.click(dialog.getByRole('button', { name: 'Import Selected (3)' }));

    const table = await screen.findByRole('table', { name: 'Filament types' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Import Materials' })).not.toBeInTheDocument();
    expect(columnTexts(table)).toEqual(['ABS', 'PETG', 'PLA']);
    const stored = await adminFirestore().collection('materials').where('userId', '==', uid).get();
    expect(
      stored.docs.map((entry) => entry.data()).sort((a, b) => a.material.localeCompare(b.material)),
    ).toMatchObject([
      { material: 'ABS', density: 1.04, extruderTemp: 0, bedTemp: 0 },
      { material: 'PETG', density: 1.27, extruderTemp: 0, bedTemp: 0 },
      { material: 'PLA', density: 1.24, extruderTemp: 210, bedTemp: 50 },
    ]);

    // Click a header to sort, again to reverse.
    const materialHeader = screen.getByRole('columnheader', { name: /Material/ });
    expect(materialHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(materialHeader).getByRole('button'));
    expect(materialHeader).toHaveAttribute('aria-sort', 'descending');
    // Each order is read from the server; the rows already shown stay until it arrives.
    await waitFor(() =>
      expect(columnTexts(screen.getByRole('table', { name: 'Filament types' }))).toEqual([
        'PLA',
        'PETG',
        'ABS',
      ]),
    );
    await user.click(within(screen.getByRole('columnheader', { name: /Density/ })).getByRole('button'));
    await waitFor(() =>
      expect(columnTexts(screen.getByRole('table', { name: 'Filament types' }))).toEqual([
        'ABS',
        'PLA',
        'PETG',
      ]),
    );
    expect(screen.getByText('3 of 3 materials')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load materials. Please try again.' with a Close button", async () => {
    serveMaterialList(() => new Response('nope', { status: 503 }));
    const { user } = await openMaterialsAsNewUser();
    await user.click(await screen.findByRole('button', { name: 'Import Materials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Materials' });
    expect(
      await within(dialog).findByText('Failed to load materials. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds, edits and deletes a material with the messages of the material form', async () => {
    const { user } = await openMaterialsAsNewUser();
    await user.click(await screen.findByRole('button', { name: 'Add Material' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Material' }));
    await user.click(form.getByRole('button', { name: 'Add Material' }));
    expect(await form.findByText('Material name is required')).toBeInTheDocument();
    expect(form.getByText('Density is required')).toBeInTheDocument();
    expect(form.getByText('Extruder temperature is required')).toBeInTheDocument();
    expect(form.getByText('Bed temperature is required')).toBeInTheDocument();

    await user.type(form.getByLabelText('Material'), 'Silk PLA');
    await user.type(form.getByLabelText('Density (g/cm³)'), '-1');
    await user.type(form.getByLabelText('Extruder temp (°C)'), '215');
    await user.type(form.getByLabelText('Bed temp (°C)'), '60');
    await user.click(form.getByRole('button', { name: 'Add Material' }));
    expect(await form.findByText('Must be greater than 0')).toBeInTheDocument();
    expect(form.getByLabelText('Material')).toHaveValue('Silk PLA');
    await user.clear(form.getByLabelText('Density (g/cm³)'));
    await user.type(form.getByLabelText('Density (g/cm³)'), '1.25');
    await user.click(form.getByRole('button', { name: 'Add Material' }));

    const row = await screen.findByRole('row', { name: /^Silk PLA / }, { timeout: 10_000 });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Silk PLA', '1.25 g/cm³', '215 °C', '60 °C', 'Edit Silk PLADelete']);
    await user.click(within(row).getByRole('button', { name: /Edit/ }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Material' }));
    expect(edit.getByLabelText('Extruder temp (°C)')).toHaveValue(215);
    await user.clear(edit.getByLabelText('Bed temp (°C)'));
    await user.type(edit.getByLabelText('Bed temp (°C)'), '65');
    await user.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('cell', { name: '65 °C' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('row', { name: /^Silk PLA / })).getByRole('button', { name: /Delete/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete material' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No materials yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import Materials' })).toBeInTheDocument();
  });

  it('reads 30 materials at a time in name order, and Load more reads the next 30', async () => {
    const names = Array.from({ length: 65 }, (_, index) => `Blend ${String(index).padStart(2, '0')}`);
    const { user } = await openMaterialsAsNewUser((client) =>
      createMaterialsRepository(client.db).createMany(
        client.uid,
        names.map((material) => ({ material, density: 1.2, extruderTemp: 210, bedTemp: 60 })),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Filament types' }, { timeout: 10_000 });
    expect(columnTexts(table)).toEqual(names.slice(0, 30));
    expect(await screen.findByText('30 of 65 materials')).toBeInTheDocument();
    // Not the first-time import: the user has materials, only not all of them are loaded.
    expect(screen.queryByRole('button', { name: 'Import Materials' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('60 of 65 materials')).toBeInTheDocument();
    expect(columnTexts(table)).toEqual(names.slice(0, 60));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('65 of 65 materials')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // 65 rows: only those near the screen are rendered (jsdom has no layout, so which ones is
    // not asserted here; the screenshots show them), the rest is spacer height.
    // The virtualiser loads when the list first grows long (until then the first 60 rows show):
    // wait for it, so the row clicked below is not one it is about to replace.
    await waitFor(() => expect(columnTexts(table).filter(Boolean).length).toBeLessThan(60));
    const rendered = columnTexts(table).filter(Boolean);
    expect(rendered.length).toBeGreaterThan(0);
    const doomed = rendered[0]!;

    // A delete takes the row out of the loaded pages and the count without reading them again.
    const listPage = vi.spyOn(await materialsRepository(), 'listPage');
    await user.click(
      within(screen.getByRole('row', { name: new RegExp(`^${doomed} `) })).getByRole('button', {
        name: /Delete/,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete material' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('64 of 64 materials')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: new RegExp(`^${doomed} `) })).not.toBeInTheDocument();
    expect(listPage).not.toHaveBeenCalled();
    listPage.mockRestore();
  });

  it("says 'Loading materials...' then 'Failed to load materials. Please try again.', and reads again on Retry", async () => {
    // The first read and the query client's one retry fail as an unreachable server would.
    const unavailable = Object.assign(new Error('Failed to get documents'), { code: 'unavailable' });
    vi.spyOn(await materialsRepository(), 'listPage')
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable);
    const client = await signedUpClient();
    disposables.push(client);
    await createMaterialsRepository(client.db).create(client.uid, {
      material: 'ASA',
      density: 1.07,
      extruderTemp: 250,
      bedTemp: 100,
    });
    const view = renderApp('/dashboard/filaments');
    await view.user.type(
      await screen.findByLabelText('Email address', {}, { timeout: 15_000 }),
      client.email,
    );
    await view.user.type(screen.getByLabelText('Password'), 'secret-pass');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Loading materials...', {}, { timeout: 15_000 })).toBeInTheDocument();

    const failure = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(failure).toHaveTextContent('Failed to load materials. Please try again.');
    expect(screen.queryByText('No materials yet')).not.toBeInTheDocument();
    await view.user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'ASA' }, { timeout: 10_000 })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
