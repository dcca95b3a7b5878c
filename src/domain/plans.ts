import { z } from 'zod';

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceMonthly: z.number(),
  maxPrinters: z.number().int(),
  features: z.array(z.string()),
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** The four built-in plans of SPEC §9: seeded, and shown when the plans cannot be read. */
export const BUILT_IN_PLANS: readonly Plan[] = [
  {
    id: 'hobby',
    name: 'Hobby',
    priceMonthly: 0,
    maxPrinters: 1,
    features: ['basic cost calculator', 'material inventory tracking', 'email support'],
    active: true,
  },
  {
    id: 'home',
    name: 'Home',
    priceMonthly: 5,
    maxPrinters: 2,
    features: ['cost calculator', 'material inventory', 'basic project tracking'],
    active: true,
  },
  {
    id: 'solo',
    name: 'Solo',
    priceMonthly: 25,
    maxPrinters: 5,
    features: [
      'advanced cost calculator',
      'full inventory management',
      'project tracking',
      'priority email support',
      'basic analytics',
    ],
    active: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceMonthly: 49,
    maxPrinters: 10,
    features: [
      'unlimited printers',
      'advanced analytics',
      'custom integrations',
      'dedicated support',
      'team management',
      'API access',
    ],
    active: true,
  },
];

export const sortPlansByPrice = <T extends Pick<Plan, 'priceMonthly'>>(plans: readonly T[]): T[] =>
  [...plans].sort((a, b) => a.priceMonthly - b.priceMonthly);

/** SPEC §3: a new plan's id is the lowercase name with spaces turned into hyphens. */
export const planIdFromName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

export const printerLimitLabel = (maxPrinters: number) =>
  `Up to ${maxPrinters} printer${maxPrinters === 1 ? '' : 's'}`;
