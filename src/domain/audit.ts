import { z } from 'zod';

// Audit actions of SPEC §7.
export const AUDIT_ACTIONS = [
  'user.register',
  'user.login',
  'plan.change',
  'admin.plan.create',
  'admin.plan.update',
  'admin.plan.delete',
  'admin.plan.deactivate',
  'admin.filament.import',
  'admin.filament.delete',
  'admin.filament-brands.refresh',
  // Beyond SPEC §7's table: an admin's edit of a user's role/plan, and catalogue add/edit
  // audited like delete.
  'admin.user.update',
  'admin.filament.create',
  'admin.filament.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  ipAddress: z.null(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
