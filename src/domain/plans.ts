import * as z from 'zod/mini';
import builtInPlans from './built-in-plans.json';

// zod/mini: the public pricing page parses the plans with it (the full zod API is 25 KB gzipped more).
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceMonthly: z.number(),
  maxPrinters: z.int(),
  features: z.array(z.string()),
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * The four built-in plans of SPEC §9: shown when the plans cannot be read, and seeded into the
 * emulators by scripts/built-in-plans.mjs (which reads the same JSON, so there is one copy).
 */
export const BUILT_IN_PLANS: readonly Plan[] = builtInPlans;

export const sortPlansByPrice = <T extends Pick<Plan, 'priceMonthly'>>(plans: readonly T[]): T[] =>
  [...plans].sort((a, b) => a.priceMonthly - b.priceMonthly);

/** SPEC §3: a new plan's id is the lowercase name with spaces turned into hyphens. */
export const planIdFromName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

export const printerLimitLabel = (maxPrinters: number) =>
  `Up to ${maxPrinters} printer${maxPrinters === 1 ? '' : 's'}`;
