// Reading the audit log (admins only, by the rules): pages of 20, newest first, filtered on the
// server by action, user and date range; each page's users resolved once.
import { auditLogSchema, type AuditLog } from '@/domain/audit';
import { PAGE_SIZE } from '@/domain/constants';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
} from '@/firebase/firestore';
import { AUDIT_LOGS } from './audit-logs';
import { fromStored } from './firestore-values';

const USERS = 'users';

export type AuditLogQuery = { action?: string; userId?: string; fromIso?: string; toIso?: string };
export type AuditLogCursor = { timestamp: string; id: string };
export type AuditLogPage = { entries: AuditLog[]; next: AuditLogCursor | null };

export function createAdminAuditLogsRepository(db: Firestore) {
  return {
    /**
     * One page ordered by timestamp descending (SPEC §7), after the cursor. One extra row is
     * asked for, so the page knows whether another exists. Filtering by action or user needs
     * the composite indexes in firestore.indexes.json.
     */
    async listPage(
      filters: AuditLogQuery = {},
      after: AuditLogCursor | null = null,
      pageSize = PAGE_SIZE,
    ): Promise<AuditLogPage> {
      const constraints: QueryConstraint[] = [];
      if (filters.action) constraints.push(where('action', '==', filters.action));
      if (filters.userId) constraints.push(where('userId', '==', filters.userId));
      if (filters.fromIso) constraints.push(where('timestamp', '>=', filters.fromIso));
      if (filters.toIso) constraints.push(where('timestamp', '<', filters.toIso));
      constraints.push(orderBy('timestamp', 'desc'), orderBy(documentId(), 'desc'));
      if (after) constraints.push(startAfter(after.timestamp, after.id));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(collection(db, AUDIT_LOGS), ...constraints));
      const entries: AuditLog[] = [];
      for (const entry of snapshot.docs.slice(0, pageSize)) {
        const parsed = auditLogSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
        if (parsed.success) entries.push(parsed.data);
        else console.warn(`Audit log entry ${entry.id} is malformed and was left out`);
      }
      const lastDoc = snapshot.docs[pageSize - 1];
      return {
        entries,
        next:
          snapshot.docs.length > pageSize && lastDoc
            ? { timestamp: String(lastDoc.get('timestamp')), id: lastDoc.id }
            : null,
      };
    },

    /** The email of each user id (null when the user document is gone): one read per id. */
    async resolveEmails(userIds: readonly string[]): Promise<Map<string, string | null>> {
      const pairs = await Promise.all(
        userIds.map(async (userId) => {
          const snapshot = await getDoc(doc(db, USERS, userId));
          const email: unknown = snapshot.exists() ? snapshot.get('email') : null;
          return [userId, typeof email === 'string' && email !== '' ? email : null] as const;
        }),
      );
      return new Map(pairs);
    },
  };
}
export type AdminAuditLogsRepository = ReturnType<typeof createAdminAuditLogsRepository>;
