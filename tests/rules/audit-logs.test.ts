import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();
beforeEach(() => rules.seed({ 'audit_logs/seeded': entry(OWNER) }));

function entry(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    userId,
    action: 'user.login',
    details: { userId, email: `${userId}@example.com` },
    timestamp: new Date().toISOString(),
    ipAddress: null,
    ...overrides,
  };
}

describe('audit_logs: create', () => {
  it('a signed-in user appends an entry about themselves', async () => {
    await assertSucceeds(rules.as(OWNER).add('audit_logs', entry(OWNER)));
  });
  it('signed out cannot append', async () => {
    await assertFails(rules.as(null).add('audit_logs', entry(OWNER)));
  });
  it('cannot append an entry with a spoofed userId', async () => {
    await assertFails(rules.as(OWNER).add('audit_logs', entry(OTHER)));
  });
  it('refuses extra fields, missing fields, an IP address and wrong types', async () => {
    const owner = rules.as(OWNER);
    await assertFails(owner.add('audit_logs', entry(OWNER, { severity: 'high' })));
    const { ipAddress: _ip, ...withoutIp } = entry(OWNER);
    await assertFails(owner.add('audit_logs', withoutIp));
    await assertFails(owner.add('audit_logs', entry(OWNER, { ipAddress: '10.0.0.1' })));
    await assertFails(owner.add('audit_logs', entry(OWNER, { details: 'text' })));
    await assertFails(owner.add('audit_logs', entry(OWNER, { timestamp: 12 })));
    await assertFails(owner.add('audit_logs', entry(OWNER, { action: '' })));
  });
});

describe('audit_logs: read', () => {
  it('only admins get or list entries', async () => {
    await assertFails(rules.as(null).get('audit_logs/seeded'));
    await assertFails(rules.as(OWNER).get('audit_logs/seeded'));
    await assertFails(rules.as(OTHER).get('audit_logs/seeded'));
    await assertFails(rules.as(OWNER).list('audit_logs'));
    await assertSucceeds(rules.as(ADMIN).get('audit_logs/seeded'));
    await assertSucceeds(rules.as(ADMIN).list('audit_logs'));
  });
});

describe('audit_logs: update and delete', () => {
  it('nobody, admins included, changes or deletes an entry', async () => {
    for (const uid of [null, OWNER, OTHER, ADMIN]) {
      const ref = rules.as(uid).at('audit_logs/seeded');
      await assertFails(ref.update({ action: 'user.register' }));
      await assertFails(ref.delete());
    }
  });
});
