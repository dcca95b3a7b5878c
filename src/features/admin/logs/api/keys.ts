import type { AuditLogQuery } from '@/repositories/admin-audit-logs';

export const adminLogKeys = {
  all: ['admin', 'audit-logs'] as const,
  pages: (filters: AuditLogQuery) => [...adminLogKeys.all, 'pages', filters] as const,
  users: () => [...adminLogKeys.all, 'users'] as const,
};
