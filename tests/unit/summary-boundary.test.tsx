// A header summary that fails to load (its chunk, offline) leaves the page standing.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummaryBoundary } from '@/app/layouts/summary-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(() => vi.restoreAllMocks());

describe('SummaryBoundary', () => {
  it('leaves out a summary that throws, keeps the page, and tries again on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = (pathname: string, summary: React.ReactNode) => (
      <main>
        <SummaryBoundary resetKey={pathname}>{summary}</SummaryBoundary>
        <h1>The page</h1>
      </main>
    );
    const { rerender } = render(page('/dashboard/printers', <Broken />));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledTimes(1);

    rerender(page('/dashboard/printers', <p>2 spools low</p>));
    expect(screen.queryByText('2 spools low')).not.toBeInTheDocument();

    rerender(page('/dashboard/projects', <p>2 spools low</p>));
    expect(screen.getByText('2 spools low')).toBeInTheDocument();
  });
});
