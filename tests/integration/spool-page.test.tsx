import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { balanceCheckTexts } from '@/domain/balance-check';
import { balanceWarningMessages } from '@/domain/spool-balance';
import { ledgerMessages, SPOOL_HISTORY_PAGE_SIZE } from '@/domain/spool-ledger';
import type { Spool } from '@/domain/spool-record';
import { spoolsRepository } from '@/queries/repositories';
import { adminDocuments, adminFirestore } from '../support/emulators';
import { renderApp, setUpPageTests } from '../support/render-app';

const { signedInUser } = setUpPageTests();

const suffix = `${Date.now().toString(36)}${process.pid}`;
const FILAMENT_ID = `spoolpage_pla_${suffix}`;
const seededSpools: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  const db = adminFirestore();
  await Promise.all(seededSpools.map((id) => db.recursiveDelete(db.collection('spools').doc(id))));
  await db.collection('filaments').doc(FILAMENT_ID).delete();
});

/** A spool of the user's, stored as the repositories write it (net 1,000 g at $20: 2 cents a gram). */
async function seedSpool(uid: string, overrides: Partial<Spool> = {}) {
  const id = `spool-page-${seededSpools.length}-${suffix}`;
  seededSpools.push(id);
  await adminFirestore()
    .collection('spools')
    .doc(id)
    .set(
      adminDocuments.spool(uid, {
        name: `Page PLA ${seededSpools.length}`,
        weight: 1000,
        remainingWeight: 1000,
        purchasePrice: 20,
        status: 'new',
        ...overrides,
      }),
    );
  return id;
}

interface SeededEntry {
  id: string;
  kind: 'usage' | 'waste' | 'adjustment' | 'weigh-in';
  grams: number;
  /** Stored by entries written before issue 29 (the page works balances out instead). */
  balanceAfter?: number;
  label?: string;
  note?: string;
  runId?: string | null;
  at: string;
}

async function seedEntries(uid: string, spoolId: string, entries: SeededEntry[]) {
  const ledger = adminFirestore().collection('spools').doc(spoolId).collection('ledger');
  await Promise.all(
    entries.map(({ id, at, label = '', note = '', runId = null, ...entry }) =>
      ledger.doc(id).set({
        ...entry,
        userId: uid,
        spoolId,
        pricePerGram: 0.02,
        runId,
        label,
        note,
        createdAt: Timestamp.fromDate(new Date(at)),
      }),
    ),
  );
}

async function openSpool(spoolId: string, name: string) {
  const view = renderApp(`/dashboard/materials/${spoolId}`);
  await screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
  return view;
}

/** The history table's body rows, each as its cells' text. */
async function historyRows() {
  const table = await screen.findByRole('table', { name: 'Spool history' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** The spool's details list, term → definition. */
function spoolDetails() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index]]));
}

const storedSpool = async (id: string) => (await adminFirestore().collection('spools').doc(id).get()).data();

describe('spool page', () => {
  it('shows the spool and its history newest first, with running balance, cost and what came before', async () => {
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, {
      name: 'Ledger PLA',
      brand: 'Polymaker',
      material: 'PLA',
      colorName: 'Galaxy Black',
      remainingWeight: 787.5,
      location: 'Shelf B',
      status: 'used',
    });
    await seedEntries(uid, spoolId, [
      {
        id: 'run-entry-1',
        kind: 'usage',
        grams: -150,
        balanceAfter: 800,
        runId: 'run-1',
        label: 'Chess set · Rook',
        at: '2025-03-02T10:00:00Z',
      },
      {
        id: 'weigh-entry-1',
        kind: 'weigh-in',
        grams: -12.5,
        balanceAfter: 787.5,
        at: '2025-03-03T10:00:00Z',
      },
    ]);
    const { container } = await openSpool(spoolId, 'Ledger PLA');

    expect(screen.getByText(/of 1,000 g remaining/).textContent).toBe('787.5 g of 1,000 g remaining');
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(spoolDetails()).toEqual({
      Filament: 'Polymaker · PLA · Galaxy Black',
      Location: 'Shelf B',
      Price: '$20.00',
      // $20 for 1,000 g.
      'Price per kg': '$20.00',
    });

    const rows = await historyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]!.slice(1)).toEqual(['Weigh-in', '−12.5 g', '787.5 g', '$0.25']);
    expect(rows[1]!.slice(1)).toEqual(['Print runChess set · Rook', '−150 g', '800 g', '$3.00']);
    // The spool held 950 g when its first entry was written: 50 g went before the ledger.
    expect(rows[2]![0]).toBe('—');
    expect(rows[2]![1]).toContain('Before the ledger');
    expect(rows[2]!.slice(2)).toEqual(['−50 g', '950 g', '$1.00']);
    expect(rows[0]![0]).toMatch(/2025/);

    for (const name of ['Weigh in', 'Adjust']) {
      expect(screen.getByRole('button', { name })).toHaveClass('min-h-11');
    }
    expect(screen.getByRole('link', { name: '← Back to Spools Inventory' })).toHaveAttribute(
      'href',
      '/dashboard/materials',
    );

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });

  it('records a weigh-in with a typed empty-spool weight, then weighs in again without asking for it', async () => {
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, { name: 'Scale PLA' });
    const { user } = await openSpool(spoolId, 'Scale PLA');
    expect(await screen.findByText('No history yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Weigh in' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Weigh in' }));
    const gross = dialog.getByLabelText('Gross weight on the scale (g)');
    expect(gross).toHaveAttribute('inputMode', 'decimal');
    await user.type(gross, '1100');
    await user.type(dialog.getByLabelText('Empty spool weight (g)'), '250');
    expect(await dialog.findByText('Remaining after weigh-in: 850 g (change −150 g)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record weigh-in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(async () =>
      expect((await historyRows())[0]!.slice(1)).toEqual(['Weigh-in', '−150 g', '850 g', '$3.00']),
    );
    expect(screen.getByText(/of 1,000 g remaining/).textContent).toBe('850 g of 1,000 g remaining');
    expect(spoolDetails()['Empty spool']).toBe('250 g (typed on this spool)');
    expect(await storedSpool(spoolId)).toMatchObject({
      remainingWeight: 850,
      emptySpoolWeight: 250,
      status: 'used',
    });

    await user.click(screen.getByRole('button', { name: 'Weigh in' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Weigh in' }));
    expect(dialog.getByText('Empty spool: 250 g (typed on this spool)')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Empty spool weight (g)')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Gross weight on the scale (g)'), '1050');
    expect(await dialog.findByText('Remaining after weigh-in: 800 g (change −50 g)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record weigh-in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(async () => expect(await historyRows()).toHaveLength(2));
    expect((await historyRows())[0]!.slice(1)).toEqual(['Weigh-in', '−50 g', '800 g', '$1.00']);
    expect(await storedSpool(spoolId)).toMatchObject({ remainingWeight: 800, emptySpoolWeight: 250 });
  });

  it('refuses a gross weight below the empty spool with a clear message, keeping what was typed', async () => {
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, { name: 'Light PLA', emptySpoolWeight: 250 });
    const { user } = await openSpool(spoolId, 'Light PLA');

    await user.click(screen.getByRole('button', { name: 'Weigh in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Weigh in' }));
    const gross = dialog.getByLabelText('Gross weight on the scale (g)');
    await user.type(gross, '200');
    await user.click(dialog.getByRole('button', { name: 'Record weigh-in' }));

    expect(await dialog.findByText(ledgerMessages.grossBelowEmpty(250))).toBeInTheDocument();
    expect(gross).toHaveValue(200);
    expect(gross).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByText(/Remaining after weigh-in/)).not.toBeInTheDocument();
    expect(await storedSpool(spoolId)).toMatchObject({ remainingWeight: 1000 });
  });

  it('records an adjustment with its note, refusing one that takes more than the spool holds', async () => {
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, { name: 'Tangled PLA', remainingWeight: 100, status: 'used' });
    await seedEntries(uid, spoolId, [
      { id: 'opening-1', kind: 'adjustment', grams: -900, balanceAfter: 100, at: '2025-03-01T10:00:00Z' },
    ]);
    const { user } = await openSpool(spoolId, 'Tangled PLA');

    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust remaining filament' }));
    const change = dialog.getByLabelText('Change (g)');
    await user.type(change, '-150');
    await user.click(dialog.getByRole('button', { name: 'Record adjustment' }));
    expect(await dialog.findByText(ledgerMessages.belowZero(100))).toBeInTheDocument();
    expect(change).toHaveValue(-150);

    await user.clear(change);
    await user.type(change, '-20');
    await user.type(dialog.getByLabelText(/^Note/), 'Tangle cut out');
    expect(await dialog.findByText('Remaining after adjustment: 80 g')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record adjustment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(async () => expect(await historyRows()).toHaveLength(2));
    expect((await historyRows())[0]!.slice(1)).toEqual([
      'AdjustmentTangle cut out',
      '−20 g',
      '80 g',
      '$0.40',
    ]);
    expect(await storedSpool(spoolId)).toMatchObject({ remainingWeight: 80 });
  });

  it(
    'pages the history with Load more, each balance worked out from the spool across pages',
    { timeout: 120_000 },
    async () => {
      const { uid } = await signedInUser();
      const count = SPOOL_HISTORY_PAGE_SIZE + 5;
      // 105 uses of 2 g each from a full spool, one a minute.
      const spoolId = await seedSpool(uid, {
        name: 'Long PLA',
        remainingWeight: 1000 - 2 * count,
        status: 'used',
      });
      await seedEntries(
        uid,
        spoolId,
        Array.from({ length: count }, (_, index) => ({
          id: `use-${String(index).padStart(3, '0')}`,
          kind: 'usage' as const,
          grams: -2,
          at: new Date(Date.UTC(2025, 2, 1) + index * 60_000).toISOString(),
        })),
      );
      const { user } = await openSpool(spoolId, 'Long PLA');

      let rows = await historyRows();
      expect(rows).toHaveLength(SPOOL_HISTORY_PAGE_SIZE);
      expect(rows[0]!.slice(2, 4)).toEqual(['−2 g', '790 g']);
      expect(rows.at(-1)!.slice(2, 4)).toEqual(['−2 g', '988 g']);
      expect(screen.getByText(`Showing the latest ${SPOOL_HISTORY_PAGE_SIZE} changes`)).toBeInTheDocument();
      expect(screen.queryByText('Before the ledger')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(async () => expect(await historyRows()).toHaveLength(count), { timeout: 10_000 });
      rows = await historyRows();
      // The first page's rows keep their balances; the oldest follow on from them.
      expect(rows[0]!.slice(2, 4)).toEqual(['−2 g', '790 g']);
      expect(rows.slice(SPOOL_HISTORY_PAGE_SIZE - 1).map((row) => row[3])).toEqual([
        '988 g',
        '990 g',
        '992 g',
        '994 g',
        '996 g',
        '998 g',
      ]);
      expect(screen.getByText(`Showing all ${count} changes`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    },
  );

  it('Check balances finds what the ledger does not explain and records it once, tying the spool', async () => {
    const { uid } = await signedInUser();
    // Stored before the ledger was tied: it holds 760 g, its ledger explains 880 g.
    const spoolId = await seedSpool(uid, { name: 'Drifted PLA', remainingWeight: 760, status: 'used' });
    await seedEntries(uid, spoolId, [
      { id: 'use-1', kind: 'usage', grams: -120, balanceAfter: 880, at: '2025-03-02T10:00:00Z' },
    ]);
    const { user } = await openSpool(spoolId, 'Drifted PLA');

    await user.click(screen.getByRole('button', { name: 'Check balances' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Check balances' }));
    const finding = {
      spool: { name: 'Drifted PLA', weight: 1000, remainingWeight: 760 },
      ledgerSum: -120,
      entryCount: 1,
      difference: -120,
    };
    expect(
      await dialog.findByText(balanceCheckTexts.differs(finding), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(dialog.getByText(balanceCheckTexts.reads(1))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record the difference' }));
    expect(
      await dialog.findByText(balanceCheckTexts.recorded(-120), {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));

    // The spool keeps its weight; the correction explains the difference, and the spool is tied.
    expect(await storedSpool(spoolId)).toMatchObject({ remainingWeight: 760, ledgerBalanced: true });
    await waitFor(async () =>
      expect((await historyRows())[0]!.slice(1, 4)).toEqual([
        `Balance correction${ledgerMessages.correction(-120)}`,
        '−120 g',
        '760 g',
      ]),
    );
    expect(screen.queryByText('Before the ledger')).not.toBeInTheDocument();

    // Checked again: balanced, nothing to record.
    await user.click(screen.getByRole('button', { name: 'Check balances' }));
    const again = within(await screen.findByRole('dialog', { name: 'Check balances' }));
    expect(
      await again.findByText(
        balanceCheckTexts.balanced({ ...finding, ledgerSum: -240, entryCount: 2, difference: 0 }),
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(again.queryByRole('button', { name: 'Record the difference' })).not.toBeInTheDocument();
  });

  it('says so when runs on several devices used more than the spool held by its records', async () => {
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, { name: 'Overdrawn PLA', remainingWeight: -150, status: 'used' });
    await openSpool(spoolId, 'Overdrawn PLA');
    expect(screen.getByText(balanceWarningMessages.belowZero(-150))).toBeInTheDocument();
  });

  it('uses the catalogue spool weight of a SpoolmanDB spool, and says so', async () => {
    await adminFirestore()
      .collection('filaments')
      .doc(FILAMENT_ID)
      .set({ ...adminDocuments.filament({ notes: 'Weight: 1000g\nSpool weight: 225 g' }) });
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, { name: 'Catalogue PLA', filamentId: FILAMENT_ID });
    const { user } = await openSpool(spoolId, 'Catalogue PLA');

    await waitFor(() => expect(spoolDetails()['Empty spool']).toBe('225 g (from SpoolmanDB)'));
    await user.click(screen.getByRole('button', { name: 'Weigh in' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Weigh in' }));
    expect(await dialog.findByText('Empty spool: 225 g (from SpoolmanDB)')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Empty spool weight (g)')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Gross weight on the scale (g)'), '1025');
    expect(await dialog.findByText('Remaining after weigh-in: 800 g (change −200 g)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record weigh-in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(async () =>
      expect((await historyRows())[0]!.slice(1)).toEqual(['Weigh-in', '−200 g', '800 g', '$4.00']),
    );
    // The catalogue's weight stays the catalogue's: nothing is copied onto the spool.
    expect(await storedSpool(spoolId)).toMatchObject({ remainingWeight: 800, emptySpoolWeight: null });
  });

  it('links each inventory card to its spool page, and back', async () => {
    const { uid } = await signedInUser();
    await seedSpool(uid, { name: 'Linked PLA' });
    const { user } = renderApp('/dashboard/materials');
    await user.click(await screen.findByRole('link', { name: 'Linked PLA' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linked PLA' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Back to Spools Inventory' }));
    expect(await screen.findByRole('heading', { name: 'Spools Inventory' })).toBeInTheDocument();
  });

  it('shows "Spool not found" with a way back for a spool that does not exist', async () => {
    await signedInUser();
    renderApp(`/dashboard/materials/missing-${suffix}`);
    expect(
      await screen.findByRole('heading', { name: 'Spool not found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Spools Inventory' })).toHaveAttribute(
      'href',
      '/dashboard/materials',
    );
  });

  it('says when the spool could not be read, and reads it again on Retry', async () => {
    const { uid } = await signedInUser();
    const spoolId = await seedSpool(uid, { name: 'Flaky PLA' });
    // The first read and the query client's one retry fail as an unreachable server would.
    const unavailable = Object.assign(new Error('Failed to get document'), { code: 'unavailable' });
    vi.spyOn(await spoolsRepository(), 'get')
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable);
    const { user } = renderApp(`/dashboard/materials/${spoolId}`);

    const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent('The spool could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flaky PLA' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });
});
