import {
  AUDIT_DETAILS,
  auditLogId,
  nextAuditSeq,
  registrationAuditLogId,
  type AuditAction,
  type AuditEntryInput,
  type StandaloneAuditAction,
  type AuditDetails,
} from '@/domain/audit';
import {
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
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

export type { AuditEntryInput };

export function createAuditLogRepository(db: Firestore) {
  return {
    /**
     * Appends an entry that records no change of its own request, for the signed-in user: one
     * transaction moves users/{uid}.auditSeq on by one and writes the entry `{uid}-{seq}` (the
     * rules allow one entry per request this way). Only for user.login (an event) and the
     * summaries of bulk jobs written after their last commit (admin.filament.import,
     * admin.filament-brands.refresh): every other action is written with its change
     * (inTransaction). Failures are only logged (SPEC §7).
     */
    async append<A extends StandaloneAuditAction>(userId: string, action: A, details: AuditDetails<A>) {
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
     * Appends an entry in the transaction that makes the change it records (the README's rule
     * of the audit log: the rules refuse a money or access change without its entry, and an entry
     * about a change its request does not make). `storedSeq` is users/{userId}.auditSeq as this
     * transaction read it. Returns the field to write on users/{userId}: merged into the
     * transaction's own update of that document when it makes one (a document is written once
     * per request), or written alone with writeSeq.
     */
    inTransaction(
      transaction: Transaction,
      userId: string,
      storedSeq: unknown,
      { action, details }: AuditEntryInput,
    ): { auditSeq: number } {
      AUDIT_DETAILS[action].parse(details);
      const seq = nextAuditSeq(storedSeq);
      transaction.set(doc(db, AUDIT_LOGS, auditLogId(userId, seq)), {
        userId,
        action,
        details,
        timestamp: serverTimestamp(),
        ipAddress: null,
      });
      return { auditSeq: seq };
    },

    /** Writes the sequence inTransaction returned when the transaction does not update users/{userId}. */
    writeSeq(transaction: Transaction, userId: string, fields: { auditSeq: number }) {
      transaction.update(doc(db, USERS, userId), fields);
    },

    /**
     * inTransaction for a transaction that does not otherwise read or write users/{userId}: reads
     * the sequence (a read, so call it before the transaction's first write), then appends.
     */
    async recordIn(transaction: Transaction, userId: string, entry: AuditEntryInput): Promise<void> {
      const user = await transaction.get(doc(db, USERS, userId));
      this.writeSeq(
        transaction,
        userId,
        this.inTransaction(transaction, userId, user.get('auditSeq'), entry),
      );
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
