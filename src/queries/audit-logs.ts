import { infiniteQueryOptions } from '@tanstack/react-query';
import { distinctUserIds, type AuditLogRow } from '@/domain/audit-filters';
import type { AuditLogCursor, AuditLogQuery } from '@/repositories/admin-audit-logs';
import { cachedUserEmails } from './admin-users';
import { adminAuditLogsRepository } from './repositories';
import { STALE_TIME } from './stale-times';

export const auditLogKeys = {
  all: ['audit-logs'] as const,
  pages: (filters: AuditLogQuery) => [...auditLogKeys.all, 'pages', filters] as const,
};

export type AuditLogRowsPage = { rows: AuditLogRow[]; next: AuditLogCursor | null };

/**
 * Audit log pages, newest first, filtered on the server (admins only). Each page reads only the
 * user documents of the users it names that the cache does not hold yet (per uid), never the
 * whole users collection.
 */
export const auditLogPagesQuery = (filters: AuditLogQuery) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.pages(filters),
    initialPageParam: null as AuditLogCursor | null,
    getNextPageParam: (page: AuditLogRowsPage) => page.next,
    staleTime: STALE_TIME.admin,
    queryFn: async ({ pageParam, client }): Promise<AuditLogRowsPage> => {
      const adminAuditLogs = await adminAuditLogsRepository();
      const page = await adminAuditLogs.listPage(filters, pageParam);
      const emails = await cachedUserEmails(client, distinctUserIds(page.entries));
      return {
        rows: page.entries.map((entry) => ({ ...entry, userEmail: emails.get(entry.userId) ?? null })),
        next: page.next,
      };
    },
  });
