import {
  AUDIT_DETAILS,
  auditLogId,
  nextAuditSeq,
  registrationAuditLogId,
  type AuditAction,
  type AuditDetails,
} from '@/domain/audit';
import { doc, runTransaction, serverTimestamp, type Firestore, type WriteBatch } from '@/firebase/firestore';

export const AUDIT_LOGS = 'audit_logs';
// users.ts imports this module; the collection name is spelled here to keep the import one-way.
const USERS = 'users';

/**
 * The stored shape of an audit entry (SPEC §3 Audit log), written by the signed-in user about
 * themselves. The time is the server's: the rules require it to equal the request's time.
 */
function auditEntry<A extends AuditAction>(userId: string, action: A, details: AuditDetails<A>) {
  return { userId, action, details, timestamp: serverTimestamp(), ipAddress: null };
}

export function createAuditLogRepository(db: Firestore) {
  return {
    /**
     * Appends an entry for the signed-in user: one transaction moves users/{uid}.auditSeq on by
     * one and writes the entry `{uid}-{seq}` (the rules allow one entry per request this way).
     * Failures are only logged (SPEC §7).
     */
    async append<A extends AuditAction>(userId: string, action: A, details: AuditDetails<A>) {
      try {
        // The rules refuse any other shape; saying so here names the action in the log.
        AUDIT_DETAILS[action].parse(details);
        await runTransaction(db, async (transaction) => {
          const userRef = doc(db, USERS, userId);
          const user = await transaction.get(userRef);
          const seq = nextAuditSeq(user.get('auditSeq'));
          transaction.update(userRef, { auditSeq: seq });
          transaction.set(doc(db, AUDIT_LOGS, auditLogId(userId, seq)), auditEntry(userId, action, details));
        });
        return true;
      } catch (error) {
        console.error(`Audit log write failed (${action})`, error);
        return false;
      }
    },

    /**
     * Adds the user.register entry to the batch that creates the user document, so it lands
     * with it or not at all. Its id is fixed ({uid}-0): a user registers once.
     */
    appendRegistration(batch: WriteBatch, userId: string, details: AuditDetails<'user.register'>) {
      batch.set(
        doc(db, AUDIT_LOGS, registrationAuditLogId(userId)),
        auditEntry(userId, 'user.register', details),
      );
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
