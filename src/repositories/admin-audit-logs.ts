// Reading the audit log (admins only, by the rules): pages of 20, newest first, filtered on the
// server by action, user and date range; only the users a page names are read, once each.
import { auditLogSchema, type AuditLog } from '@/domain/audit';
import { PAGE_SIZE } from '@/domain/constants';
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  Timestamp,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from '@/firebase/firestore';
import { AUDIT_LOGS } from './audit-logs';
import { fromStored } from './firestore-values';

const USERS = 'users';
/** The most values one `in` filter takes. */
const IN_QUERY_LIMIT = 30;

export type AuditLogQuery = { action?: string; userId?: string; fromIso?: string; toIso?: string };
/**
 * Where the next page starts. Entries with the server's time come first; after the last of them,
 * the older entries whose time is an ISO string the browser sent (`legacy`), in their own query.
 */
export type AuditLogCursor = {
  legacy: boolean;
  after: { timestamp: Timestamp | string; id: string } | null;
};
export type AuditLogPage = { entries: AuditLog[]; next: AuditLogCursor | null };

/** The earliest time Firestore stores (0001-01-01): a range from it selects every Timestamp. */
const EARLIEST = new Timestamp(-62135596800, 0);

export function createAdminAuditLogsRepository(db: Firestore) {
  /**
   * Up to `count` entries of one kind, newest first, after `after`. A range on `timestamp`
   * holds values of one type only: the server-time query never sees a string (so no string
   * entry, whatever it says, can sort above them), and the legacy query never sees a Timestamp.
   */
  async function read(
    filters: AuditLogQuery,
    legacy: boolean,
    after: AuditLogCursor['after'],
    count: number,
  ): Promise<QueryDocumentSnapshot[]> {
    const bound = (iso: string) => (legacy ? iso : Timestamp.fromDate(new Date(iso)));
    const constraints: QueryConstraint[] = [];
    if (filters.action) constraints.push(where('action', '==', filters.action));
    if (filters.userId) constraints.push(where('userId', '==', filters.userId));
    constraints.push(
      where('timestamp', '>=', filters.fromIso ? bound(filters.fromIso) : legacy ? '' : EARLIEST),
    );
    if (filters.toIso) constraints.push(where('timestamp', '<', bound(filters.toIso)));
    constraints.push(orderBy('timestamp', 'desc'), orderBy(documentId(), 'desc'));
    if (after) constraints.push(startAfter(after.timestamp, after.id));
    constraints.push(limit(count));
    return (await getDocs(query(collection(db, AUDIT_LOGS), ...constraints))).docs;
  }

  const cursorAfter = (legacy: boolean, last: QueryDocumentSnapshot | undefined): AuditLogCursor => ({
    legacy,
    after: last ? { timestamp: last.get('timestamp') as Timestamp | string, id: last.id } : null,
  });

  function parse(entry: QueryDocumentSnapshot): AuditLog[] {
    const parsed = auditLogSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
    if (parsed.success) return [parsed.data];
    console.warn(`Audit log entry ${entry.id} is malformed and was left out`);
    return [];
  }

  return {
    /**
     * One page, newest first (SPEC §7), after the cursor: entries with the server's time, then,
     * once those run out, the older string-time entries fill the page. One extra row is asked for,
     * so the page knows whether another exists. Filtering by action or user needs the composite
     * indexes in firestore.indexes.json (the same for both kinds).
     */
    async listPage(
      filters: AuditLogQuery = {},
      cursor: AuditLogCursor | null = null,
      pageSize = PAGE_SIZE,
    ): Promise<AuditLogPage> {
      const legacyOnly = cursor?.legacy ?? false;
      const first = await read(filters, legacyOnly, cursor?.after ?? null, pageSize + 1);
      if (first.length > pageSize) {
        const shown = first.slice(0, pageSize);
        return { entries: shown.flatMap(parse), next: cursorAfter(legacyOnly, shown.at(-1)) };
      }
      if (legacyOnly) return { entries: first.flatMap(parse), next: null };
      const room = pageSize - first.length;
      const older = await read(filters, true, null, room + 1);
      const shown = older.slice(0, room);
      return {
        entries: [...first, ...shown].flatMap(parse),
        next: older.length > room ? cursorAfter(true, shown.at(-1)) : null,
      };
    },

    /**
     * The email of each user id (null when the user document is gone): only the users asked
     * for, read with `in` queries of up to 30 ids (Firestore's limit), one document read each.
     */
    async resolveEmails(userIds: readonly string[]): Promise<Map<string, string | null>> {
      const wanted = [...new Set(userIds.filter(Boolean))];
      const emails = new Map<string, string | null>(wanted.map((userId) => [userId, null]));
      const batches: string[][] = [];
      for (let start = 0; start < wanted.length; start += IN_QUERY_LIMIT) {
        batches.push(wanted.slice(start, start + IN_QUERY_LIMIT));
      }
      const snapshots = await Promise.all(
        batches.map((ids) => getDocs(query(collection(db, USERS), where(documentId(), 'in', ids)))),
      );
      for (const entry of snapshots.flatMap((snapshot) => snapshot.docs)) {
        const email: unknown = entry.get('email');
        emails.set(entry.id, typeof email === 'string' && email !== '' ? email : null);
      }
      return emails;
    },
  };
}
export type AdminAuditLogsRepository = ReturnType<typeof createAdminAuditLogsRepository>;
