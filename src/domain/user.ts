import * as z from 'zod/mini';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE, DEFAULT_PLAN_ID } from './constants';
import { storedBusinessDetailsSchema, storedNumberingSchema, storedPaperSizeSchema } from './profile';
import { ROLES, type Role } from './roles';

export { isAdmin, ROLES, type Role } from './roles';

/** A user document as the app sees it (SPEC §3 User). */
export const userProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  businessName: z.catch(z.nullable(z.string()), null),
  planId: z.catch(z.string(), DEFAULT_PLAN_ID),
  // Absent or unknown means user (SPEC §3).
  role: z.catch(z.enum(ROLES), 'user'),
  city: z.catch(z.string(), ''),
  country: z.catch(z.string(), ''),
  currency: z.catch(z.string(), DEFAULT_CURRENCY),
  electricityRate: z.catch(z.number(), DEFAULT_ELECTRICITY_RATE),
  printerCount: z.catch(z.number().check(z.int()), 0),
  /** Grams below which a spool counts as low; absent means the product default. */
  lowSpoolThreshold: z.catch(z.optional(z.number().check(z.nonnegative())), undefined),
  /** Issue 14: business details, paper size and numbering; missing = the defaults. */
  business: storedBusinessDetailsSchema,
  paperSize: storedPaperSizeSchema,
  numbering: storedNumberingSchema,
  createdAt: z.catch(z.nullable(z.date()), null),
  updatedAt: z.catch(z.nullable(z.date()), null),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Fields a new user document starts with, besides uid, email and the timestamps. */
export function newUserDefaults() {
  return {
    businessName: null,
    planId: DEFAULT_PLAN_ID,
    role: 'user' as Role,
    city: '',
    country: '',
    currency: DEFAULT_CURRENCY,
    electricityRate: DEFAULT_ELECTRICITY_RATE,
    printerCount: 0,
  };
}

/** What an admin may change on a user (SPEC §7): the plan and the role. */
export const userAccessSchema = z.object({
  planId: z.string().check(z.minLength(1)),
  role: z.enum(ROLES),
});
export type UserAccess = z.infer<typeof userAccessSchema>;

/** How the role choice reads in the edit dialog. */
export const roleLabels: Record<Role, string> = { admin: 'Admin', user: 'User' };
