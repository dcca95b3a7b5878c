// The Analytics page (issue 18) over a stubbed analytics repository: the period picker (presets in
// the address, custom dates checked with what was typed kept), the chart/table toggle, the empty
// states, the failure message with Retry, and the "Build from my records" notice. Recharts has no
// size in jsdom: the tests read the legends, the tables and the chart containers, not pixels.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyRollup,
  invoiceCellKey,
  invoiceCellOf,
  maintenanceCellKey,
  maintenanceCellOf,
  runCellKey,
  runCellOf,
  type FinishedRunFacts,
  type RollupDoc,
} from '@/domain/analytics/rollup';
import type { OutstandingRow } from '@/domain/analytics/view-types';
import { AnalyticsPage } from '@/features/analytics/pages/analytics-page';

vi.mock('@/session/session', () => ({
  useSignedInUser: () => ({ uid: 'maker-1' }),
  useProfile: () => ({ data: { currency: 'USD' }, isPending: false }),
}));

// The drawing itself (recharts, sized by the browser) is left to the end-to-end journey.
vi.mock('@/features/analytics/charts', () => ({ default: () => <svg data-testid="drawn-chart" /> }));

interface FakeRepository {
  listMonths: ReturnType<typeof vi.fn>;
  meta: ReturnType<typeof vi.fn>;
  outstandingCurrencies: ReturnType<typeof vi.fn>;
  outstanding: ReturnType<typeof vi.fn>;
  rebuild: ReturnType<typeof vi.fn>;
}
const repository = vi.hoisted(() => ({ current: null as FakeRepository | null }));
vi.mock('@/queries/repositories', () => ({
  analyticsRepository: () => Promise.resolve(repository.current),
}));

const run = (facts: Partial<FinishedRunFacts> & Pick<FinishedRunFacts, 'endedOn'>): FinishedRunFacts => ({
  printerId: 'p1',
  printerName: 'Prusa MK4',
  materialType: 'PLA',
  colorName: 'Galaxy Black',
  outcome: 'completed',
  failureReason: null,
  grams: [100],
  minutes: 120,
  materialCost: 2,
  totalCost: 3,
  ...facts,
});

/** Two months of one maker: November (this month) and September (only in the last 90 days). */
function seededRollups(): RollupDoc[] {
  const november = emptyRollup('maker-1', '2026-11');
  const september = emptyRollup('maker-1', '2026-09');
  const add = (doc: RollupDoc, facts: FinishedRunFacts) => {
    doc.runs[runCellKey(facts)] = runCellOf(facts);
  };
  add(november, run({ endedOn: '2026-11-10' }));
  add(
    november,
    run({
      endedOn: '2026-11-12',
      materialType: 'PETG',
      colorName: 'Blue',
      outcome: 'failed',
      failureReason: 'adhesion',
      grams: [50],
      minutes: 60,
      materialCost: 1,
      totalCost: 1.5,
    }),
  );
  add(september, run({ endedOn: '2026-09-15', grams: [300], materialCost: 6, totalCost: 8 }));
  const entry = { doneOn: '2026-11-05', printerId: 'p1', printerName: 'Prusa MK4', cost: 12.5 };
  november.maintenance[maintenanceCellKey(entry)] = maintenanceCellOf(entry);
  const sent = { day: '2026-11-03', currency: 'USD', kind: 'invoiced' as const, projectId: null, total: 240 };
  november.invoices[invoiceCellKey(sent)] = invoiceCellOf(sent);
  november.projects['proj-1'] = { n: 'Chess set', e: 250, a: { '2026-11-10': 300 } };
  return [september, november];
}

function fakeRepository(
  rollups: RollupDoc[] = seededRollups(),
  meta: { rebuiltAt: Date | null } | null = { rebuiltAt: new Date(2026, 10, 1, 9, 30) },
  outstanding: OutstandingRow[] = [{ currency: 'USD', cents: 24000, count: 1 }],
): FakeRepository {
  return {
    listMonths: vi.fn(async (_uid: string, from: string, to: string) =>
      rollups.filter((doc) => doc.month >= from && doc.month <= to),
    ),
    meta: vi.fn(async () => meta),
    outstandingCurrencies: vi.fn(async (_uid: string, currency: string) => [
      currency,
      ...outstanding.map((row) => row.currency).filter((code) => code !== currency),
    ]),
    outstanding: vi.fn(async () => outstanding),
    rebuild: vi.fn(async () => ({ months: 2, runs: 3, maintenance: 1, invoices: 1, deleted: 0 })),
  };
}

function renderPage(path = '/dashboard/analytics') {
  const router = createMemoryRouter([{ path: '/dashboard/analytics', element: <AnalyticsPage /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const section = (id: string) => screen.getByTestId(`analytics-${id}`);
/** The legend's entries of a section's chart, as read: 'PLA 100 g · $2.00'. */
const legendOf = (id: string) =>
  within(within(section(id)).getByRole('list', { name: 'Legend' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  // Today is Nov 25, 2026 (local time): only Date is faked, timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 12, 0) });
  repository.current = fakeRepository();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Analytics page', { timeout: 15_000 }, () => {
  it('shows the six views of this month, each with its chart', async () => {
    renderPage();
    expect(await screen.findByTestId('analytics-filament')).toBeInTheDocument();
    for (const id of ['filament', 'machine-hours', 'failures', 'projects', 'revenue', 'maintenance']) {
      expect(section(id)).toBeInTheDocument();
    }
    expect(screen.getByText('Nov 1, 2026 – Nov 25, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    // The legends say each series with its total; the charts' containers carry their summaries.
    expect(legendOf('filament')).toContain('PLA 100 g · $2.00');
    expect(legendOf('filament')).toContain('PETG 50 g · $1.00');
    expect(screen.getByTestId('analytics-filament-chart')).toHaveAttribute(
      'aria-label',
      expect.stringContaining('Nov 9–15 150 g') as unknown as string,
    );
    expect(
      await within(screen.getByTestId('analytics-machine-hours-chart')).findByTestId('drawn-chart'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('analytics-failures-printer-chart')).toHaveAttribute(
      'aria-label',
      expect.stringContaining('Prusa MK4: 50% · 1 of 2 · $1.50') as unknown as string,
    );
    expect(screen.getByTestId('analytics-projects-chart')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-revenue-chart-USD')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-maintenance-chart')).toHaveAttribute(
      'aria-label',
      expect.stringContaining('Prusa MK4: $12.50 · 1 entry') as unknown as string,
    );
    expect(within(section('revenue')).getByTestId('analytics-outstanding')).toHaveTextContent(
      'Outstanding now$240.001 invoice sent, not yet paid',
    );
    // One query for the months of the period, the meta document, the currencies owed in (the
    // user's first), one aggregation per currency.
    const current = repository.current!;
    expect(current.listMonths).toHaveBeenCalledWith('maker-1', '2026-11', '2026-11');
    expect(current.outstandingCurrencies).toHaveBeenCalledWith('maker-1', 'USD');
    expect(current.outstanding).toHaveBeenCalledWith('maker-1', ['USD']);
  });

  it('switches the period: the figures change and the address keeps it across a reload', async () => {
    const { router, user } = renderPage();
    await screen.findByTestId('analytics-filament');
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));

    await waitFor(() => expect(legendOf('filament')).toContain('PLA 400 g · $8.00'));
    expect(router.state.location.search).toBe('?period=last-90');
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Aug 28, 2026 – Nov 25, 2026')).toBeInTheDocument();
    expect(repository.current!.listMonths).toHaveBeenLastCalledWith('maker-1', '2026-08', '2026-11');

    // A reload of that address shows the same period.
    renderPage('/dashboard/analytics?period=last-90');
    await waitFor(() => expect(screen.getAllByText('Aug 28, 2026 – Nov 25, 2026')).toHaveLength(2));
  });

  it('checks a custom range, keeps what was typed when it is not one, and shows it when it is', async () => {
    const { router, user } = renderPage();
    await screen.findByTestId('analytics-filament');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // Custom opens on the period shown.
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-25');

    await user.clear(from);
    await user.type(from, '2026-11-20');
    await user.clear(to);
    await user.type(to, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The end date cannot be before the start date');
    expect(from).toHaveValue('2026-11-20');
    expect(to).toHaveValue('2026-09-01');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    // The figures are still this month's.
    expect(legendOf('filament')).toContain('PLA 100 g · $2.00');

    await user.clear(from);
    await user.type(from, '2026-09-01');
    await user.clear(to);
    await user.type(to, '2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?period=custom&from=2026-09-01&to=2026-09-30'),
    );
    await waitFor(() => expect(legendOf('filament')).toContain('PLA 300 g · $6.00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(section('maintenance')).getByText('No maintenance recorded in this period'),
    ).toBeInTheDocument();
  });

  it('says why a custom range in the address is not one', async () => {
    renderPage('/dashboard/analytics?period=custom&from=2026-11-20&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date cannot be before the start date',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
    expect(screen.getByText('Choose a period')).toBeInTheDocument();
    expect(repository.current!.listMonths).not.toHaveBeenCalled();
  });

  it('swaps a chart for its table and back, each table with its CSV export', async () => {
    const { user } = renderPage();
    await screen.findByTestId('analytics-filament');
    const filament = section('filament');
    await user.click(within(filament).getByRole('button', { name: 'Show table' }));

    expect(screen.queryByTestId('analytics-filament-chart')).not.toBeInTheDocument();
    const table = within(filament).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WeekMaterialUsedCostBy colour',
      'Nov 9–15PLA100 g$2.00Galaxy Black 100 g',
      'PETG50 g$1.00Blue 50 g',
      'Total PLA100 g$2.00',
      'Total PETG50 g$1.00',
      'Total150 g$3.00',
    ]);
    expect(within(filament).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    const projects = section('projects');
    await user.click(within(projects).getByRole('button', { name: 'Show table' }));
    expect(within(within(projects).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      'Chess set$2.50$3.00+$0.50 (under-quoted)——',
    );

    const failures = section('failures');
    await user.click(within(failures).getByRole('button', { name: 'Show table' }));
    expect(within(failures).getAllByRole('table')).toHaveLength(3);
    expect(within(failures).getAllByRole('button', { name: 'Export CSV' })).toHaveLength(3);
    expect(within(failures).getByText('Bed adhesion or warping')).toBeInTheDocument();

    await user.click(within(filament).getByRole('button', { name: 'Show chart' }));
    expect(screen.getByTestId('analytics-filament-chart')).toBeInTheDocument();
    expect(within(filament).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each view empty when the period has nothing', async () => {
    repository.current = fakeRepository([], { rebuiltAt: null }, []);
    renderPage();
    expect(
      await within(await screen.findByTestId('analytics-filament')).findByText(
        'No runs finished in this period',
      ),
    ).toBeInTheDocument();
    expect(within(section('machine-hours')).getByText('No runs finished in this period')).toBeInTheDocument();
    expect(within(section('failures')).getByText('No runs finished in this period')).toBeInTheDocument();
    expect(
      within(section('projects')).getByText('No project runs finished in this period'),
    ).toBeInTheDocument();
    expect(
      within(section('revenue')).getByText('No invoices sent or paid in this period'),
    ).toBeInTheDocument();
    expect(within(section('revenue')).getByText(/Nothing outstanding/)).toBeInTheDocument();
    expect(
      within(section('maintenance')).getByText('No maintenance recorded in this period'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show table' })).not.toBeInTheDocument();
  });

  it('shows the failure message with Retry when the figures cannot be read', async () => {
    const failing = fakeRepository();
    failing.listMonths.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }));
    repository.current = failing;
    const { user } = renderPage();

    expect(await screen.findByText('Failed to load analytics. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('analytics-filament')).toBeInTheDocument();
  });

  it('offers to build the figures from the records while they never were, with progress', async () => {
    const fake = fakeRepository(seededRollups(), null);
    let finish: () => void = () => {};
    fake.rebuild.mockImplementation(
      (_uid: string, onProgress: (step: { done: number; total: number }) => void) =>
        new Promise((resolve) => {
          onProgress({ done: 1, total: 4 });
          finish = () => resolve({ months: 2, runs: 3, maintenance: 1, invoices: 1, deleted: 0 });
        }),
    );
    repository.current = fake;
    const { user } = renderPage();

    const notice = await screen.findByTestId('analytics-not-built');
    expect(notice).toHaveTextContent(
      'Figures are kept from now on, as runs, maintenance and invoices are recorded.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Build from my records' }));

    const progress = await screen.findByRole('progressbar', { name: 'Building your figures' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/1 of 4 steps done/)).toBeInTheDocument();
    expect(fake.rebuild).toHaveBeenCalledWith('maker-1', expect.any(Function));

    const readsBefore = fake.listMonths.mock.calls.length;
    fake.meta.mockResolvedValue({ rebuiltAt: new Date(2026, 10, 25, 11, 0) });
    finish();
    // The figures read again; the notice gives way to the quiet Rebuild with its date.
    expect(
      await screen.findByText(/Built from 3 finished runs, 1 maintenance entry and 1 invoice/),
    ).toBeInTheDocument();
    await waitFor(() => expect(fake.listMonths.mock.calls.length).toBeGreaterThan(readsBefore));
    expect(
      await screen.findByText(/Figures last rebuilt from your records on Nov 25, 2026/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('analytics-not-built')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild' })).toBeInTheDocument();
  });

  it('shows the failure of a rebuild in the product’s words', async () => {
    const fake = fakeRepository();
    fake.rebuild.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    repository.current = fake;
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/permission/i);
  });
});
