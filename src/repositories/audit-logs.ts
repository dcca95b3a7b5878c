import type { AuditAction } from '@/domain/audit';
import { addDoc, collection, type Firestore } from '@/firebase/firestore';

export const AUDIT_LOGS = 'audit_logs';

export function createAuditLogRepository(db: Firestore) {
  return {
    /** Appends an entry for the signed-in user. Failures are only logged (SPEC §7). */
    async append(userId: string, action: AuditAction, details: Record<string, unknown>) {
      try {
        await addDoc(collection(db, AUDIT_LOGS), {
          userId,
          action,
          details,
          timestamp: new Date().toISOString(),
          ipAddress: null,
        });
        return true;
      } catch (error) {
        console.error(`Audit log write failed (${action})`, error);
        return false;
      }
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
