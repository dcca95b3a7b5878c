import * as z from 'zod/mini';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE, DEFAULT_PLAN_ID } from './constants';
import { isIsoCurrency } from './currencies';
import {
  DEFAULT_PAPER_SIZE,
  INVOICE_LIMITS,
  NUMBER_PREFIX_PATTERN,
  PAPER_SIZES,
  defaultNumbering,
  type Numbering,
  type PaperSize,
} from './invoice-numbering';
import { NUMBER_LIMITS, TEXT_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS, lowSpoolThresholdSchema } from './low-spool-alerts';
import { formatMoney } from './money';
import { formNumber } from './printers';
import type { Plan } from './plans';

/** Messages of the profile form (SPEC §5) and the plan panel, verbatim where the spec words them. */
export const profileMessages = {
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  currencyRequired: 'Currency is required',
  electricityRateRequired: 'Electricity rate is required',
  mustBeGreaterThanZero: 'Must be greater than 0',
  // SPEC §4 profile save status.
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
  // Not worded in the spec: prices are formatted with Intl, which needs an ISO 4217 code.
  currencyCode: 'Use an ISO 4217 currency code, such as USD, EUR or GBP',
  // Not worded in the spec: why a plan cannot be chosen.
  planInactive: 'This plan is no longer offered.',
  // Issue 14: business details and document numbering.
  businessEmailInvalid: 'Enter a valid email address',
  prefixInvalid: 'Use up to 20 letters, digits, -, _ or /',
  nextNumberRequired: 'Next number is required',
  nextNumberWhole: 'Next number must be a whole number of at least 1',
  nextNumberTooLarge: tooLargeMessage(INVOICE_LIMITS.sequence),
} as const;

/** Issue 14: the next number may only go up, so an issued number is never issued again. */
export function nextNumberLoweredMessage(current: number): string {
  return `Next number cannot be lower than ${current}: numbers up to ${current - 1} are already issued`;
}

/** Not worded in the spec: a plan too small for the printers the user already has. */
export function planTooSmallMessage(maxPrinters: number, printerCount: number): string {
  return `Allows ${maxPrinters} printer${maxPrinters === 1 ? '' : 's'}; you have ${printerCount}. Delete printers first.`;
}

const CURRENCY_CODE = /^[A-Za-z]{3}$/;

const PROFILE_TEXT = TEXT_LIMITS.profileText;
const requiredText = (message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(PROFILE_TEXT, tooLongMessage(PROFILE_TEXT)));

const BUSINESS_TEXT = INVOICE_LIMITS.businessText;
const optionalBusinessText = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(BUSINESS_TEXT, tooLongMessage(BUSINESS_TEXT)))),
  z.transform((value) => (value ? value : null)),
);

/** Issue 14: the business details every quote and invoice prints ('' is stored as null). */
export const businessDetailsFormSchema = z.object({
  address: optionalBusinessText,
  taxId: optionalBusinessText,
  email: optionalBusinessText.check(
    z.refine(
      (value) => value === null || /^[^\s@]+@[^\s@]+$/.test(value),
      profileMessages.businessEmailInvalid,
    ),
  ),
  paymentTerms: optionalBusinessText,
});

const numberingCounterFormSchema = z.object({
  prefix: z.string().check(z.trim(), z.regex(NUMBER_PREFIX_PATTERN, profileMessages.prefixInvalid)),
  next: formNumber(profileMessages.nextNumberRequired, (value) =>
    value.check(
      z.int(profileMessages.nextNumberWhole),
      z.gte(1, profileMessages.nextNumberWhole),
      z.lte(INVOICE_LIMITS.sequence, profileMessages.nextNumberTooLarge),
    ),
  ),
});

/** Issue 14: each kind's number prefix and next number. */
export const numberingFormSchema = z.object({
  invoice: numberingCounterFormSchema,
  quote: numberingCounterFormSchema,
});

/** The profile form (SPEC §5 Profile). Business name is optional; '' is stored as null. */
export const profileFormSchema = z.object({
  businessName: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(PROFILE_TEXT, tooLongMessage(PROFILE_TEXT)))),
    z.transform((value) => (value ? value : null)),
  ),
  city: requiredText(profileMessages.cityRequired),
  country: requiredText(profileMessages.countryRequired),
  currency: z.pipe(
    requiredText(profileMessages.currencyRequired).check(
      z.regex(CURRENCY_CODE, profileMessages.currencyCode),
      z.refine((value) => isIsoCurrency(value.toUpperCase()), profileMessages.currencyCode),
    ),
    z.transform((value) => value.toUpperCase()),
  ),
  electricityRate: formNumber(profileMessages.electricityRateRequired, (value) =>
    value.check(
      z.gte(0, profileMessages.mustBeGreaterThanZero),
      z.lte(NUMBER_LIMITS.electricityRate, tooLargeMessage(NUMBER_LIMITS.electricityRate)),
    ),
  ),
  /** Grams below which a spool is flagged low (issue 5: the user changes it here). */
  lowSpoolThreshold: z.optional(lowSpoolThresholdSchema),
  /** Issue 14: business details, paper size and numbering of quotes and invoices. */
  // Optional so an older caller that saves only the SPEC §5 fields leaves them as they are.
  business: z.optional(businessDetailsFormSchema),
  paperSize: z.optional(z.enum(PAPER_SIZES)),
  numbering: z.optional(numberingFormSchema),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileInput = z.output<typeof profileFormSchema>;

/** What the profile form starts from; the defaults of SPEC §9 fill anything missing. */
export function profileFormDefaults(
  profile?: {
    businessName?: string | null;
    city?: string;
    country?: string;
    currency?: string;
    electricityRate?: number;
    lowSpoolThreshold?: number | undefined;
    business?: Partial<ProfileBusinessDetails> | null;
    paperSize?: PaperSize;
    numbering?: Partial<Numbering> | null;
  } | null,
  now: Date = new Date(),
): ProfileFormValues {
  const numbering = { ...defaultNumbering(now), ...profile?.numbering };
  return {
    businessName: profile?.businessName ?? '',
    city: profile?.city ?? '',
    country: profile?.country ?? '',
    currency: profile?.currency || DEFAULT_CURRENCY,
    electricityRate: profile?.electricityRate ?? DEFAULT_ELECTRICITY_RATE,
    lowSpoolThreshold: profile?.lowSpoolThreshold ?? DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS,
    business: {
      address: profile?.business?.address ?? '',
      taxId: profile?.business?.taxId ?? '',
      email: profile?.business?.email ?? '',
      paymentTerms: profile?.business?.paymentTerms ?? '',
    },
    paperSize: profile?.paperSize ?? DEFAULT_PAPER_SIZE,
    numbering: {
      invoice: { prefix: numbering.invoice.prefix, next: numbering.invoice.next },
      quote: { prefix: numbering.quote.prefix, next: numbering.quote.next },
    },
  };
}

// ---- Issue 14: the stored business details, paper size and numbering ----

export interface ProfileBusinessDetails {
  address: string | null;
  taxId: string | null;
  email: string | null;
  paymentTerms: string | null;
}
export const EMPTY_BUSINESS_DETAILS: ProfileBusinessDetails = {
  address: null,
  taxId: null,
  email: null,
  paymentTerms: null,
};

const storedBusinessText = z.catch(z.nullable(z.string()), null);
/** users/{uid}.business as read: a missing or damaged field is null. */
export const storedBusinessDetailsSchema = z.catch(
  z.object({
    address: storedBusinessText,
    taxId: storedBusinessText,
    email: storedBusinessText,
    paymentTerms: storedBusinessText,
  }),
  EMPTY_BUSINESS_DETAILS,
);

export const storedPaperSizeSchema = z.catch(z.enum(PAPER_SIZES), DEFAULT_PAPER_SIZE);

const storedCounter = (kind: keyof Numbering) =>
  z.catch(
    z.object({
      prefix: z.catch(z.string(), () => defaultNumbering()[kind].prefix),
      next: z.catch(z.number().check(z.int(), z.gte(1)), 1),
    }),
    () => defaultNumbering()[kind],
  );
/** users/{uid}.numbering as read: each kind missing = its default (prefix with this year, next 1). */
export const storedNumberingSchema = z.catch(
  z.object({ invoice: storedCounter('invoice'), quote: storedCounter('quote') }),
  () => defaultNumbering(),
);

/** SPEC §4: a profile without a planId is on (and gets written as) hobby. */
export function effectivePlanId(planId: string | null | undefined): string {
  return planId ? planId : DEFAULT_PLAN_ID;
}

/** True when the stored profile has no planId, so hobby must be written as the default. */
export function needsDefaultPlanId(planId: string | null | undefined): boolean {
  return !planId;
}

/** SPEC §9 display fallbacks for the current plan. */
export const DEFAULT_PLAN_DISPLAY = { name: 'Hobby (Default)', maxPrinters: 1, priceMonthly: 0 } as const;

export interface CurrentPlanDisplay {
  planId: string;
  name: string;
  maxPrinters: number;
  priceMonthly: number;
  /** The plan document was not found, so the display fallbacks apply. */
  isFallback: boolean;
  /** The user names a plan that does not exist (and is not the default): an error on the profile. */
  isUnknown: boolean;
}

/**
 * The current plan as the profile shows it. When its document is missing, 'Hobby (Default)'
 * with 1 printer and $0/month stands in (SPEC §9); a missing plan other than hobby is unknown.
 */
export function currentPlanDisplay(
  plans: readonly Plan[],
  planId: string | null | undefined,
): CurrentPlanDisplay {
  const id = effectivePlanId(planId);
  const plan = plans.find((candidate) => candidate.id === id);
  if (plan) {
    return {
      planId: id,
      name: plan.name,
      maxPrinters: plan.maxPrinters,
      priceMonthly: plan.priceMonthly,
      isFallback: false,
      isUnknown: false,
    };
  }
  return { planId: id, ...DEFAULT_PLAN_DISPLAY, isFallback: true, isUnknown: id !== DEFAULT_PLAN_ID };
}

/** The printer limit that applies to a user: their plan's maxPrinters, else the hobby fallback of 1. */
export function printerLimitFor(plan: Pick<Plan, 'maxPrinters'> | null | undefined): number {
  return plan?.maxPrinters ?? DEFAULT_PLAN_DISPLAY.maxPrinters;
}

export type PlanChoice =
  { kind: 'current' } | { kind: 'selectable' } | { kind: 'unavailable'; reason: string };

/**
 * Whether the user may switch to `plan`: only an active plan, and not one whose maxPrinters is
 * below the printers they already have (the rules enforce the same).
 */
export function planChoice(
  plan: Plan,
  currentPlanId: string | null | undefined,
  printerCount: number,
): PlanChoice {
  if (plan.id === effectivePlanId(currentPlanId)) return { kind: 'current' };
  if (!plan.active) return { kind: 'unavailable', reason: profileMessages.planInactive };
  if (plan.maxPrinters < printerCount) {
    return { kind: 'unavailable', reason: planTooSmallMessage(plan.maxPrinters, printerCount) };
  }
  return { kind: 'selectable' };
}

export function canChoosePlan(
  plan: Plan,
  currentPlanId: string | null | undefined,
  printerCount: number,
): boolean {
  return planChoice(plan, currentPlanId, printerCount).kind === 'selectable';
}

/**
 * The plan cards of the profile: active plans plus the current one (a user keeps a deactivated
 * plan, SPEC §4), cheapest first.
 */
export function plansOfferedOnProfile(
  plans: readonly Plan[],
  currentPlanId: string | null | undefined,
): Plan[] {
  const current = effectivePlanId(currentPlanId);
  return plans
    .filter((plan) => plan.active || plan.id === current)
    .sort((a, b) => a.priceMonthly - b.priceMonthly);
}

/** Audit details of a plan change (SPEC §7 plan.change). */
export function planChangeAuditDetails(userId: string, oldPlan: string | null | undefined, newPlan: string) {
  return { userId, oldPlan: effectivePlanId(oldPlan), newPlan };
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A plan's monthly price as the profile shows it: '$0/month', '$25/month', '$4.99/month' (plans are in USD). */
export function monthlyPriceLabel(priceMonthly: number): string {
  const amount = Number.isInteger(priceMonthly)
    ? wholeDollars.format(priceMonthly)
    : formatMoney(priceMonthly, 'USD');
  return `${amount}/month`;
}
