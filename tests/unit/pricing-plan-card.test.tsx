import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLANS } from '@/domain/plans';
import { PlanCard } from '@/features/pricing/components/plan-card';

const renderCards = (plans = BUILT_IN_PLANS) =>
  render(
    <MemoryRouter>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </MemoryRouter>,
  );

describe('plan card', () => {
  it("shows name, 'Up to N printer(s)', '$price/month', the features and Get Started → /register", () => {
    renderCards();
    const hobby = screen.getByRole('article', { name: 'Hobby' });
    expect(within(hobby).getByText('Up to 1 printer')).toBeInTheDocument();
    expect(hobby).toHaveTextContent('$0/month');
    expect(
      within(hobby)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['basic cost calculator', 'material inventory tracking', 'email support']);
    expect(within(hobby).getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/register');

    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Up to 10 printers')).toBeInTheDocument();
    expect(pro).toHaveTextContent('$49/month');
  });

  it("highlights only Solo as 'Most Popular'", () => {
    renderCards();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(
      within(screen.getByRole('article', { name: 'Solo' })).getByText('Most Popular'),
    ).toBeInTheDocument();
  });

  it('shows a price with cents to the cent', () => {
    renderCards([{ ...BUILT_IN_PLANS[1]!, id: 'maker', name: 'Maker', priceMonthly: 9.5 }]);
    expect(screen.getByRole('article', { name: 'Maker' })).toHaveTextContent('$9.50/month');
  });
});
