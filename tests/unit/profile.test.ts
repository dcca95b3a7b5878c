import { describe, expect, it } from 'vitest';
import type { Plan } from '@/domain/plans';
import {
  canChoosePlan,
  currentPlanDisplay,
  effectivePlanId,
  monthlyPriceLabel,
  needsDefaultPlanId,
  planChangeAuditDetails,
  planChoice,
  plansOfferedOnProfile,
  printerLimitFor,
  profileFormDefaults,
  profileFormSchema,
  profileMessages,
} from '@/domain/profile';

const valid = {
  businessName: 'Layer Labs',
  city: 'Leeds',
  country: 'UK',
  currency: 'GBP',
  electricityRate: 0.3,
};

function messageFor(values: unknown, path: string): string | undefined {
  const result = profileFormSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const plan = (id: string, maxPrinters: number, priceMonthly: number, active = true): Plan => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  maxPrinters,
  priceMonthly,
  features: [],
  active,
});
const hobby = plan('hobby', 1, 0);
const home = plan('home', 2, 5);
const solo = plan('solo', 5, 25);
const legacy = plan('legacy', 3, 10, false);
const pro = plan('pro', 10, 49);

describe('profile form schema', () => {
  it('accepts a complete profile with typed values', () => {
    expect(profileFormSchema.parse({ ...valid, electricityRate: '0.30' })).toEqual({
      ...valid,
      electricityRate: 0.3,
    });
  });

  it.each([
    ['city', 'City is required'],
    ['country', 'Country is required'],
    ['currency', 'Currency is required'],
  ])('requires %s with %j', (field, message) => {
    expect(messageFor({ ...valid, [field]: '' }, field)).toBe(message);
    expect(messageFor({ ...valid, [field]: '  ' }, field)).toBe(message);
    expect(messageFor({ ...valid, [field]: undefined }, field)).toBe(message);
  });

  it('requires an electricity rate of at least 0', () => {
    for (const empty of ['', undefined, Number.NaN]) {
      expect(messageFor({ ...valid, electricityRate: empty }, 'electricityRate')).toBe(
        'Electricity rate is required',
      );
    }
    expect(messageFor({ ...valid, electricityRate: -0.1 }, 'electricityRate')).toBe('Must be greater than 0');
    expect(messageFor({ ...valid, electricityRate: 0 }, 'electricityRate')).toBeUndefined();
  });

  it('keeps business name optional and stores a blank one as null', () => {
    expect(profileFormSchema.parse({ ...valid, businessName: '' }).businessName).toBeNull();
    expect(profileFormSchema.parse({ ...valid, businessName: '   ' }).businessName).toBeNull();
    expect(profileFormSchema.parse({ ...valid, businessName: undefined }).businessName).toBeNull();
    expect(profileFormSchema.parse({ ...valid, businessName: ' Shop ' }).businessName).toBe('Shop');
  });

  it('upper-cases the currency code', () => {
    expect(profileFormSchema.parse({ ...valid, currency: 'eur' }).currency).toBe('EUR');
    expect(profileFormSchema.parse({ ...valid, currency: ' usd ' }).currency).toBe('USD');
  });

  it('needs a 3-letter currency code', () => {
    expect(messageFor({ ...valid, currency: 'Dollars' }, 'currency')).toBe(
      'Use a 3-letter currency code, such as USD',
    );
    expect(messageFor({ ...valid, currency: 'U$' }, 'currency')).toBe(
      'Use a 3-letter currency code, such as USD',
    );
  });

  it('fills defaults of SPEC §9 for a new profile', () => {
    expect(profileFormDefaults(null)).toEqual({
      businessName: '',
      city: '',
      country: '',
      currency: 'USD',
      electricityRate: 0.12,
      lowSpoolThreshold: 100,
    });
    expect(profileFormDefaults({ ...valid, lowSpoolThreshold: 250 })).toEqual({
      ...valid,
      lowSpoolThreshold: 250,
    });
  });

  it('words the save status as SPEC §4', () => {
    expect(profileMessages.saved).toBe('Profile updated successfully!');
    expect(profileMessages.saveFailed).toBe('Failed to update profile. Please try again.');
  });
});

describe('plan id defaults', () => {
  it('treats a missing planId as hobby and says it must be written', () => {
    expect(effectivePlanId(undefined)).toBe('hobby');
    expect(effectivePlanId(null)).toBe('hobby');
    expect(effectivePlanId('')).toBe('hobby');
    expect(effectivePlanId('solo')).toBe('solo');
    expect(needsDefaultPlanId(undefined)).toBe(true);
    expect(needsDefaultPlanId('')).toBe(true);
    expect(needsDefaultPlanId('hobby')).toBe(false);
  });
});

describe('current plan display', () => {
  it('shows the stored plan', () => {
    expect(currentPlanDisplay([hobby, solo], 'solo')).toMatchObject({
      name: 'Solo',
      maxPrinters: 5,
      priceMonthly: 25,
      isFallback: false,
    });
  });

  it("falls back to 'Hobby (Default)', 1 printer, $0/month when the plan document is missing", () => {
    expect(currentPlanDisplay([], undefined)).toEqual({
      planId: 'hobby',
      name: 'Hobby (Default)',
      maxPrinters: 1,
      priceMonthly: 0,
      isFallback: true,
      isUnknown: false,
    });
    expect(currentPlanDisplay([solo], 'hobby')).toMatchObject({ name: 'Hobby (Default)', isUnknown: false });
  });

  it('marks a plan id that matches no plan as unknown', () => {
    expect(currentPlanDisplay([hobby, solo], 'gone')).toMatchObject({
      name: 'Hobby (Default)',
      isFallback: true,
      isUnknown: true,
    });
  });

  it('limits a user without a plan document to 1 printer', () => {
    expect(printerLimitFor(undefined)).toBe(1);
    expect(printerLimitFor(null)).toBe(1);
    expect(printerLimitFor(solo)).toBe(5);
  });
});

describe('plan choice', () => {
  it('marks the current plan, including a missing planId as hobby', () => {
    expect(planChoice(solo, 'solo', 3)).toEqual({ kind: 'current' });
    expect(planChoice(hobby, undefined, 0)).toEqual({ kind: 'current' });
  });

  it('offers an active plan with room for the current printers', () => {
    expect(planChoice(solo, 'hobby', 1)).toEqual({ kind: 'selectable' });
    expect(canChoosePlan(home, 'solo', 2)).toBe(true); // maxPrinters equal to the count is fine
  });

  it('refuses an inactive plan', () => {
    expect(planChoice(legacy, 'hobby', 0)).toEqual({
      kind: 'unavailable',
      reason: 'This plan is no longer offered.',
    });
    expect(canChoosePlan(legacy, 'hobby', 0)).toBe(false);
  });

  it('refuses a plan whose maxPrinters is below the printer count', () => {
    expect(planChoice(hobby, 'solo', 3)).toEqual({
      kind: 'unavailable',
      reason: 'Allows 1 printer; you have 3. Delete printers first.',
    });
    expect(canChoosePlan(home, 'solo', 3)).toBe(false);
  });

  it('lists active plans plus the current one, cheapest first', () => {
    expect(plansOfferedOnProfile([pro, legacy, hobby, solo], 'solo').map((entry) => entry.id)).toEqual([
      'hobby',
      'solo',
      'pro',
    ]);
    expect(plansOfferedOnProfile([pro, legacy, hobby, solo], 'legacy').map((entry) => entry.id)).toEqual([
      'hobby',
      'legacy',
      'solo',
      'pro',
    ]);
  });

  it('records the old and new plan for plan.change, a missing old plan as hobby', () => {
    expect(planChangeAuditDetails('u1', 'hobby', 'solo')).toEqual({
      userId: 'u1',
      oldPlan: 'hobby',
      newPlan: 'solo',
    });
    expect(planChangeAuditDetails('u1', undefined, 'home')).toEqual({
      userId: 'u1',
      oldPlan: 'hobby',
      newPlan: 'home',
    });
  });
});

describe('monthly price label', () => {
  it('shows whole prices without cents and others to the cent', () => {
    expect(monthlyPriceLabel(0)).toBe('$0/month');
    expect(monthlyPriceLabel(25)).toBe('$25/month');
    expect(monthlyPriceLabel(4.99)).toBe('$4.99/month');
  });
});
