import { AUDIT_ACTIONS, type AuditLog } from './audit';

/** SPEC §3: shown when an audit entry's user cannot be resolved. */
export const UNKNOWN_USER = 'Unknown User';

/** An audit entry with its user's email resolved (null when the user document is missing). */
export type AuditLogRow = AuditLog & { userEmail: string | null };

/**
 * The three filters of the audit log page plus the quick search.
 * '' means "any". Dates are calendar days (YYYY-MM-DD, as <input type="date"> gives them),
 * both ends inclusive, in the viewer's time zone.
 */
export type AuditFilters = {
  action: string;
  userId: string;
  from: string;
  to: string;
  search: string;
};

export const emptyAuditFilters: AuditFilters = { action: '', userId: '', from: '', to: '', search: '' };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight at the start of a YYYY-MM-DD day, or null when the text is not a day. */
function startOfDay(day: string): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  // Reject days that roll over (2025-02-30).
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) return null;
  return start;
}

/**
 * The date range as ISO bounds for a query on `timestamp` (the repository turns them into server
 * Timestamps, and uses them as they are for the older ISO-string entries, which sort in time
 * order): fromIso inclusive, toIso exclusive (the start of the day after `to`).
 */
export function auditDateBounds(filters: Pick<AuditFilters, 'from' | 'to'>): {
  fromIso?: string;
  toIso?: string;
} {
  const bounds: { fromIso?: string; toIso?: string } = {};
  const from = startOfDay(filters.from);
  if (from) bounds.fromIso = from.toISOString();
  const to = startOfDay(filters.to);
  if (to) {
    const next = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
    bounds.toIso = next.toISOString();
  }
  return bounds;
}

/** Whether a from/to pair is backwards (the page says so instead of showing nothing). */
export function isDateRangeReversed(filters: Pick<AuditFilters, 'from' | 'to'>) {
  const from = startOfDay(filters.from);
  const to = startOfDay(filters.to);
  return Boolean(from && to && from > to);
}

/** The user shown for an entry: the resolved email or 'Unknown User'. */
export const auditUserLabel = (row: Pick<AuditLogRow, 'userEmail'>) => row.userEmail || UNKNOWN_USER;

/** Details as one line of text: key: value pairs, nested values as JSON. */
export function formatAuditDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** Whether one row passes the action, user and date filters. */
export function matchesAuditFilters(row: AuditLogRow, filters: AuditFilters): boolean {
  if (filters.action && row.action !== filters.action) return false;
  if (filters.userId && row.userId !== filters.userId) return false;
  const { fromIso, toIso } = auditDateBounds(filters);
  const time = Date.parse(row.timestamp);
  if (fromIso && !(time >= Date.parse(fromIso))) return false;
  if (toIso && !(time < Date.parse(toIso))) return false;
  return true;
}

/**
 * Quick search: every word of the query must appear (case-insensitively) in the row's
 * timestamp, user, action or details.
 */
export function matchesAuditSearch(row: AuditLogRow, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    row.timestamp,
    auditUserLabel(row),
    row.userId,
    row.action,
    formatAuditDetails(row.details),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The loaded rows the table shows: filters and quick search applied, order kept. */
export const filterAuditRows = (rows: readonly AuditLogRow[], filters: AuditFilters) =>
  rows.filter((row) => matchesAuditFilters(row, filters) && matchesAuditSearch(row, filters.search));

/** Action filter options: the known actions of SPEC §7 plus any other action seen, sorted. */
export function auditActionOptions(rows: readonly Pick<AuditLog, 'action'>[] = []): string[] {
  const actions = new Set<string>(AUDIT_ACTIONS);
  for (const row of rows) actions.add(row.action);
  return [...actions].sort();
}

/** User filter options from users known to the page, sorted by label, Unknown Users last. */
export function auditUserOptions(users: Iterable<{ userId: string; email: string | null }>) {
  const byId = new Map<string, string | null>();
  for (const user of users) if (!byId.has(user.userId) || user.email) byId.set(user.userId, user.email);
  return [...byId]
    .map(([userId, email]) => ({
      userId,
      label: email || `${UNKNOWN_USER} (${userId})`,
      known: Boolean(email),
    }))
    .sort((a, b) => Number(b.known) - Number(a.known) || a.label.localeCompare(b.label))
    .map(({ userId, label }) => ({ userId, label }));
}

/** The distinct user ids of a page, in first-seen order (each user document is read once). */
export const distinctUserIds = (rows: readonly Pick<AuditLog, 'userId'>[]) => [
  ...new Set(rows.map((row) => row.userId).filter(Boolean)),
];

/** The users of a page still to read, given those already resolved by earlier pages. */
export const userIdsToResolve = (rows: readonly Pick<AuditLog, 'userId'>[], resolved: ReadonlySet<string>) =>
  distinctUserIds(rows).filter((userId) => !resolved.has(userId));
