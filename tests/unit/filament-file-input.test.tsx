import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilamentFileInput } from '@/features/admin/filaments/components/filament-file-input';

const json = (text: string) => new File([text], 'filaments.json', { type: 'application/json' });

describe('Import from file (admin filaments)', () => {
  it('says a file was chosen before it is read, so the last file’s message never stands beside this one', async () => {
    const onChoose = vi.fn();
    const onProblem = vi.fn();
    const onRows = vi.fn();
    render(<FilamentFileInput disabled={false} onChoose={onChoose} onRows={onRows} onProblem={onProblem} />);
    const input = screen.getByLabelText('Import from file');

    await userEvent.upload(input, json('[]'));
    await waitFor(() => expect(onProblem).toHaveBeenCalledWith('The file holds no filaments.'));
    await userEvent.upload(input, json(''));
    await waitFor(() => expect(onProblem).toHaveBeenCalledTimes(2));

    expect(onChoose).toHaveBeenCalledTimes(2);
    // Each choice is announced before its file's problem.
    expect(onChoose.mock.invocationCallOrder[0]).toBeLessThan(onProblem.mock.invocationCallOrder[0]!);
    expect(onChoose.mock.invocationCallOrder[1]).toBeLessThan(onProblem.mock.invocationCallOrder[1]!);
    expect(onProblem.mock.invocationCallOrder[0]).toBeLessThan(onChoose.mock.invocationCallOrder[1]!);
    expect(onRows).not.toHaveBeenCalled();
  });
});
