import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteShell } from '@/app/error-screen';
import { messages } from '@/domain/messages';

afterEach(() => vi.restoreAllMocks());

function Broken({ error }: { error: Error }): never {
  throw error;
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const permissionDenied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});
const Later = lazy(async () => ({ default: () => <h1>Loaded later</h1> }));
const NeverLoads = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

const routes: RouteObject[] = [
  {
    element: <RouteShell />,
    children: [
      {
        path: '/',
        element: (
          <>
            <h1>Home</h1>
            <Where />
          </>
        ),
      },
      {
        path: '/broken',
        element: <Broken error={new Error('boom')} />,
      },
      { path: '/forbidden', element: <Broken error={permissionDenied} /> },
      { path: '/later', element: <Later /> },
      { path: '/missing-chunk', element: <NeverLoads /> },
    ],
  },
];

function App() {
  return (
    <>
      <nav>
        <Link to="/">Go home</Link>
      </nav>
      {useRoutes(routes)}
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('the route shell (the root of the route tree)', () => {
  it('shows the product message when a page fails to render, and clears it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: messages.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText(messages.pleaseRefresh)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });

  it('sends the user home when what failed means they may not see the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/forbidden');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('renders a page whose code loads on demand, and reports a chunk that never loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderAt('/later');
    expect(await screen.findByRole('heading', { name: 'Loaded later' })).toBeInTheDocument();
    view.unmount();
    renderAt('/missing-chunk');
    expect(await screen.findByRole('heading', { name: messages.somethingWentWrong })).toBeInTheDocument();
  });

  it('starts a page the user goes to at its top, and leaves back and forward to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/later', '/']} initialIndex={1}>
        <App />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Go home' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
