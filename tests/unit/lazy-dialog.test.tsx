import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '@/components/ui/lazy-dialog';

afterEach(() => vi.restoreAllMocks());

interface NoteDialogProps {
  open: boolean;
  note: string;
  onClose: () => void;
}

function NoteDialog({ open, note, onClose }: NoteDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Note">
      <p>{note}</p>
      <button onClick={onClose}>Done</button>
    </div>
  );
}

/** A page with a button that opens the lazily loaded dialog. */
function setUp(load: () => Promise<typeof NoteDialog>) {
  const LazyNote = lazyDialog(
    load,
    (props: NoteDialogProps) => props.open,
    (props) => props.onClose,
  );
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <LazyNote open={open} note="Kept as typed" onClose={() => setOpen(false)} />
      </>
    );
  }
  render(<Page />);
  return { user: userEvent.setup(), LazyNote };
}

describe('lazyDialog', () => {
  it('loads nothing until the dialog first opens, shows a spinner meanwhile, then the dialog', async () => {
    let resolve: (loaded: typeof NoteDialog) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<typeof NoteDialog>((done) => {
          resolve = done;
        }),
    );
    const { user } = setUp(load);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status')).toHaveTextContent('Opening');
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => resolve(NoteDialog));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Kept as typed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Closed and opened again: no second download, no spinner.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails; Retry loads it again, Close closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof NoteDialog>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(NoteDialog);
    const { user } = setUp(load);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This dialog could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Opened again: the failure shows again until Retry, which downloads it anew.
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This dialog could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Kept as typed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('preload() starts the download before the first opening', async () => {
    const load = vi.fn(async () => NoteDialog);
    const { user, LazyNote } = setUp(load);
    LazyNote.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
  });
});
