import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { userIdsToResolve, type AuditLogRow } from '@/domain/audit-filters';
import {
  createAdminAuditLogsRepository,
  type AuditLogCursor,
  type AuditLogQuery,
} from '@/repositories/admin-audit-logs';
import { appFirestore } from '@/repositories/app-firestore';
import { createUsersRepository } from '@/repositories/users';
import { adminLogKeys } from './keys';

export type AuditLogRowsPage = { rows: AuditLogRow[]; next: AuditLogCursor | null };

/**
 * Audit log pages, newest first, filtered on the server. Each page reads the user document
 * of each distinct user it mentions, once: users resolved by an earlier page are not read again.
 */
export function useAuditLogPages(filters: AuditLogQuery, enabled = true) {
  const emails = useRef(new Map<string, string | null>());
  return useInfiniteQuery({
    queryKey: adminLogKeys.pages(filters),
    enabled,
    initialPageParam: null as AuditLogCursor | null,
    getNextPageParam: (page: AuditLogRowsPage) => page.next,
    queryFn: async ({ pageParam }): Promise<AuditLogRowsPage> => {
      const repository = createAdminAuditLogsRepository(appFirestore());
      const page = await repository.listPage(filters, pageParam);
      const missing = userIdsToResolve(page.entries, new Set(emails.current.keys()));
      if (missing.length > 0) {
        for (const [userId, email] of await repository.resolveEmails(missing))
          emails.current.set(userId, email);
      }
      return {
        rows: page.entries.map((entry) => ({
          ...entry,
          userEmail: emails.current.get(entry.userId) ?? null,
        })),
        next: page.next,
      };
    },
  });
}

/** Every user, for the user filter. */
export const useAuditUsers = () =>
  useQuery({
    queryKey: adminLogKeys.users(),
    queryFn: () => createUsersRepository(appFirestore()).listAll(),
  });
