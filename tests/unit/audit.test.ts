import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_DETAILS,
  auditLogId,
  auditLogSchema,
  isAdminAuditAction,
  nextAuditSeq,
  registrationAuditLogId,
} from '@/domain/audit';

describe('audit entry ids', () => {
  it('counts from a missing or broken auditSeq as 0; register is {uid}-0', () => {
    expect([nextAuditSeq(undefined), nextAuditSeq(null), nextAuditSeq(-3), nextAuditSeq(1.5)]).toEqual([
      1, 1, 1, 1,
    ]);
    expect(nextAuditSeq(41)).toBe(42);
    expect(auditLogId('u1', 42)).toBe('u1-42');
    expect(registrationAuditLogId('u1')).toBe('u1-0');
  });
});

describe('AUDIT_DETAILS', () => {
  it('has a shape for every action, admin.* marked as admin actions', () => {
    expect(Object.keys(AUDIT_DETAILS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    // user.register, user.login, plan.change and the four invoice.* actions are the user's own.
    expect(AUDIT_ACTIONS.filter(isAdminAuditAction)).toHaveLength(AUDIT_ACTIONS.length - 7);
  });
  it('accepts exactly the keys each writer sends, within the bounds', () => {
    expect(AUDIT_DETAILS['user.login'].safeParse({ userId: 'u', email: 'a@b.co' }).success).toBe(true);
    expect(AUDIT_DETAILS['user.login'].safeParse({ userId: 'u', email: 'a@b.co', extra: 1 }).success).toBe(
      false,
    );
    expect(
      AUDIT_DETAILS['admin.plan.update'].safeParse({
        planId: 'p',
        oldData: { active: false },
        newData: { name: 'P', priceMonthly: 1, maxPrinters: 2, features: ['a'] },
      }).success,
    ).toBe(true);
    expect(
      AUDIT_DETAILS['admin.filament.create'].safeParse({ filamentId: 'f', name: 'x'.repeat(201) }).success,
    ).toBe(false);
  });
});

describe('auditLogSchema', () => {
  const stored = { id: 'e', userId: 'u', action: 'user.login', details: {}, ipAddress: null };
  it('reads a server time as ISO, and keeps an older string time as stored, marked legacy', () => {
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(auditLogSchema.parse({ ...stored, timestamp: at })).toMatchObject({
      timestamp: '2026-01-02T03:04:05.000Z',
      legacy: false,
    });
    expect(auditLogSchema.parse({ ...stored, timestamp: 'not a date' })).toMatchObject({
      timestamp: 'not a date',
      legacy: true,
    });
  });
});
