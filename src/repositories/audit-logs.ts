import type { AuditAction } from '@/domain/audit';
import { addDoc, collection, doc, type Firestore, type WriteBatch } from '@/firebase/firestore';

export const AUDIT_LOGS = 'audit_logs';

/** The stored shape of an audit entry (SPEC §3 Audit log), written by the signed-in user. */
function auditEntry(userId: string, action: AuditAction, details: Record<string, unknown>) {
  return { userId, action, details, timestamp: new Date().toISOString(), ipAddress: null };
}

export function createAuditLogRepository(db: Firestore) {
  return {
    /** Appends an entry for the signed-in user. Failures are only logged (SPEC §7). */
    async append(userId: string, action: AuditAction, details: Record<string, unknown>) {
      try {
        await addDoc(collection(db, AUDIT_LOGS), auditEntry(userId, action, details));
        return true;
      } catch (error) {
        console.error(`Audit log write failed (${action})`, error);
        return false;
      }
    },

    /** Adds the entry to a batch, so it lands with the change it records or not at all. */
    appendInBatch(batch: WriteBatch, userId: string, action: AuditAction, details: Record<string, unknown>) {
      batch.set(doc(collection(db, AUDIT_LOGS)), auditEntry(userId, action, details));
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
