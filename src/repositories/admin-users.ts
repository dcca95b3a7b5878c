// An admin's edits of another user's account: role and plan only (the rules allow no more).
import { adminUserMessages } from '@/domain/admin-audit';
import type { UserAccess, UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  getCountFromServer,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';

const USERS = 'users';

export class LastAdminError extends Error {
  constructor() {
    super(adminUserMessages.lastAdmin);
    this.name = 'LastAdminError';
  }
}

export function createAdminUsersRepository(db: Firestore) {
  return {
    /** How many users hold the admin role (one aggregate read). */
    async countAdmins(): Promise<number> {
      const snapshot = await getCountFromServer(query(collection(db, USERS), where('role', '==', 'admin')));
      return snapshot.data().count;
    },

    /**
     * Sets a user's role and plan, audited as admin.user.update with the old and new values.
     * An admin removing their own admin role must not be the last admin (checked here; the
     * rules cannot count admins).
     */
    async updateAccess(adminUid: string, user: UserProfile, next: UserAccess): Promise<void> {
      const demotingSelf = user.uid === adminUid && user.role === 'admin' && next.role !== 'admin';
      if (demotingSelf && (await this.countAdmins()) <= 1) throw new LastAdminError();
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
