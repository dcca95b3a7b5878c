import { collection, getDocs } from 'firebase/firestore';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLogRepository } from '@/repositories/audit-logs';
import { createPlansRepository } from '@/repositories/plans';
import { createUsersRepository } from '@/repositories/users';
import {
  adminFirestore,
  createTestClient,
  promoteToAdmin,
  seedBuiltInPlans,
  signedUpClient,
  type TestClient,
} from '../support/emulators';

const disposables: TestClient[] = [];
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});
beforeAll(async () => {
  await seedBuiltInPlans();
});

async function newUser() {
  const client = await signedUpClient();
  disposables.push(client);
  return client;
}

describe('users repository against the emulator', () => {
  it('creates a new user with the defaults of SPEC §3 and its user.register entry in one batch', async () => {
    const { db, uid, email } = await newUser();
    const users = createUsersRepository(db);
    expect(await users.get(uid)).toBeNull();
    const created = await users.loadOrCreateProfile(uid, email);
    const profile = await users.get(uid);
    expect(created).toEqual(profile);
    const entries = await adminFirestore().collection('audit_logs').where('userId', '==', uid).get();
    expect(entries.docs.map((entry) => entry.id)).toEqual([`${uid}-0`]);
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        action: 'user.register',
        details: { userId: uid, email, initialPlan: 'hobby' },
      }),
    ]);
    // A second load reads the document and writes nothing more.
    await users.loadOrCreateProfile(uid, email);
    expect((await adminFirestore().collection('audit_logs').where('userId', '==', uid).get()).size).toBe(1);
    expect(profile).toMatchObject({
      uid,
      email,
      businessName: null,
      planId: 'hobby',
      role: 'user',
      currency: 'USD',
      electricityRate: 0.12,
      printerCount: 0,
    });
    expect(profile?.createdAt).toBeInstanceOf(Date);
  });

  it("cannot read another user's document", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await createUsersRepository(alice.db).loadOrCreateProfile(alice.uid, alice.email);
    await expect(createUsersRepository(bob.db).get(alice.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('lists every user for an admin only', async () => {
    const member = await newUser();
    await createUsersRepository(member.db).loadOrCreateProfile(member.uid, member.email);
    await expect(createUsersRepository(member.db).listAll()).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await promoteToAdmin(member.uid);
    const everyone = await createUsersRepository(member.db).listAll();
    expect(everyone.map((user) => user.uid)).toContain(member.uid);
  });
});

describe('audit log repository against the emulator', () => {
  it('appends entries {uid}-1, {uid}-2 with the server time and a null IP address, counting them on the user', async () => {
    const { db, uid, email } = await newUser();
    await createUsersRepository(db).loadOrCreateProfile(uid, email);
    const before = Date.now();
    const audit = createAuditLogRepository(db);
    expect(await audit.append(uid, 'user.login', { userId: uid, email })).toBe(true);
    expect(await audit.append(uid, 'user.login', { userId: uid, email })).toBe(true);
    const stored = await adminFirestore()
      .collection('audit_logs')
      .where('userId', '==', uid)
      .where('action', '==', 'user.login')
      .get();
    expect(stored.docs.map((entry) => entry.id).sort()).toEqual([`${uid}-1`, `${uid}-2`]);
    const entry = stored.docs[0]!.data();
    expect(entry).toMatchObject({ action: 'user.login', details: { userId: uid, email }, ipAddress: null });
    expect(entry.timestamp).toBeInstanceOf(AdminTimestamp);
    expect((entry.timestamp as AdminTimestamp).toMillis()).toBeGreaterThanOrEqual(before - 5000);
    expect((await adminFirestore().doc(`users/${uid}`).get()).get('auditSeq')).toBe(2);
  });

  it('only logs (never throws) when the write is refused, e.g. for another user', async () => {
    const { db } = await newUser();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(
        await createAuditLogRepository(db).append('someone-else', 'user.login', {
          userId: 'someone-else',
          email: 'x@example.com',
        }),
      ).toBe(false);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it('cannot be read back by its author', async () => {
    const { db, uid } = await newUser();
    await expect(getDocs(collection(db, 'audit_logs'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(uid).toBeTruthy();
  });
});

describe('plans repository against the emulator', () => {
  it('a visitor reads the active plans, cheapest first', async () => {
    const visitor = createTestClient();
    disposables.push(visitor);
    const plans = await createPlansRepository(visitor.db).listActive();
    expect(plans.map((plan) => plan.id)).toEqual(['hobby', 'home', 'solo', 'pro']);
  });
});
