import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Printer } from '@/domain/printers';
import type { Spool } from '@/domain/spool-record';
import type { SpoolFinder } from '@/features/workshop/api/workshop-queries';
import { StartRunDialog } from '@/features/workshop/components/start-run-dialog';
import type { QueuedJob } from '@/repositories/runs';
import { records } from '../support/factories';

vi.mock('@/session/session', () => ({ useSignedInUser: () => ({ uid: 'maker-1' }) }));

// The start-run dialog's Scan button: a scanned spool the run may use is chosen; one it may not
// use is refused with the reason, and the choice stays as it was. The scan dialog is replaced by
// one that hands over the spool a test names.
const refusals: (string | null | void)[] = [];
let nextScan: Spool | null = null;
vi.mock('@/components/scan/scan-icon', () => ({ ScanIcon: () => null }));
vi.mock('@/components/scan/lazy-scan-dialog', () => ({
  LazyScanDialog: ({ open, onFound }: { open: boolean; onFound: (spool: Spool) => string | null | void }) =>
    open ? (
      <div role="dialog" aria-label="Scan a spool label">
        <button onClick={() => refusals.push(onFound(nextScan!))}>Read the label</button>
      </div>
    ) : null,
}));

const job: QueuedJob = {
  projectId: 'p1',
  jobId: 'j1',
  projectName: 'Chess set',
  description: 'Rook',
  materialType: 'PLA',
  colorName: 'Galaxy Black',
  grams: 120,
  minutes: 60,
  status: 'pending',
  position: 0,
  filaments: [],
};
const pla = records.spool({ id: 'pla-spool-0001', name: 'Galaxy Black PLA', material: 'PLA' });
const otherPla = records.spool({ id: 'pla-spool-0002', name: 'Jet Black PLA', material: 'PLA' });
const petg = records.spool({ id: 'petg-spool-001', name: 'Blue PETG', material: 'PETG' });
const used = records.spool({ id: 'pla-spool-0003', name: 'Empty PLA', status: 'done', remainingWeight: 0 });

/** "Find a spool" before any search. */
const idleFinder = (changes: Partial<SpoolFinder> = {}): SpoolFinder => ({
  text: '',
  active: false,
  browsing: false,
  ofMaterial: true,
  spools: [],
  status: 'pending',
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  retry: vi.fn(),
  search: vi.fn(),
  browseAll: vi.fn(),
  unsearchable: 0,
  makeSearchable: vi.fn(),
  makingSearchable: false,
  makeSearchableFailed: false,
  ...changes,
});

/** The dialog with the query client it reads through; `setFinder` hands it what a search found. */
function renderStartDialog(
  spools: Spool[],
  finder = idleFinder(),
  { startJob = job, printer = records.printer() }: { startJob?: QueuedJob; printer?: Printer } = {},
) {
  const onStart = vi.fn();
  const client = new QueryClient();
  const dialog = (withFinder: SpoolFinder) => (
    <QueryClientProvider client={client}>
      <StartRunDialog
        job={startJob}
        jobs={[startJob]}
        printers={[printer]}
        spools={spools}
        spoolsStatus="success"
        onRetrySpools={vi.fn()}
        finder={withFinder}
        saving={false}
        failure={null}
        onStart={onStart}
        onClose={vi.fn()}
      />
    </QueryClientProvider>
  );
  const view = render(dialog(finder));
  return { user: userEvent.setup(), onStart, setFinder: (next: SpoolFinder) => view.rerender(dialog(next)) };
}

async function scan(user: ReturnType<typeof userEvent.setup>, spool: Spool) {
  nextScan = spool;
  await user.click(await screen.findByRole('button', { name: 'Scan a spool label' }));
  await user.click(screen.getByRole('button', { name: 'Read the label' }));
  return refusals.at(-1);
}

describe('StartRunDialog: Scan', () => {
  it('chooses a scanned spool the run may use, and says so', async () => {
    const { user } = renderStartDialog([pla, otherPla]);
    expect(await scan(user, otherPla)).toBeNull();
    expect(screen.getByLabelText('Spool', { selector: 'select' })).toHaveValue(otherPla.id);
    expect(screen.getByText('Scanned: Jet Black PLA is chosen as Spool.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Scan a spool label' })).not.toBeInTheDocument();
  });

  it('refuses a used-up spool and one of another material, keeping the choice as it was', async () => {
    const { user } = renderStartDialog([pla]);
    const select = await screen.findByLabelText('Spool', { selector: 'select' });
    await user.selectOptions(select, pla.id);

    expect(await scan(user, used)).toBe(
      '“Empty PLA” is used up, so it cannot print this run. Choose another spool.',
    );
    expect(select).toHaveValue(pla.id);
    expect(await scan(user, petg)).toBe(
      '“Blue PETG” is PETG, but this job needs PLA. Find it under “Find a spool” to use it anyway.',
    );
    expect(select).toHaveValue(pla.id);
    expect(screen.getByRole('dialog', { name: 'Scan a spool label' })).toBeInTheDocument();
  });
});

describe('StartRunDialog: Find a spool', () => {
  const found = (text: string, spools: Spool[], changes: Partial<SpoolFinder> = {}) =>
    idleFinder({ text, active: true, status: 'success', spools, ...changes });

  it('searches on Enter or Search with the words typed, without starting the run', async () => {
    const search = vi.fn();
    const { user, onStart } = renderStartDialog([pla], idleFinder({ search }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a spool' }), '  blue petg {Enter}');
    expect(search).toHaveBeenLastCalledWith('blue petg');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledTimes(2);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('offers what it found under its own heading, and keeps a chosen spool when the search changes', async () => {
    const { user, onStart, setFinder } = renderStartDialog([pla], found('petg', [petg]));
    const select = screen.getByLabelText('Spool', { selector: 'select' });
    const group = within(select).getByRole('group', { name: 'Found for “petg”' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Blue PETG — PETG · Galaxy Black · 800 g left']);
    expect(screen.getByText('1 spool found for “petg”: choose one in the spool list.')).toBeInTheDocument();
    await user.selectOptions(select, petg.id);
    setFinder(found('jet', [otherPla]));
    expect(select).toHaveValue(petg.id);
    expect(within(select).queryByRole('group', { name: 'Found for “petg”' })).not.toBeInTheDocument();
    // Another material than the job's: the run starts once it is confirmed.
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Start printing' }));
    expect(onStart.mock.calls.map(([choice]) => choice)).toEqual([
      { projectId: 'p1', jobId: 'j1', printerId: 'printer-1', spoolIds: [petg.id] },
    ]);
  });

  it('says when nothing matches, and loads the next page on Load more', async () => {
    const { user, setFinder } = renderStartDialog([pla], found('teal', []));
    expect(screen.getByText('No spool matches “teal”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const fetchNextPage = vi.fn();
    setFinder(found('teal', [], { hasNextPage: true, fetchNextPage }));
    expect(screen.getByText('None found for “teal” yet: load more to look further.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('lists every spool A–Z when browsing, and offers to make older spools searchable', async () => {
    const makeSearchable = vi.fn();
    const finder = found('', [petg, otherPla], { browsing: true, unsearchable: 3, makeSearchable });
    const { user } = renderStartDialog([pla], finder);
    const select = screen.getByLabelText('Spool', { selector: 'select' });
    expect(within(select).getByRole('group', { name: 'All spools, A–Z' })).toBeInTheDocument();
    expect(screen.getByText('2 spools shown, A–Z: choose one in the spool list.')).toBeInTheDocument();
    expect(
      screen.getByText('3 spools saved before spools could be searched are not found by “Find a spool” yet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make them searchable' }));
    expect(makeSearchable).toHaveBeenCalledTimes(1);
  });

  it('chooses a scanned spool of the job’s material that no list shows yet', async () => {
    const { user } = renderStartDialog([pla]);
    expect(await scan(user, otherPla)).toBeNull();
    expect(screen.getByLabelText('Spool', { selector: 'select' })).toHaveValue(otherPla.id);
  });
});

describe('StartRunDialog: a job from a sliced file (issue 32)', () => {
  const sliced: QueuedJob = {
    ...job,
    description: 'Two-colour sign',
    colorName: 'Red',
    filaments: [
      { slot: 1, material: 'PLA', colorHex: '#C12E1F', grams: 40, meters: 13.4 },
      { slot: 3, material: 'PETG', colorHex: '#F2F2F2', grams: 5, meters: 1.7 },
    ],
  };
  const twoHeads = records.printer({ name: 'XL', numExtruders: 2 });
  const red = records.spool({
    id: 'red-pla-000001',
    name: 'Red PLA',
    colorHex: '#C3301F',
    remainingWeight: 300,
  });
  const crimson = records.spool({ id: 'crimson-pla-01', name: 'Crimson PLA', colorHex: '#E53935' });
  const almostEmpty = records.spool({
    id: 'red-pla-000002',
    name: 'Red PLA scrap',
    colorHex: '#C12E1F',
    remainingWeight: 30,
  });
  const blue = records.spool({ id: 'blue-pla-00001', name: 'Blue PLA', colorHex: '#1E5ADC' });
  const namedWhite = records.spool({
    id: 'white-petg-001',
    name: 'White PETG',
    material: 'PETG',
    colorName: 'Snow White',
    colorHex: null,
  });

  it('suggests, for each slot, spools of its material near its colour with enough left, best first', async () => {
    const spools = [blue, almostEmpty, crimson, red, namedWhite];
    renderStartDialog(spools, idleFinder(), { startJob: sliced, printer: twoHeads });
    const first = screen.getByRole('list', { name: 'Suggested for Spool 1' });
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Use Red PLA for Spool 1', 'Use Crimson PLA for Spool 1']);
    expect(screen.getByText('File’s filament 1: PLA · Red #C12E1F · 40 g')).toBeInTheDocument();
    const second = screen.getByRole('list', { name: 'Suggested for Spool 2' });
    expect(within(second).getByRole('button', { name: 'Use White PETG for Spool 2' })).toHaveTextContent(
      'Snow White · No hex colour on this spool: matched by its colour name (White) · 800 g left',
    );
  });

  it('puts a chosen suggestion in its slot and starts the run with it, with no material to confirm', async () => {
    const { user, onStart } = renderStartDialog([red, crimson, namedWhite], idleFinder(), {
      startJob: sliced,
      printer: twoHeads,
    });
    await user.click(screen.getByRole('button', { name: 'Use Red PLA for Spool 1' }));
    await user.click(screen.getByRole('button', { name: 'Use White PETG for Spool 2' }));
    expect(screen.getByLabelText('Spool 1', { selector: 'select' })).toHaveValue(red.id);
    expect(screen.getByLabelText('Spool 2', { selector: 'select' })).toHaveValue(namedWhite.id);
    expect(screen.getByRole('button', { name: 'Use Red PLA for Spool 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A spool in one slot is not suggested for another.
    expect(screen.queryByRole('button', { name: 'Use Red PLA for Spool 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start printing' }));
    expect(onStart.mock.calls.map(([choice]) => choice)).toEqual([
      { projectId: 'p1', jobId: 'j1', printerId: twoHeads.id, spoolIds: [red.id, namedWhite.id] },
    ]);
  });

  it('says when no spool suits a slot, and when the printer takes fewer spools than the job uses', () => {
    renderStartDialog([blue], idleFinder(), { startJob: sliced });
    expect(
      screen.getByText(
        'This job uses 2 filaments and Prusa MK4 takes 1 spool: suggestions are for the first 1.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No spool of PLA near Red holds 40 g: choose one in the list above.'),
    ).toBeInTheDocument();
  });
});
