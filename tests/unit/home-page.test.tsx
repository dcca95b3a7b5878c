import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DemoVideo } from '@/features/home/components/demo-video';
import { HomePage } from '@/features/home/pages/home-page';

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/register', element: <h1>Register page</h1> },
      { path: '/calculator', element: <h1>Calculator page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('home page', () => {
  it('has the hero with Get Started and Cost Calculator', async () => {
    const { router, user } = renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Know what every print really costs' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: 'Cost Calculator' }));
    expect(router.state.location.pathname).toBe('/calculator');
  });

  it('lists six problems with the promises of SPEC §1, three feature blocks and three testimonials', () => {
    renderHome();
    const problems = screen.getByRole('region', { name: 'Sound familiar?' });
    const items = within(problems).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    for (const promise of [
      'Cost tracking',
      'Inventory alerts for low spools',
      'Stored print settings',
      'Maintenance tracking',
      'A filament library of 4,500+ filaments',
      'Printer management',
    ]) {
      expect(within(problems).getByRole('heading', { name: promise })).toBeInTheDocument();
    }
    const features = screen.getByRole('region', { name: 'One place for the whole workshop' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // Invoices shipped (issue 14): the point says what they do, with no "Coming soon" left.
    expect(
      within(features).getByText('Quotes and numbered invoices from your projects, as PDFs'),
    ).toBeInTheDocument();
    expect(within(features).queryByText(/Coming soon/i)).not.toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'Makers who stopped guessing' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
  });

  it('presents maintenance tracking as something it does: tasks by hours and calendar, due alerts, a cost log', () => {
    renderHome();
    const problems = screen.getByRole('region', { name: 'Sound familiar?' });
    const maintenance = within(problems)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('heading', { name: 'Maintenance tracking' }));
    expect(maintenance).toHaveLength(1);
    expect(maintenance[0]).toHaveTextContent(
      'Tasks fall due by print hours or by the calendar, the workshop board flags what is overdue, and a log keeps what each piece of upkeep cost.',
    );
    expect(maintenance[0]).not.toHaveTextContent(/planned, not urgent/);
    const features = screen.getByRole('region', { name: 'One place for the whole workshop' });
    const point = within(features)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Maintenance tasks'));
    expect(point).toHaveLength(1);
    expect(point[0]).toHaveTextContent(
      'Maintenance tasks by print hours and calendar, with due alerts and a log of costs',
    );
    expect(point[0]).not.toHaveTextContent('Coming soon');
  });

  it('closes with Start Free Trial and See Cost Calculator', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'See Cost Calculator' })).toHaveAttribute('href', '/calculator');
  });
});

describe('demo video', () => {
  it('shows a poster and loads the player only when Play is pressed', async () => {
    const user = userEvent.setup();
    render(<DemoVideo videoId="abc123XYZ_-" />);
    expect(screen.queryByTitle('PrintLedger demo video')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the PrintLedger demo video' }));
    const frame = screen.getByTitle('PrintLedger demo video');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123XYZ_-\?autoplay=1/),
    );
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
  });

  it('without a configured video it shows the poster and says the tour is coming', () => {
    render(<DemoVideo videoId="" />);
    expect(screen.queryByRole('button', { name: /Play/ })).toBeNull();
    expect(screen.getByText('Product tour video coming soon')).toBeInTheDocument();
    expect(screen.queryByTitle('PrintLedger demo video')).not.toBeInTheDocument();
  });
});
