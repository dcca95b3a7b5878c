import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, assertFails, assertSucceeds, setUpRulesTests } from './rules-env';

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
    await assertSucceeds(addDoc(collection(rules.as(OWNER), 'audit_logs'), entry(OWNER)));
  });
  it('signed out cannot append', async () => {
    await assertFails(addDoc(collection(rules.as(null), 'audit_logs'), entry(OWNER)));
  });
  it('cannot append an entry with a spoofed userId', async () => {
    await assertFails(addDoc(collection(rules.as(OWNER), 'audit_logs'), entry(OTHER)));
  });
  it('refuses extra fields, missing fields, an IP address and wrong types', async () => {
    const logs = collection(rules.as(OWNER), 'audit_logs');
    await assertFails(addDoc(logs, entry(OWNER, { severity: 'high' })));
    const { ipAddress: _ip, ...withoutIp } = entry(OWNER);
    await assertFails(addDoc(logs, withoutIp));
    await assertFails(addDoc(logs, entry(OWNER, { ipAddress: '10.0.0.1' })));
    await assertFails(addDoc(logs, entry(OWNER, { details: 'text' })));
    await assertFails(addDoc(logs, entry(OWNER, { timestamp: 12 })));
    await assertFails(addDoc(logs, entry(OWNER, { action: '' })));
  });
});

describe('audit_logs: read', () => {
  it('only admins get or list entries', async () => {
    await assertFails(getDoc(doc(rules.as(null), 'audit_logs', 'seeded')));
    await assertFails(getDoc(doc(rules.as(OWNER), 'audit_logs', 'seeded')));
    await assertFails(getDoc(doc(rules.as(OTHER), 'audit_logs', 'seeded')));
    await assertFails(getDocs(collection(rules.as(OWNER), 'audit_logs')));
    await assertSucceeds(getDoc(doc(rules.as(ADMIN), 'audit_logs', 'seeded')));
    await assertSucceeds(getDocs(collection(rules.as(ADMIN), 'audit_logs')));
  });
});

describe('audit_logs: update and delete', () => {
  it('nobody, admins included, changes or deletes an entry', async () => {
    for (const uid of [null, OWNER, OTHER, ADMIN]) {
      const ref = doc(rules.as(uid), 'audit_logs', 'seeded');
      await assertFails(updateDoc(ref, { action: 'user.register' }));
      await assertFails(deleteDoc(ref));
    }
  });
});
