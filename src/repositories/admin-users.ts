// An admin's edits of another user's account: role and plan only (the rules allow no more).
import { adminUserMessages } from '@/domain/admin-audit';
import { planHolds, planTooSmallMessage } from '@/domain/plan-assignment';
import { effectivePlanId } from '@/domain/profile';
import type { UserAccess, UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import { toCursorPage, type CursorPage, type PageCursor } from './cursor-page';
import { moveBetweenTallies } from './plan-tallies';
import { parseUserProfile } from './users';

const USERS = 'users';
const PLANS = 'plans';
/** Users read per page of the admin users list. */
export const ADMIN_USERS_PAGE_SIZE = 30;

/** The admin users list's orders: by email (A–Z), or the newest accounts first. */
export const ADMIN_USER_SORTS = ['email', 'newest'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
/**
 * What the list shows: an email prefix search (lower-cased, as Firebase Auth stores emails)
 * always reads in email order.
 */
export type AdminUserFilters = { sort: AdminUserSort; emailPrefix: string };

/** The largest code point Firestore orders strings by: prefix + it bounds every string with that prefix. */
const PREFIX_END = '\uf8ff';

/** The constraints that select (not order) the users a filter asks for. */
function emailPrefixConstraints(emailPrefix: string): QueryConstraint[] {
  const prefix = emailPrefix.trim().toLowerCase();
  return prefix ? [where('email', '>=', prefix), where('email', '<', prefix + PREFIX_END)] : [];
}

export class LastAdminError extends Error {
  constructor() {
    super(adminUserMessages.lastAdmin);
    this.name = 'LastAdminError';
  }
}

/** The plan chosen has fewer printers than the user has (the rules refuse it too). */
export class PlanTooSmallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanTooSmallError';
  }
}

export function createAdminUsersRepository(db: Firestore) {
  return {
    /**
     * One page of users after the cursor: by email, or newest first (ties by id). Both orders use
     * Firestore's single-field indexes (a user document without createdAt is only listed by
     * email). Admins only, by the rules.
     */
    async listPage(
      filters: AdminUserFilters,
      cursor: PageCursor | null = null,
      pageSize = ADMIN_USERS_PAGE_SIZE,
    ): Promise<CursorPage<UserProfile>> {
      const prefix = emailPrefixConstraints(filters.emailPrefix);
      const byEmail = prefix.length > 0 || filters.sort === 'email';
      const field = byEmail ? 'email' : 'createdAt';
      const direction = byEmail ? 'asc' : 'desc';
      const constraints = [...prefix, orderBy(field, direction), orderBy(documentId(), direction)];
      if (cursor) constraints.push(startAfter(cursor.value, cursor.id));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(collection(db, USERS), ...constraints));
      return toCursorPage(
        snapshot.docs,
        pageSize,
        (entry) => parseUserProfile(entry.id, entry.data()),
        (entry) => entry.get(field),
      );
    },

    /** How many users there are, or match the email search (one aggregation read). */
    async count(emailPrefix = ''): Promise<number> {
      const matching = query(collection(db, USERS), ...emailPrefixConstraints(emailPrefix));
      return (await getCountFromServer(matching)).data().count;
    },

    /** How many users hold the admin role (one aggregate read). */
    async countAdmins(): Promise<number> {
      const snapshot = await getCountFromServer(query(collection(db, USERS), where('role', '==', 'admin')));
      return snapshot.data().count;
    },

    /**
     * Sets a user's role and plan in one transaction with its admin.user.update entry (old and
     * new values) and, when the plan changes, the user's move between the plans' tallies (the
     * rules refuse an access change without them). Nothing changes, nothing is written. An admin
     * removing their own admin role must not be the last admin (checked here; the rules cannot
     * count admins; the entry is written while they are still one). A new plan must hold the
     * user's printers, read in the transaction (the rules refuse it otherwise; this says why).
     */
    async updateAccess(
      adminUid: string,
      user: Pick<UserProfile, 'uid' | 'role'>,
      next: UserAccess,
    ): Promise<void> {
      const demotingSelf = user.uid === adminUid && user.role === 'admin' && next.role !== 'admin';
      if (demotingSelf && (await this.countAdmins()) <= 1) throw new LastAdminError();
      const audit = createAuditLogRepository(db);
      const userRef = doc(db, USERS, user.uid);
      await runTransaction(db, async (transaction) => {
        const target = await transaction.get(userRef);
        if (!target.exists()) throw new Error('not-found: the user document is missing');
        const self = user.uid === adminUid;
        const admin = self ? target : await transaction.get(doc(db, USERS, adminUid));
        const stored = parseUserProfile(user.uid, target.data());
        const oldData = { role: stored.role, planId: effectivePlanId(target.get('planId') as string) };
        const movesPlan = next.planId !== oldData.planId;
        if (movesPlan) {
          const plan = await transaction.get(doc(db, PLANS, next.planId));
          const maxPrinters = Number(plan.get('maxPrinters'));
          if (plan.exists() && !planHolds({ maxPrinters }, stored.printerCount)) {
            throw new PlanTooSmallError(
              planTooSmallMessage({ name: String(plan.get('name')), maxPrinters }, stored.printerCount),
            );
          }
        }
        if (!movesPlan && next.role === oldData.role) return;
        const seq = audit.inTransaction(transaction, adminUid, admin.get('auditSeq'), {
          action: 'admin.user.update',
          details: {
            userId: user.uid,
            email: stored.email,
            oldData,
            newData: { role: next.role, planId: next.planId },
          },
        });
        if (movesPlan) moveBetweenTallies(transaction, db, user.uid, target.data(), next.planId);
        transaction.update(userRef, {
          role: next.role,
          planId: next.planId,
          ...(movesPlan ? { planCounted: true } : {}),
          updatedAt: serverTimestamp(),
          ...(self ? seq : {}),
        });
        if (!self) audit.writeSeq(transaction, adminUid, seq);
      });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
