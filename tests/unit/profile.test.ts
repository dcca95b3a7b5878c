import { describe, expect, it } from 'vitest';
import type { Plan } from '@/domain/plans';
import {
  canChoosePlan,
  currentPlanDisplay,
  effectivePlanId,
  monthlyPriceLabel,
  needsDefaultPlanId,
  nextNumberLoweredMessage,
  planChangeAuditDetails,
  planChoice,
  plansOfferedOnProfile,
  printerLimitFor,
  profileFormDefaults,
  profileFormSchema,
  profileMessages,
  storedBusinessDetailsSchema,
  storedNumberingSchema,
  storedPaperSizeSchema,
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
    const now = new Date(2026, 5, 1);
    const documentDefaults = {
      business: { address: '', taxId: '', email: '', paymentTerms: '' },
      paperSize: 'A4',
      numbering: { invoice: { prefix: 'INV-2026-', next: 1 }, quote: { prefix: 'QUO-2026-', next: 1 } },
    };
    expect(profileFormDefaults(null, now)).toEqual({
      businessName: '',
      city: '',
      country: '',
      currency: 'USD',
      electricityRate: 0.12,
      lowSpoolThreshold: 100,
      ...documentDefaults,
    });
    expect(profileFormDefaults({ ...valid, lowSpoolThreshold: 250 }, now)).toEqual({
      ...valid,
      lowSpoolThreshold: 250,
      ...documentDefaults,
    });
  });
});

describe('business details, paper size and numbering (issue 14)', () => {
  const withDocuments = {
    ...valid,
    business: {
      address: ' 1 Mill Lane\nLeeds ',
      taxId: 'GB123',
      email: 'hi@layer.example',
      paymentTerms: '',
    },
    paperSize: 'Letter',
    numbering: { invoice: { prefix: 'INV-', next: '42' }, quote: { prefix: 'Q/2026_', next: 7 } },
  };

  it('parses them: blank text as null, next numbers as whole numbers', () => {
    const result = profileFormSchema.parse(withDocuments);
    expect(result.business).toEqual({
      address: '1 Mill Lane\nLeeds',
      taxId: 'GB123',
      email: 'hi@layer.example',
      paymentTerms: null,
    });
    expect(result.paperSize).toBe('Letter');
    expect(result.numbering).toEqual({
      invoice: { prefix: 'INV-', next: 42 },
      quote: { prefix: 'Q/2026_', next: 7 },
    });
  });

  it('keeps them optional for a caller that saves only the SPEC §5 fields', () => {
    const result = profileFormSchema.parse(valid);
    expect(result.business).toBeUndefined();
    expect(result.numbering).toBeUndefined();
  });

  it('says what is wrong with each bad value', () => {
    const bad = (patch: Record<string, unknown>, path: string) =>
      messageFor({ ...withDocuments, ...patch }, path);
    expect(bad({ business: { ...withDocuments.business, email: 'not an email' } }, 'business.email')).toBe(
      profileMessages.businessEmailInvalid,
    );
    expect(
      bad({ business: { ...withDocuments.business, address: 'x'.repeat(501) } }, 'business.address'),
    ).toBe('Must be at most 500 characters');
    const numbering = (invoice: Record<string, unknown>) => ({
      numbering: { ...withDocuments.numbering, invoice: { prefix: 'INV-', next: 1, ...invoice } },
    });
    expect(bad(numbering({ prefix: 'INV 2026' }), 'numbering.invoice.prefix')).toBe(
      profileMessages.prefixInvalid,
    );
    expect(bad(numbering({ prefix: 'x'.repeat(21) }), 'numbering.invoice.prefix')).toBe(
      profileMessages.prefixInvalid,
    );
    expect(bad(numbering({ next: '' }), 'numbering.invoice.next')).toBe(profileMessages.nextNumberRequired);
    expect(bad(numbering({ next: '0' }), 'numbering.invoice.next')).toBe(profileMessages.nextNumberWhole);
    expect(bad(numbering({ next: '2.5' }), 'numbering.invoice.next')).toBe(profileMessages.nextNumberWhole);
    expect(bad(numbering({ next: '1e12' }), 'numbering.invoice.next')).toBe(
      profileMessages.nextNumberTooLarge,
    );
    expect(bad({ paperSize: 'A3' }, 'paperSize')).toBeDefined();
  });

  it('starts the form from the stored values', () => {
    const defaults = profileFormDefaults({
      ...valid,
      business: { address: 'Mill Lane', taxId: null, email: null, paymentTerms: '30 days' },
      paperSize: 'Letter',
      numbering: { invoice: { prefix: 'F-', next: 12 }, quote: { prefix: 'Q-', next: 3 } },
    });
    expect(defaults.business).toEqual({
      address: 'Mill Lane',
      taxId: '',
      email: '',
      paymentTerms: '30 days',
    });
    expect(defaults.paperSize).toBe('Letter');
    expect(defaults.numbering).toEqual({
      invoice: { prefix: 'F-', next: 12 },
      quote: { prefix: 'Q-', next: 3 },
    });
  });

  it('reads a stored profile without them as the defaults', () => {
    const now = new Date();
    const year = now.getFullYear();
    expect(storedNumberingSchema.parse(undefined)).toEqual({
      invoice: { prefix: `INV-${year}-`, next: 1 },
      quote: { prefix: `QUO-${year}-`, next: 1 },
    });
    expect(storedNumberingSchema.parse({ invoice: { prefix: 'F-', next: 9 } })).toEqual({
      invoice: { prefix: 'F-', next: 9 },
      quote: { prefix: `QUO-${year}-`, next: 1 },
    });
    expect(storedNumberingSchema.parse({ invoice: { prefix: 'F-', next: -3 } }).invoice).toEqual({
      prefix: 'F-',
      next: 1,
    });
    expect(storedBusinessDetailsSchema.parse(undefined)).toEqual({
      address: null,
      taxId: null,
      email: null,
      paymentTerms: null,
    });
    expect(storedPaperSizeSchema.parse(undefined)).toBe('A4');
    expect(storedPaperSizeSchema.parse('Letter')).toBe('Letter');
  });

  it('says why a next number cannot go down', () => {
    expect(nextNumberLoweredMessage(5)).toBe(
      'Next number cannot be lower than 5: numbers up to 4 are already issued',
    );
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
