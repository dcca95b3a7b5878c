import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CostCalculator, type CalculatorPrinter } from '@/features/calculator/components/cost-calculator';
import { PublicCalculatorPage } from '@/features/calculator/pages/public-calculator-page';
import { SessionProvider } from '@/session/session';
import type { ReactNode } from 'react';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => localStorage.clear());

function renderRoutes(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/calculator', element },
      { path: '/register', element: <h1>Register page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/calculator'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loadGateway = () => Promise.reject(new Error('a visitor never loads Auth here'));
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider onForcedSignOut={() => {}} loadGateway={loadGateway}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const renderPublicPage = () => renderRoutes(<PublicCalculatorPage />);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

function breakdownRow(name: string) {
  const results = screen.getByRole('region', { name: 'Cost breakdown' });
  const header = within(results).getByRole('rowheader', { name: new RegExp(`^${name}`) });
  return header.closest('tr')!.querySelector('td')!.textContent;
}

describe('public calculator page', () => {
  it('labels every field of SPEC §2 and starts at the §9 defaults', () => {
    renderPublicPage();
    const defaults: Array<[string, string]> = [
      ['Print time (hours)', '0'],
      ['Material weight (g)', '0'],
      ['Material cost per kg ($)', '0'],
      ['Printer cost per hour ($)', '0'],
      ['Failure rate (%)', '10'],
      ['Number of items', '1'],
      ['Setup fee ($)', '0'],
      ['Design cost ($)', '0'],
      ['Shipping cost ($)', '0'],
      ['Packaging cost ($)', '0'],
      ['Other expenses ($)', '0'],
      ['Profit (%)', '0'],
      ['Target price ($)', ''],
      ['Discount (%)', '0'],
    ];
    for (const [label, value] of defaults) expect(field(label)).toHaveValue(value);
  });

  it('has the back-to-home link, the sign-up tip with its "?" explanation, and links to /register', async () => {
    const { user, router } = renderPublicPage();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.getByText(/sign up to save printer profiles/i)).toBeInTheDocument();
    const why = screen.getByRole('button', { name: 'Why sign up?' });
    const explanation = () => screen.queryByRole('group', { name: 'Why sign up?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(explanation()).not.toBeInTheDocument();
    // Keyboard: Enter opens it, Escape closes it and leaves focus on the button; a click toggles.
    why.focus();
    await user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(why).toHaveAttribute('aria-controls', explanation()!.id);
    expect(within(explanation()!).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.keyboard('{Escape}');
    expect(explanation()).not.toBeInTheDocument();
    expect(why).toHaveFocus();
    await user.click(why);
    expect(explanation()).toBeVisible();
    await user.click(why);
    expect(explanation()).not.toBeInTheDocument();
    // A click elsewhere closes it too.
    await user.click(why);
    await user.click(screen.getByText(/sign up to save printer profiles/i));
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: 'Sign up free' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('calculates a worked example to the cent and scrolls the breakdown into view', async () => {
    const { user } = renderPublicPage();
    await fill(user, 'Print time (hours)', '3.5');
    await fill(user, 'Material weight (g)', '120');
    await fill(user, 'Material cost per kg ($)', '25');
    await fill(user, 'Printer cost per hour ($)', '0.8');
    await fill(user, 'Number of items', '4');
    await fill(user, 'Setup fee ($)', '5');
    await fill(user, 'Design cost ($)', '10');
    await fill(user, 'Shipping cost ($)', '7.5');
    await fill(user, 'Packaging cost ($)', '2');
    await fill(user, 'Other expenses ($)', '1.5');
    await fill(user, 'Profit (%)', '25');
    await fill(user, 'Discount (%)', '10');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));

    expect(breakdownRow('Material cost')).toBe('$3.00');
    expect(breakdownRow('Printing cost')).toBe('$2.80');
    expect(breakdownRow('Per-unit subtotal')).toBe('$5.80');
    expect(breakdownRow('Failure cost')).toBe('$0.58');
    expect(breakdownRow('Total cost of goods')).toBe('$51.52');
    expect(breakdownRow('Profit \\(')).toBe('$17.17');
    expect(breakdownRow('Price before discount')).toBe('$68.69');
    expect(breakdownRow('Discount')).toBe('$6.87');
    expect(breakdownRow('Final price')).toBe('$61.82');
    expect(breakdownRow('Price per unit')).toBe('$15.46');
    expect(breakdownRow('Profit after discount')).toBe('$10.30');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Cost breakdown' })).toHaveFocus();
  });

  it('entering a profit % clears the target price and vice versa (SPEC §4)', async () => {
    const { user } = renderPublicPage();
    await user.type(field('Target price ($)'), '60');
    // Nothing costs anything yet: the whole target is profit.
    expect(field('Profit (%)')).toHaveValue('100');
    await fill(user, 'Profit (%)', '30');
    expect(field('Target price ($)')).toHaveValue('');
    expect(field('Profit (%)')).toHaveValue('30');
    await user.type(field('Target price ($)'), '5');
    expect(field('Profit (%)')).toHaveValue('100');
    expect(field('Target price ($)')).toHaveValue('5');
  });

  describe('the profit a target price implies (SPEC §9)', () => {
    /** Total cost of goods $34.60 (the worked example below). */
    async function fillCosts(user: ReturnType<typeof userEvent.setup>) {
      await fill(user, 'Print time (hours)', '5');
      await fill(user, 'Material weight (g)', '200');
      await fill(user, 'Material cost per kg ($)', '30');
      await fill(user, 'Printer cost per hour ($)', '2');
      await fill(user, 'Failure rate (%)', '5');
      await fill(user, 'Number of items', '2');
      await fill(user, 'Packaging cost ($)', '1');
    }

    it('shows the implied profit % in the Profit field as the target is typed, and says where it comes from', async () => {
      const { user } = renderPublicPage();
      await fillCosts(user);
      expect(field('Profit (%)')).toHaveValue('0');
      await user.type(field('Target price ($)'), '60');
      expect(field('Profit (%)')).toHaveValue('42.33');
      expect(field('Profit (%)')).toHaveAccessibleDescription(/margin your target price gives/);
      // It follows the costs: $10 more packaging leaves a smaller margin.
      await fill(user, 'Packaging cost ($)', '11');
      expect(field('Profit (%)')).toHaveValue('25.67');
      await fill(user, 'Packaging cost ($)', '1');
      await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
      expect(breakdownRow('Final price')).toBe('$60.00');
      expect(field('Profit (%)')).toHaveValue('42.33');
    });

    it('showing it clears nothing: tabbing through the Profit field keeps the target and the shown profit', async () => {
      const { user } = renderPublicPage();
      await fillCosts(user);
      await user.type(field('Target price ($)'), '60');
      field('Profit (%)').focus();
      await user.tab();
      expect(field('Target price ($)')).toHaveValue('60');
      expect(field('Profit (%)')).toHaveValue('42.33');
      await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
      expect(breakdownRow('Final price')).toBe('$60.00');
    });

    it('a target below cost shows its negative margin unclamped (it was not typed); typing there clamps and clears the target', async () => {
      const { user } = renderPublicPage();
      await fillCosts(user);
      await user.type(field('Target price ($)'), '20');
      expect(field('Profit (%)')).toHaveValue('-73');
      field('Profit (%)').focus();
      await user.tab();
      expect(field('Profit (%)')).toHaveValue('-73');
      expect(field('Target price ($)')).toHaveValue('20');

      await fill(user, 'Profit (%)', '150');
      expect(field('Profit (%)')).toHaveValue('100');
      expect(field('Target price ($)')).toHaveValue('');
      await fill(user, 'Profit (%)', '25');
      await user.tab();
      expect(field('Profit (%)')).toHaveValue('25');
      expect(field('Profit (%)')).not.toHaveAccessibleDescription(/margin your target price gives/);
    });

    it('emptying the Profit field keeps the target; left empty, the field shows the implied profit again', async () => {
      const { user } = renderPublicPage();
      await fillCosts(user);
      await user.type(field('Target price ($)'), '60');
      await user.clear(field('Profit (%)'));
      // Empty while the user is in it: nothing refills under the cursor.
      expect(field('Profit (%)')).toHaveValue('');
      expect(field('Target price ($)')).toHaveValue('60');
      await user.tab();
      expect(field('Target price ($)')).toHaveValue('60');
      expect(field('Profit (%)')).toHaveValue('42.33');
      // Clearing the target gives the profit field back to the user, empty.
      await user.clear(field('Target price ($)'));
      expect(field('Profit (%)')).toHaveValue('');
    });
  });

  it('says next to the result when machine time is priced at $0/hour, and not when it has a rate', async () => {
    const { user } = renderPublicPage();
    await fill(user, 'Print time (hours)', '3');
    await fill(user, 'Material weight (g)', '100');
    await fill(user, 'Material cost per kg ($)', '20');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    const results = screen.getByRole('region', { name: 'Cost breakdown' });
    expect(
      within(results).getByText(
        'No printer cost per hour was entered, so machine time is priced at $0.00/hour. Enter one to include it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(results).getByRole('rowheader', { name: /^Printing cost \(per item, no machine rate\)/ }),
    ).toBeVisible();
    expect(breakdownRow('Printing cost')).toBe('$0.00');

    await fill(user, 'Printer cost per hour ($)', '1.5');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(within(results).queryByText(/machine time is priced at/)).toBeNull();
    expect(breakdownRow('Printing cost')).toBe('$4.50');
  });

  it('prices by a target and shows the margin it implies', async () => {
    const { user } = renderPublicPage();
    await fill(user, 'Print time (hours)', '5');
    await fill(user, 'Material weight (g)', '200');
    await fill(user, 'Material cost per kg ($)', '30');
    await fill(user, 'Printer cost per hour ($)', '2');
    await fill(user, 'Failure rate (%)', '5');
    await fill(user, 'Number of items', '2');
    await fill(user, 'Packaging cost ($)', '1');
    await user.type(field('Target price ($)'), '60');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(breakdownRow('Total cost of goods')).toBe('$34.60');
    expect(
      screen.getByRole('rowheader', { name: /^Profit \(42\.33% margin at your target price\)/ }),
    ).toBeVisible();
    expect(breakdownRow('Profit \\(')).toBe('$25.40');
    expect(breakdownRow('Final price')).toBe('$60.00');
    expect(breakdownRow('Price per unit')).toBe('$30.00');
  });

  it('clamps percentages while typing and coerces every field on blur (SPEC §5), without crashing', async () => {
    const { user } = renderPublicPage();
    await fill(user, 'Failure rate (%)', '150');
    expect(field('Failure rate (%)')).toHaveValue('100');
    await fill(user, 'Discount (%)', '-');
    await user.type(field('Discount (%)'), '5');
    expect(field('Discount (%)')).toHaveValue('0');
    await fill(user, 'Profit (%)', 'abc');
    await user.tab();
    expect(field('Profit (%)')).toHaveValue('0');
    await fill(user, 'Number of items', '0');
    await user.tab();
    expect(field('Number of items')).toHaveValue('1');
    await fill(user, 'Material weight (g)', '-10');
    await user.tab();
    expect(field('Material weight (g)')).toHaveValue('0');
    await fill(user, 'Print time (hours)', 'two');
    await fill(user, 'Printer cost per hour ($)', '3');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    // time 'two' → 0: nothing printed, nothing costs.
    expect(breakdownRow('Total cost of goods')).toBe('$0.00');
  });

  it('reports a 100 % profit as having no finite price', async () => {
    const { user } = renderPublicPage();
    await fill(user, 'Print time (hours)', '1');
    await fill(user, 'Printer cost per hour ($)', '2');
    await fill(user, 'Profit (%)', '100');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(screen.getByText(/A 100% profit margin has no finite price/)).toBeInTheDocument();
    expect(breakdownRow('Total cost of goods')).toBe('$2.20');
    expect(screen.queryByRole('rowheader', { name: /^Final price/ })).toBeNull();
  });

  it('works from the keyboard alone: Enter in a field calculates', async () => {
    const { user } = renderPublicPage();
    field('Print time (hours)').focus();
    await user.keyboard('{Control>}a{/Control}2');
    await user.tab(); // weight
    await user.keyboard('{Control>}a{/Control}50');
    await user.tab(); // cost per kg
    await user.keyboard('{Control>}a{/Control}20');
    await user.tab(); // printer cost per hour
    await user.keyboard('{Control>}a{/Control}1.5{Enter}');
    expect(breakdownRow('Final price')).toBe('$4.40');
  });
});

describe('CostCalculator with saved printers', () => {
  const printers: CalculatorPrinter[] = [
    { id: 'p1', name: 'Prusa MK4', costPerHour: 0.5 },
    { id: 'p2', name: 'Bambu X1C', costPerHour: 1.25 },
  ];
  const renderCalculator = (
    props: {
      electricityRate?: number;
      currency?: string;
      printers?: CalculatorPrinter[];
      rememberedPrinter?: string | null;
      onPrinterChosen?: (choice: string) => void;
    } = {},
  ) =>
    renderRoutes(
      <CostCalculator
        currency={props.currency ?? 'EUR'}
        electricityRate={props.electricityRate ?? 0.3}
        printers={props.printers ?? printers}
        rememberedPrinter={props.rememberedPrinter}
        onPrinterChosen={props.onPrinterChosen}
        noRateNotice={<p>Set your electricity rate</p>}
      />,
    );

  it('starts on the printer this user last chose, and reports each choice to be remembered', async () => {
    const chosen = vi.fn();
    const { user } = renderCalculator({ rememberedPrinter: 'p2', onPrinterChosen: chosen });
    expect(screen.getByLabelText('Printer')).toHaveValue('p2');
    await fill(user, 'Print time (hours)', '2');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(breakdownRow('Printing cost')).toBe('€2.50');
    expect(screen.queryByText(/machine time is priced at/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Printer'), 'p1');
    expect(chosen).toHaveBeenLastCalledWith('p1');
    await user.selectOptions(screen.getByLabelText('Printer'), 'Custom cost per hour');
    expect(chosen).toHaveBeenLastCalledWith('custom');
  });

  it('starts on the only printer; a remembered printer that was deleted falls back to it', () => {
    renderCalculator({ printers: [printers[0]!], rememberedPrinter: 'deleted-printer' });
    expect(screen.getByLabelText('Printer')).toHaveValue('p1');
  });

  it('starts on the custom rate when that was the last choice', () => {
    renderCalculator({ rememberedPrinter: 'custom' });
    expect(screen.getByLabelText('Printer')).toHaveValue('custom');
    expect(screen.getByLabelText('Printer cost per hour (€)')).toBeInTheDocument();
  });

  it('with several printers and nothing remembered, calculating says no printer is selected', async () => {
    const { user } = renderCalculator();
    expect(screen.getByLabelText('Printer')).toHaveValue('');
    await fill(user, 'Print time (hours)', '4');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    const results = screen.getByRole('region', { name: 'Cost breakdown' });
    expect(
      within(results).getByText(
        'No printer is selected, so machine time is priced at €0.00/hour. Choose a printer to include it.',
      ),
    ).toBeInTheDocument();
    expect(breakdownRow('Printing cost')).toBe('€0.00');
  });

  it('names a saved printer whose cost per hour is 0', async () => {
    const { user } = renderCalculator({
      printers: [{ id: 'free', name: 'Ender 3', costPerHour: 0 }],
    });
    await fill(user, 'Print time (hours)', '4');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(
      screen.getByText(
        'Ender 3 costs €0.00/hour, so machine time adds nothing. Set its cost per hour on the Printers page to include it.',
      ),
    ).toBeInTheDocument();
  });

  it("lists each printer as 'name – cost/hour' in the user's currency and uses the one chosen", async () => {
    const { user } = renderCalculator();
    const select = screen.getByLabelText('Printer');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a printer',
      'Prusa MK4 – €0.50/hour',
      'Bambu X1C – €1.25/hour',
      'Custom cost per hour',
    ]);
    expect(screen.queryByLabelText('Printer cost per hour (€)')).toBeNull();
    await user.selectOptions(select, 'p2');
    await fill(user, 'Print time (hours)', '4');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(breakdownRow('Printing cost')).toBe('€5.00');

    await user.selectOptions(select, 'Custom cost per hour');
    await fill(user, 'Printer cost per hour (€)', '2');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(breakdownRow('Printing cost')).toBe('€8.00');
  });

  it('calculates nothing when the electricity rate is falsy (SPEC §5) and says why', async () => {
    const { user } = renderCalculator({ electricityRate: 0 });
    await fill(user, 'Print time (hours)', '4');
    await user.click(screen.getByRole('button', { name: 'Calculate Cost' }));
    expect(screen.getByText('Set your electricity rate')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^Total cost of goods/ })).toBeNull();
  });
});
