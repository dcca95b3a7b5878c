import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { knownUserEmails } from '@/queries/admin-users';
import { auditLogPagesQuery } from '@/queries/audit-logs';
import type { AuditLogQuery } from '@/repositories/admin-audit-logs';

/**
 * Audit log pages, newest first, filtered on the server. Each user's email is read once, when a
 * page first names them, and kept per user.
 */
export function useAuditLogPages(filters: AuditLogQuery, enabled = true) {
  return useInfiniteQuery({ ...auditLogPagesQuery(filters), enabled });
}

/**
 * The users the user filter offers: those the log pages read so far named (their emails are
 * cached), not a download of every user.
 */
export function useKnownAuditUsers() {
  return knownUserEmails(useQueryClient());
}
