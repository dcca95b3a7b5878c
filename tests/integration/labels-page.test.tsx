import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MAX_LABEL_SPOOLS } from '@/domain/spool-label';
import type { Spool } from '@/domain/spool-record';
import { spoolsRepository } from '@/queries/repositories';
import { adminDocuments, adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { newAccount, signedInUser } = setUpPageTests();

const suffix = `${Date.now().toString(36)}${process.pid}`;
const seeded: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  const db = adminFirestore();
  await Promise.all(seeded.map((id) => db.collection('spools').doc(id).delete()));
});

async function seedSpool(uid: string, overrides: Partial<Spool> = {}) {
  const id = `Lbl${seeded.length}x${suffix}`;
  seeded.push(id);
  await adminFirestore()
    .collection('spools')
    .doc(id)
    .set(adminDocuments.spool(uid, { name: `Label PLA ${seeded.length}`, ...overrides }));
  return id;
}

/** A label's visible texts: its facts (term → value) and the rest. */
function labelFacts(label: HTMLElement) {
  const terms = within(label)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(label)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('labels page', () => {
  it('prints a label per spool with every field, and says how many could not be found', async () => {
    const { uid } = await signedInUser();
    const stranger = await newAccount();
    const first = await seedSpool(uid, {
      name: 'Shelf PLA',
      material: 'PLA',
      colorName: 'Galaxy Black',
      diameter: 1.75,
      printTempMin: 190,
      printTempMax: 220,
      bedTempMin: 55,
      bedTempMax: 65,
    });
    const second = await seedSpool(uid, {
      name: 'Flexible TPU',
      material: 'TPU',
      colorName: '#FF0000',
      diameter: 2.85,
      printTempMin: 230,
      printTempMax: 230,
      bedTempMin: 0,
      bedTempMax: 0,
    });
    const foreign = await seedSpool(stranger.uid, { name: 'Not yours' });

    renderApp(paths.dashboard.labels([first, 'no-such-spool', second, foreign]));
    const shelf = await screen.findByRole('article', { name: 'Label of Shelf PLA' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Spool labels' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 of the 4 spools could not be found (deleted, or not yours): their labels are left out.',
    );
    expect(screen.queryByText('Not yours')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    expect(within(shelf).getByText('Shelf PLA')).toBeInTheDocument();
    expect(within(shelf).getByText('PLA · Galaxy Black')).toBeInTheDocument();
    expect(labelFacts(shelf)).toEqual({ ØDiameter: '1.75 mm', Nozzle: '190–220 °C', Bed: '55–65 °C' });
    expect(within(shelf).getByText(first.slice(0, 8))).toHaveClass('font-mono');
    expect(shelf).toHaveTextContent(`Code ${first.slice(0, 8)}`);
    const qr = within(shelf).getByRole('img', { name: 'QR code: link to Shelf PLA' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);

    // Only what the spool has: no bed temperature, one nozzle value; the swatch of a hex colour.
    const tpu = screen.getByRole('article', { name: 'Label of Flexible TPU' });
    expect(labelFacts(tpu)).toEqual({ ØDiameter: '2.85 mm', Nozzle: '230 °C' });
    expect(within(tpu).getByTestId('label-swatch')).toHaveStyle({ backgroundColor: '#ff0000' });
    expect(screen.getByText('2 labels · 62 × 36 mm, one per label')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '← Back to Spools Inventory' })).toHaveAttribute(
      'href',
      paths.dashboard.materials,
    );
  });

  it('switches the layout in the address, and prints a sheet of them', async () => {
    const { uid } = await signedInUser();
    const id = await seedSpool(uid, { name: 'Sheet PETG' });
    const { user, router } = renderApp(paths.dashboard.labels([id]));
    await screen.findByRole('article', { name: 'Label of Sheet PETG' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: '← Back to the spool' })).toHaveAttribute(
      'href',
      paths.dashboard.spool(id),
    );
    await user.selectOptions(screen.getByLabelText('Label size'), 'A4 sheet');
    await waitFor(() => expect(router.state.location.search).toBe(`?spools=${id}&layout=a4`));
    expect(screen.getByText('1 label · A4 sheet, 21 labels of 60 × 36 mm a page')).toBeInTheDocument();

    // The small label leaves out the bed temperature.
    await user.selectOptions(screen.getByLabelText('Label size'), '40 × 30 mm labels');
    const label = screen.getByRole('article', { name: 'Label of Sheet PETG' });
    expect(labelFacts(label)).toEqual({ ØDiameter: '1.75 mm', Nozzle: '190–220 °C' });
  });

  it('refuses more spools than a sheet prints, and reads none of them', async () => {
    await signedInUser();
    const get = vi.spyOn(await spoolsRepository(), 'get');
    const ids = Array.from({ length: MAX_LABEL_SPOOLS + 1 }, (_, index) => `spool${index}`);
    renderApp(paths.dashboard.labels(ids, 'letter'));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      '101 spools were chosen, but one label sheet prints at most 100. Select fewer spools and print them in parts.',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('says when no spool was chosen, and when none of them could be found', async () => {
    await signedInUser();
    const { unmount } = renderApp('/dashboard/labels');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'No spools were chosen for labels.',
    );
    unmount();
    renderApp(paths.dashboard.labels(['gone-1', 'gone-2']));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'None of the 2 spools could be found: they may have been deleted, or they are not yours.',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('says when the spools could not be read, and reads them again on Retry', async () => {
    const { uid } = await signedInUser();
    const id = await seedSpool(uid, { name: 'Retry PLA' });
    const unavailable = Object.assign(new Error('Failed to get document'), { code: 'unavailable' });
    const listByIds = vi
      .spyOn(await spoolsRepository(), 'listByIds')
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable);
    const { user } = renderApp(paths.dashboard.labels([id]));
    const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent('The spools could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', { name: 'Label of Retry PLA' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(listByIds).toHaveBeenCalledTimes(3);
  });

  it('opens from the spool page, and from a selection on the spools page', async () => {
    const { uid } = await signedInUser();
    const one = await seedSpool(uid, { name: 'Pick A' });
    const two = await seedSpool(uid, { name: 'Pick B' });
    await seedSpool(uid, { name: 'Pick C' });

    const view = renderApp(paths.dashboard.spool(one));
    expect(await screen.findByRole('link', { name: 'Print label' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      paths.dashboard.labels([one]),
    );
    view.unmount();

    const { user } = renderApp(paths.dashboard.materials);
    await screen.findByRole('article', { name: 'Pick A' }, { timeout: 15_000 });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    const bar = screen.getByRole('region', { name: 'Selection for labels' });
    expect(within(bar).getByRole('button', { name: 'Print labels (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Pick B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pick A' }));
    expect(bar).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('link', { name: 'Print labels (2)' })).toHaveAttribute(
      'href',
      paths.dashboard.labels([two, one]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Pick B' }));
    await user.click(within(bar).getByRole('button', { name: 'Select all shown' }));
    expect(within(bar).getByRole('link', { name: 'Print labels (3)' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('checkbox', { name: 'Select Pick A' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Done selecting' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
