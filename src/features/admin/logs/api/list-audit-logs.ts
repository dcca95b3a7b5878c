import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditLogPagesQuery } from '@/queries/audit-logs';
import { usersQuery } from '@/queries/users';
import type { AuditLogQuery } from '@/repositories/admin-audit-logs';

/**
 * Audit log pages, newest first, filtered on the server. The emails of users an earlier page
 * resolved are remembered for as long as the page is open, so they are not read again.
 */
export function useAuditLogPages(filters: AuditLogQuery, enabled = true) {
  const [emails] = useState(() => new Map<string, string | null>());
  return useInfiniteQuery({ ...auditLogPagesQuery(filters, emails), enabled });
}

/** Every user, for the user filter (the same read as the users page). */
export const useAuditUsers = () => useQuery(usersQuery());
