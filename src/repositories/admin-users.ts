// An admin's edits of another user's account: role and plan only (the rules allow no more).
import { adminUserMessages } from '@/domain/admin-audit';
import { planHolds, planTooSmallMessage } from '@/domain/plan-assignment';
import type { UserAccess, UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import { createPlansRepository } from './plans';
import { parseUserProfile } from './users';

const USERS = 'users';

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
