// Requests as the repositories make a money or access change (issue 29): the change, its audit
// entry and the caller's sequence step in one transaction, and a user's moves on the plans'
// tallies. The rules refuse the change alone; `entry: null` makes that request.
import {
  increment,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore';
import { auditLogId, nextAuditSeq, registrationAuditLogId } from '@/domain/audit';
import { PLAN_TALLIES, tallyStep } from '@/domain/plan-tally';
import { SEEDED_PLANS, documents, type Caller } from './rules-env';

export interface Entry {
  action: string;
  details: DocumentData;
}

/** An entry as the repository writes it: the server's time, no IP address. */
export const entryData = (uid: string, { action, details }: Entry, overrides: DocumentData = {}) => ({
  userId: uid,
  action,
  details,
  timestamp: serverTimestamp(),
  ipAddress: null,
  ...overrides,
});

/**
 * One transaction as the app makes an audited change: reads the caller's users/{uid}, runs
 * `change` (it returns the fields it writes on users/{uid}, when it writes that document: the
 * sequence step is merged into them), and appends `entry` at the next sequence number. With
 * `entry` null, the change alone.
 */
export function recorded(
  caller: Caller,
  uid: string,
  entry: Entry | null,
  change: (transaction: Transaction) => DocumentData | void | Promise<DocumentData | void>,
) {
  return runTransaction(caller.db, async (transaction) => {
    const userRef = caller.doc(`users/${uid}`);
    const seq = nextAuditSeq((await transaction.get(userRef)).get('auditSeq'));
    const own = (await change(transaction)) ?? null;
    if (own || entry) transaction.update(userRef, { ...own, ...(entry ? { auditSeq: seq } : {}) });
    if (entry) transaction.set(caller.doc(`audit_logs/${auditLogId(uid, seq)}`), entryData(uid, entry));
  });
}

/** One user's step on a plan's tally (join: from null; leave: to null), as the repositories write it. */
export function tallyWrite(
  writer: Transaction | WriteBatch,
  caller: Caller,
  planId: string,
  uid: string,
  from: number | null,
  to: number | null,
) {
  (writer as WriteBatch).set(
    caller.doc(`${PLAN_TALLIES}/${planId}`),
    tallyStep(uid, from, to, increment, serverTimestamp()),
    { merge: true },
  );
}

/** A tally as stored: `printerUsers` as given, userCount their sum. */
export const storedTally = (printerUsers: Record<string, number>, lastUserId: string | null = null) => ({
  userCount: Object.values(printerUsers).reduce((sum, users) => sum + users, 0),
  printerUsers,
  lastUserId,
  updatedAt: serverTimestamp(),
});

/** A user document counted on its plan's tally (seed the tally to match). */
export const countedUser = (uid: string, overrides: Parameters<typeof documents.user>[1] = {}) => ({
  ...documents.user(uid, overrides),
  planCounted: true,
});

/** The sign-up batch of the users repository: the document, the hobby tally and user.register. */
export function registrationBatch(caller: Caller, uid: string, overrides: DocumentData = {}) {
  const batch = caller.batch();
  batch.set(caller.doc(`users/${uid}`), { ...countedUser(uid), ...overrides });
  tallyWrite(batch, caller, 'hobby', uid, null, 0);
  batch.set(
    caller.doc(`audit_logs/${registrationAuditLogId(uid)}`),
    entryData(uid, {
      action: 'user.register',
      details: { userId: uid, email: `${uid}@example.com`, initialPlan: 'hobby' },
    }),
  );
  return batch;
}

/**
 * A user's own plan change as the users repository writes it: planId, planCounted and the
 * plan.change entry, the old plan's tally (when `counted`) and the new one's. `printers` is the
 * user's stored printerCount.
 */
export function planChange(
  caller: Caller,
  uid: string,
  move: { from: string; to: string; printers: number; counted: boolean },
  { entry = true, tallies = true }: { entry?: boolean; tallies?: boolean } = {},
) {
  return recorded(
    caller,
    uid,
    entry ? { action: 'plan.change', details: { userId: uid, oldPlan: move.from, newPlan: move.to } } : null,
    (transaction) => {
      if (tallies) {
        if (move.counted) tallyWrite(transaction, caller, move.from, uid, move.printers, null);
        tallyWrite(transaction, caller, move.to, uid, null, move.printers);
      }
      return { planId: move.to, planCounted: true, updatedAt: serverTimestamp() };
    },
  );
}

/** A plan's edited fields, as admin.plan.* entries name them. */
export interface PlanFields {
  name: string;
  priceMonthly: number;
  maxPrinters: number;
  features: string[];
}

/** A seeded plan's edited fields (admin.plan.update's oldData before any edit). */
export function seededPlanFields(planId: string): PlanFields {
  const { name, priceMonthly, maxPrinters, features } = SEEDED_PLANS.find((plan) => plan.id === planId)!;
  return { name, priceMonthly, maxPrinters, features: [...features] };
}

/** The admin plan repository's create: the plan, its tally (of no one) and admin.plan.create. */
export function planCreate(
  admin: Caller,
  adminUid: string,
  planId: string,
  plan: DocumentData,
  { entry = true, tally = true }: { entry?: boolean; tally?: boolean } = {},
) {
  const { name, priceMonthly, maxPrinters } = plan as PlanFields;
  return recorded(
    admin,
    adminUid,
    entry ? { action: 'admin.plan.create', details: { planId, name, priceMonthly, maxPrinters } } : null,
    (transaction) => {
      transaction.set(admin.doc(`plans/${planId}`), plan);
      if (tally) transaction.set(admin.doc(`${PLAN_TALLIES}/${planId}`), storedTally({}));
    },
  );
}

/** The admin plan repository's edit: `after` written over `before`, with admin.plan.update. */
export function planEdit(
  admin: Caller,
  adminUid: string,
  planId: string,
  before: PlanFields,
  after: PlanFields,
  { entry = true }: { entry?: boolean } = {},
) {
  return recorded(
    admin,
    adminUid,
    entry ? { action: 'admin.plan.update', details: { planId, oldData: before, newData: after } } : null,
    (transaction) => {
      transaction.update(admin.doc(`plans/${planId}`), { ...after, updatedAt: serverTimestamp() });
    },
  );
}

/** Deactivating a plan (admin.plan.deactivate) or deleting it (admin.plan.delete). */
export function planDeactivate(admin: Caller, adminUid: string, planId: string, { entry = true } = {}) {
  return recorded(
    admin,
    adminUid,
    entry ? { action: 'admin.plan.deactivate', details: { planId } } : null,
    (transaction) => {
      transaction.update(admin.doc(`plans/${planId}`), { active: false, updatedAt: serverTimestamp() });
    },
  );
}
export function planDelete(admin: Caller, adminUid: string, planId: string, { entry = true } = {}) {
  return recorded(
    admin,
    adminUid,
    entry ? { action: 'admin.plan.delete', details: { planId } } : null,
    (transaction) => {
      transaction.delete(admin.doc(`plans/${planId}`));
    },
  );
}

/**
 * The admin users repository's edit of `uid`'s role and plan, with admin.user.update and, when the
 * plan changes, the user's move between the tallies (`printers`: their stored printerCount;
 * `counted`: whether their old plan's tally counts them).
 */
export function accessEdit(
  admin: Caller,
  adminUid: string,
  uid: string,
  move: {
    from: { role: string; planId: string };
    to: { role: string; planId: string };
    printers?: number;
    counted?: boolean;
  },
  { entry = true, tallies = true }: { entry?: boolean; tallies?: boolean } = {},
) {
  const { from, to, printers = 0, counted = false } = move;
  const movesPlan = from.planId !== to.planId;
  const fields = {
    role: to.role,
    planId: to.planId,
    ...(movesPlan ? { planCounted: true } : {}),
    updatedAt: serverTimestamp(),
  };
  return recorded(
    admin,
    adminUid,
    entry
      ? {
          action: 'admin.user.update',
          details: { userId: uid, email: `${uid}@example.com`, oldData: from, newData: to },
        }
      : null,
    (transaction) => {
      if (movesPlan && tallies) {
        if (counted) tallyWrite(transaction, admin, from.planId, uid, printers, null);
        tallyWrite(transaction, admin, to.planId, uid, null, printers);
      }
      if (uid === adminUid) return fields;
      transaction.update(admin.doc(`users/${uid}`), fields);
    },
  );
}
