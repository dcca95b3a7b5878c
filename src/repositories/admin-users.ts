// An admin's edits of another user's account: role and plan only (the rules allow no more).
import { adminUserMessages } from '@/domain/admin-audit';
import { planHolds, planTooSmallMessage } from '@/domain/plan-assignment';
import type { UserAccess, UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import { toCursorPage, type CursorPage, type PageCursor } from './cursor-page';
import { createPlansRepository } from './plans';
import { parseUserProfile } from './users';

const USERS = 'users';
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
  const plans = createPlansRepository(db);
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
     * Sets a user's role and plan, audited as admin.user.update with the old and new values.
     * An admin removing their own admin role must not be the last admin (checked here; the
     * rules cannot count admins). A new plan must hold the user's printers, counted afresh (the
     * rules refuse it otherwise; this says why).
     */
    async updateAccess(adminUid: string, user: UserProfile, next: UserAccess): Promise<void> {
      const demotingSelf = user.uid === adminUid && user.role === 'admin' && next.role !== 'admin';
      if (demotingSelf && (await this.countAdmins()) <= 1) throw new LastAdminError();
      if (next.planId !== user.planId) {
        const [plan, stored] = await Promise.all([plans.get(next.planId), getDoc(doc(db, USERS, user.uid))]);
        const printerCount = stored.exists()
          ? parseUserProfile(user.uid, stored.data()).printerCount
          : user.printerCount;
        if (plan && !planHolds(plan, printerCount)) {
          throw new PlanTooSmallError(planTooSmallMessage(plan, printerCount));
        }
      }
      const audit = () =>
        createAuditLogRepository(db).append(adminUid, 'admin.user.update', {
          userId: user.uid,
          email: user.email,
          oldData: { role: user.role, planId: user.planId },
          newData: { role: next.role, planId: next.planId },
        });
      // admin.* entries are an admin's: an admin stepping down records it while still one.
      if (demotingSelf) await audit();
      await updateDoc(doc(db, USERS, user.uid), {
        role: next.role,
        planId: next.planId,
        updatedAt: serverTimestamp(),
      });
      if (!demotingSelf) await audit();
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
