import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import { updateStore } from '@/app/pwa/update-store';

describe('the new-version prompt', () => {
  it('stays hidden until the service worker reports a new version, then reloads into it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    const apply = vi.fn(async () => {});
    act(() => updateStore.newVersionWaiting(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('can be put off with Later, and comes back with the next version', async () => {
    render(<UpdatePrompt />);
    act(() => updateStore.newVersionWaiting(async () => {}));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    act(() => updateStore.newVersionWaiting(async () => {}));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    act(() => updateStore.dismiss());
  });
});
