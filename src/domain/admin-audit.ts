// Audit actions the admin area writes beyond SPEC §7's table: the issue asks for an audit
// entry on a user's role/plan edit, and catalogue add/edit are audited like delete.
export const ADMIN_EXTRA_AUDIT_ACTIONS = [
  'admin.user.update',
  'admin.filament.create',
  'admin.filament.update',
] as const;
export type AdminExtraAuditAction = (typeof ADMIN_EXTRA_AUDIT_ACTIONS)[number];

/** SPEC §6 is silent on demoting the last admin; the issue forbids it. */
export const adminUserMessages = {
  lastAdmin: 'You are the only admin. Make another user an admin before removing your own admin role.',
  updateFailed: 'Failed to update the user. Please try again.',
} as const;
