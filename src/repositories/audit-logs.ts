import {
  ADMIN_AUDIT_ENTRIES_PER_REQUEST,
  AUDIT_DETAILS,
  auditLogId,
  nextAuditSeq,
  registrationAuditLogId,
  type AuditAction,
  type AuditDetails,
} from '@/domain/audit';
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type WriteBatch,
} from '@/firebase/firestore';

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

/** One entry to append: an action and its details. */
export type AuditEntryInput = { [A in AuditAction]: { action: A; details: AuditDetails<A> } }[AuditAction];

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
     * Adds an admin's entries to a batch, so they land with the changes they record or not at
     * all: reads the admin's sequence, moves it on by the number of entries (at most
     * ADMIN_AUDIT_ENTRIES_PER_REQUEST, admins only: the rules refuse more, or anyone else) and
     * writes the entries in between. If another entry of the admin's lands first, the rules
     * refuse the batch whole.
     */
    async appendAllInBatch(batch: WriteBatch, adminUid: string, entries: readonly AuditEntryInput[]) {
      if (entries.length === 0) return;
      if (entries.length > ADMIN_AUDIT_ENTRIES_PER_REQUEST) {
        throw new RangeError(`At most ${ADMIN_AUDIT_ENTRIES_PER_REQUEST} audit entries fit one request`);
      }
      for (const { action, details } of entries) AUDIT_DETAILS[action].parse(details);
      const userRef = doc(db, USERS, adminUid);
      const first = nextAuditSeq((await getDoc(userRef)).get('auditSeq'));
      entries.forEach(({ action, details }, index) => {
        batch.set(
          doc(db, AUDIT_LOGS, auditLogId(adminUid, first + index)),
          auditEntry(adminUid, action, details),
        );
      });
      batch.update(userRef, { auditSeq: first + entries.length - 1 });
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
