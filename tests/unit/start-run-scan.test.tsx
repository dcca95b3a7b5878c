import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Spool } from '@/domain/spool-record';
import { StartRunDialog } from '@/features/workshop/components/start-run-dialog';
import type { QueuedJob } from '@/repositories/runs';
import { records } from '../support/factories';

vi.mock('@/session/session', () => ({ useSignedInUser: () => ({ uid: 'maker-1' }) }));

/** Renders with the query client the dialog reads through. */
const renderWithClient = (ui: React.ReactElement) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

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
};
const pla = records.spool({ id: 'pla-spool-0001', name: 'Galaxy Black PLA', material: 'PLA' });
const otherPla = records.spool({ id: 'pla-spool-0002', name: 'Jet Black PLA', material: 'PLA' });
const petg = records.spool({ id: 'petg-spool-001', name: 'Blue PETG', material: 'PETG' });
const used = records.spool({ id: 'pla-spool-0003', name: 'Empty PLA', status: 'done', remainingWeight: 0 });

function renderStartDialog(spools: Spool[], onShowAllSpools?: () => void) {
  renderWithClient(
    <StartRunDialog
      job={job}
      jobs={[job]}
      printers={[records.printer()]}
      spools={spools}
      spoolsStatus="success"
      onShowAllSpools={onShowAllSpools}
      onRetrySpools={vi.fn()}
      saving={false}
      failure={null}
      onStart={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  return { user: userEvent.setup() };
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
    const { user } = renderStartDialog([pla], vi.fn());
    const select = await screen.findByLabelText('Spool', { selector: 'select' });
    await user.selectOptions(select, pla.id);

    expect(await scan(user, used)).toBe(
      '“Empty PLA” is used up, so it cannot print this run. Choose another spool.',
    );
    expect(select).toHaveValue(pla.id);
    expect(await scan(user, petg)).toBe(
      '“Blue PETG” is PETG, but this job needs PLA. Press “Show all spools” to use it anyway.',
    );
    expect(select).toHaveValue(pla.id);
    expect(screen.getByRole('dialog', { name: 'Scan a spool label' })).toBeInTheDocument();
  });
});
