import * as z from 'zod/mini';

// Audit actions of SPEC §7.
export const AUDIT_ACTIONS = [
  'user.register',
  'user.login',
  'plan.change',
  'admin.plan.create',
  'admin.plan.update',
  'admin.plan.delete',
  'admin.plan.deactivate',
  'admin.filament.import',
  'admin.filament.delete',
  'admin.filament-brands.refresh',
  // Beyond SPEC §7's table: an admin's edit of a user's role/plan, and catalogue add/edit
  // audited like delete.
  'admin.user.update',
  'admin.filament.create',
  'admin.filament.update',
  // Issue 14: quotes and invoices (the caller's own documents).
  'invoice.create',
  'invoice.send',
  'invoice.pay',
  'invoice.void',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Actions only an admin may record (the rules refuse them from anyone else). */
export const isAdminAuditAction = (action: string) => action.startsWith('admin.');

// ---- The allowed `details` of each action ----
// One place for the shape of every entry the app writes. firestore.rules mirrors it, key for key
// and bound for bound, in its audit_logs section (auditDetailsValid): exactly these keys, these
// types, these lengths. Rules that only a server can check are noted beside the key:
// `caller` means the rules require the signed-in user's own uid or email there (an admin's
// entries may name other users).
export const AUDIT_LIMITS = {
  /** Firestore document ids and uids. */
  id: 1500,
  email: 320,
  planId: 100,
  name: 200,
  /** Plan features copied into admin.plan.update. */
  features: 50,
  /** An invoice's number (INVOICE_LIMITS.number) and total (INVOICE_LIMITS.total). */
  invoiceNumber: 40,
  invoiceTotal: 10_000_000_000,
} as const;

const id = z.string().check(z.minLength(1), z.maxLength(AUDIT_LIMITS.id));
const email = z.string().check(z.minLength(1), z.maxLength(AUDIT_LIMITS.email));
const planId = z.string().check(z.minLength(1), z.maxLength(AUDIT_LIMITS.planId));
const name = z.string().check(z.maxLength(AUDIT_LIMITS.name));
const count = z.number().check(z.int(), z.gte(0));
const amount = z.number().check(z.gte(0));

const planData = z.union([
  z.strictObject({
    name,
    priceMonthly: amount,
    maxPrinters: count,
    features: z.array(z.string()).check(z.maxLength(AUDIT_LIMITS.features)),
  }),
  z.strictObject({ active: z.boolean() }),
]);
const userAccess = z.strictObject({ role: z.enum(['admin', 'user']), planId });
// Issue 14: the document an invoice.* entry is about. The rules check each value against the
// caller's own document invoices/{invoiceId} as it stands (its number, kind and total; send, pay
// and void also its status).
const invoiceRef = {
  invoiceId: id,
  number: z.string().check(z.minLength(1), z.maxLength(AUDIT_LIMITS.invoiceNumber)),
  kind: z.enum(['quote', 'invoice']),
};
const invoiceTotal = z.number().check(z.gte(0), z.lte(AUDIT_LIMITS.invoiceTotal));

export const AUDIT_DETAILS = {
  /** userId, email: caller; initialPlan: the planId the same batch writes on the new user document. */
  'user.register': z.strictObject({ userId: id, email, initialPlan: planId }),
  /** userId, email: caller. */
  'user.login': z.strictObject({ userId: id, email }),
  /** userId: caller; newPlan: the planId the user document holds. */
  'plan.change': z.strictObject({ userId: id, oldPlan: planId, newPlan: planId }),
  'admin.plan.create': z.strictObject({ planId, name, priceMonthly: amount, maxPrinters: count }),
  'admin.plan.update': z.strictObject({ planId, oldData: planData, newData: planData }),
  'admin.plan.delete': z.strictObject({ planId }),
  'admin.plan.deactivate': z.strictObject({ planId }),
  'admin.filament.import': z.strictObject({ totalProcessed: count, imported: count, skipped: count }),
  'admin.filament.delete': z.strictObject({ filamentId: id }),
  'admin.filament-brands.refresh': z.strictObject({ brandsCount: count, totalFilaments: count }),
  'admin.user.update': z.strictObject({ userId: id, email, oldData: userAccess, newData: userAccess }),
  'admin.filament.create': z.strictObject({ filamentId: id, name }),
  'admin.filament.update': z.strictObject({ filamentId: id, name }),
  /** The document exists and is the caller's; number, kind and total are its own. */
  'invoice.create': z.strictObject({ ...invoiceRef, total: invoiceTotal }),
  /** As create, and the document is no longer a draft. */
  'invoice.send': z.strictObject({ ...invoiceRef, total: invoiceTotal }),
  /** As create, and the document is paid. */
  'invoice.pay': z.strictObject({ ...invoiceRef, total: invoiceTotal }),
  /** The document exists, is the caller's and is void. */
  'invoice.void': z.strictObject(invoiceRef),
} as const satisfies Record<AuditAction, z.ZodMiniType>;
export type AuditDetails<A extends AuditAction> = z.input<(typeof AUDIT_DETAILS)[A]>;
/** One entry to append: an action and its details. */
export type AuditEntryInput = { [A in AuditAction]: { action: A; details: AuditDetails<A> } }[AuditAction];

// ---- Entry ids: one per user and sequence number ----
// users/{uid}.auditSeq counts the user's entries; the entry that moves it to n is
// audit_logs/{uid}-{n}, written in the same request, so one request appends one entry and the
// sequence has no gaps (firestore.rules refuses any other step, admins' included).
// The user.register entry is {uid}-0 (written with the user document, before any count).

/** The actions written after the work they sum up, or about an event: never with a change. */
export const STANDALONE_AUDIT_ACTIONS = [
  'user.login',
  'admin.filament.import',
  'admin.filament-brands.refresh',
] as const satisfies readonly AuditAction[];
export type StandaloneAuditAction = (typeof STANDALONE_AUDIT_ACTIONS)[number];

/** The sequence number after `stored` (a document written before the count has none: 0). */
export const nextAuditSeq = (stored: unknown) =>
  (typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : 0) + 1;
export const auditLogId = (uid: string, seq: number) => `${uid}-${seq}`;
export const registrationAuditLogId = (uid: string) => auditLogId(uid, 0);

// ---- Reading ----
/**
 * A stored entry. New entries hold the server's time (read as a Date); entries written before
 * that hold the ISO string the browser sent: kept, shown as stored, and marked `legacy` because
 * nothing checked their time.
 */
export const auditLogSchema = z.pipe(
  z.object({
    id: z.string(),
    userId: z.string(),
    action: z.string(),
    details: z.record(z.string(), z.unknown()),
    timestamp: z.union([z.date(), z.string()]),
    ipAddress: z.null(),
  }),
  z.transform(({ timestamp, ...entry }) => ({
    ...entry,
    timestamp: typeof timestamp === 'string' ? timestamp : timestamp.toISOString(),
    legacy: typeof timestamp === 'string',
  })),
);
export type AuditLog = z.output<typeof auditLogSchema>;
