import { infiniteQueryOptions } from '@tanstack/react-query';
import { userIdsToResolve, type AuditLogRow } from '@/domain/audit-filters';
import type { AuditLogCursor, AuditLogQuery } from '@/repositories/admin-audit-logs';
import { repositories } from './repositories';
import { STALE_TIME } from './stale-times';

export const auditLogKeys = {
  all: ['audit-logs'] as const,
  pages: (filters: AuditLogQuery) => [...auditLogKeys.all, 'pages', filters] as const,
};

export type AuditLogRowsPage = { rows: AuditLogRow[]; next: AuditLogCursor | null };

/**
 * Audit log pages, newest first, filtered on the server (admins only). Each page reads the user
 * document of each distinct user it mentions, once: `emails` remembers the users earlier pages
 * resolved, so they are not read again.
 */
export const auditLogPagesQuery = (filters: AuditLogQuery, emails: Map<string, string | null>) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.pages(filters),
    initialPageParam: null as AuditLogCursor | null,
    getNextPageParam: (page: AuditLogRowsPage) => page.next,
    staleTime: STALE_TIME.admin,
    queryFn: async ({ pageParam }): Promise<AuditLogRowsPage> => {
      const { adminAuditLogs } = await repositories();
      const page = await adminAuditLogs.listPage(filters, pageParam);
      const missing = userIdsToResolve(page.entries, new Set(emails.keys()));
      if (missing.length > 0) {
        for (const [userId, email] of await adminAuditLogs.resolveEmails(missing)) emails.set(userId, email);
      }
      return {
        rows: page.entries.map((entry) => ({ ...entry, userEmail: emails.get(entry.userId) ?? null })),
        next: page.next,
      };
    },
  });
