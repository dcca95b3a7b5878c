import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogId, nextAuditSeq, registrationAuditLogId, type AuditAction } from '@/domain/audit';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, tampered, type Caller } from './rules-env';

const rules = setUpRulesTests();
beforeEach(() => rules.seed({ 'audit_logs/seeded': entry(OWNER, 'user.login', login(OWNER)) }));

const login = (uid: string) => ({ userId: uid, email: `${uid}@example.com` });

/** An entry as the repository writes it: the server's time, no IP address. */
function entry(userId: string, action: string, details: DocumentData, overrides: DocumentData = {}) {
  return { userId, action, details, timestamp: serverTimestamp(), ipAddress: null, ...overrides };
}

/**
 * What the repository does: one transaction reads users/{uid}, moves auditSeq on by one and
 * writes audit_logs/{uid}-{seq}. `id` writes the entry elsewhere; `seqStep` moves the count by
 * another amount.
 */
function appendAs(
  caller: Caller,
  uid: string,
  action: AuditAction | string,
  details: DocumentData,
  { overrides = {}, id, seqStep = 1 }: { overrides?: DocumentData; id?: string; seqStep?: number } = {},
) {
  return runTransaction(caller.db, async (transaction) => {
    const userRef = caller.doc(`users/${uid}`);
    const user = await transaction.get(userRef);
    const seq = nextAuditSeq(user.get('auditSeq')) - 1 + seqStep;
    transaction.update(userRef, { auditSeq: seq });
    transaction.set(
      caller.doc(`audit_logs/${id ?? auditLogId(uid, seq)}`),
      entry(uid, action, details, overrides),
    );
  });
}

/** The same as a batch, the count read beforehand: `entries` entries written with one count step. */
function sequencedBatch(caller: Caller, uid: string, seq: number, entries: DocumentData[], ids?: string[]) {
  const batch = caller.batch();
  batch.update(caller.doc(`users/${uid}`), { auditSeq: seq });
  entries.forEach((data, index) =>
    batch.set(caller.doc(`audit_logs/${ids?.[index] ?? auditLogId(uid, seq)}`), data),
  );
  return batch.commit();
}

const storedSeq = (uid: string) =>
  rules.withoutRules(
    async (db) => (await getDoc(doc(db, 'users', uid))).data()?.auditSeq as number | undefined,
  );

/** The registration batch of the users repository: the user document and its {uid}-0 entry. */
function registerBatch(caller: Caller, uid: string, details: DocumentData, id = registrationAuditLogId(uid)) {
  const batch = caller.batch();
  batch.set(caller.doc(`users/${uid}`), documents.user(uid));
  batch.set(caller.doc(`audit_logs/${id}`), entry(uid, 'user.register', details));
  return batch.commit();
}
const registration = (uid: string) => ({ userId: uid, email: `${uid}@example.com`, initialPlan: 'hobby' });

describe('audit_logs: the happy paths of every action the app writes', () => {
  it('registration: the user document and its user.register entry in one batch', async () => {
    await assertSucceeds(registerBatch(rules.as('carol'), 'carol', registration('carol')));
    expect(await storedSeq('carol')).toBeUndefined();
  });
  it('login: a user document without auditSeq starts at 1, and each entry moves it by one', async () => {
    const owner = rules.as(OWNER);
    await assertSucceeds(appendAs(owner, OWNER, 'user.login', login(OWNER)));
    await assertSucceeds(appendAs(owner, OWNER, 'user.login', login(OWNER)));
    expect(await storedSeq(OWNER)).toBe(2);
    const stored = await rules.withoutRules(async (db) =>
      (await getDoc(doc(db, 'audit_logs', `${OWNER}-2`))).data(),
    );
    expect(stored?.timestamp).toBeInstanceOf(Timestamp);
  });
  it('plan.change names the plan the user document holds', async () => {
    await rules.seed({ [`users/${OWNER}`]: documents.user(OWNER, { planId: 'home' }) });
    await assertSucceeds(
      appendAs(rules.as(OWNER), OWNER, 'plan.change', { userId: OWNER, oldPlan: 'hobby', newPlan: 'home' }),
    );
    await assertFails(
      appendAs(rules.as(OWNER), OWNER, 'plan.change', { userId: OWNER, oldPlan: 'hobby', newPlan: 'pro' }),
    );
  });
  const adminEntries: [AuditAction, DocumentData][] = [
    ['admin.plan.create', { planId: 'farm', name: 'Farm', priceMonthly: 99.5, maxPrinters: 20 }],
    [
      'admin.plan.update',
      {
        planId: 'farm',
        oldData: { name: 'Farm', priceMonthly: 99, maxPrinters: 20, features: ['a', 'b'] },
        newData: { name: 'Farm', priceMonthly: 99, maxPrinters: 20, features: ['b', 'a'] },
      },
    ],
    ['admin.plan.update', { planId: 'farm', oldData: { active: false }, newData: { active: true } }],
    ['admin.plan.deactivate', { planId: 'farm' }],
    ['admin.plan.delete', { planId: 'farm' }],
    ['admin.filament.import', { totalProcessed: 29, imported: 28, skipped: 1 }],
    ['admin.filament.create', { filamentId: 'f1', name: 'PLA Red' }],
    ['admin.filament.update', { filamentId: 'f1', name: 'PLA Blue' }],
    ['admin.filament.delete', { filamentId: 'f1' }],
    ['admin.filament-brands.refresh', { brandsCount: 3, totalFilaments: 28 }],
    [
      'admin.user.update',
      {
        userId: OTHER,
        email: `${OTHER}@example.com`,
        oldData: { role: 'user', planId: 'hobby' },
        newData: { role: 'admin', planId: 'pro' },
      },
    ],
  ];
  for (const [action, details] of adminEntries) {
    it(`an admin records ${action}; a user cannot`, async () => {
      await assertSucceeds(appendAs(rules.as(ADMIN), ADMIN, action, details));
      await assertFails(appendAs(rules.as(OWNER), OWNER, action, details));
    });
  }
});

describe('audit_logs: the time is the server’s', () => {
  for (const [label, timestamp] of [
    ['a backdated ISO string', '2020-01-01T00:00:00.000Z'],
    ['an ISO string in the year 9999', '9999-12-31T23:59:59.999Z'],
    ['a string that is not a date', 'zzz pinned to the top'],
    ['a client Timestamp an hour ago', Timestamp.fromMillis(Date.now() - 3_600_000)],
    ['a client Timestamp in the year 9999', Timestamp.fromDate(new Date('9999-12-31T00:00:00Z'))],
    ['a number', 12],
  ] as const) {
    it(`refuses ${label}`, async () => {
      await assertFails(
        appendAs(rules.as(OWNER), OWNER, 'user.login', login(OWNER), { overrides: { timestamp } }),
      );
    });
  }
});

describe('audit_logs: only the app’s actions, about the caller', () => {
  it('refuses an action the app never writes', async () => {
    for (const action of ['user.delete', 'admin.everything', '', 'USER.LOGIN']) {
      await assertFails(appendAs(rules.as(OWNER), OWNER, action, login(OWNER)));
    }
  });
  it('refuses an admin action from a user, whatever its details', async () => {
    await assertFails(appendAs(rules.as(OWNER), OWNER, 'admin.plan.delete', { planId: 'pro' }));
    await assertFails(appendAs(rules.as(OWNER), OWNER, 'admin.user.update', login(OWNER)));
  });
  it('refuses details naming another user or another email', async () => {
    await assertFails(appendAs(rules.as(OWNER), OWNER, 'user.login', login(OTHER)));
    await assertFails(
      appendAs(rules.as(OWNER), OWNER, 'user.login', { userId: OWNER, email: `${OTHER}@example.com` }),
    );
    await assertFails(
      appendAs(rules.as(OWNER), OWNER, 'plan.change', { userId: OTHER, oldPlan: 'pro', newPlan: 'hobby' }),
    );
    // An admin's own user actions are about themselves too.
    await assertFails(appendAs(rules.as(ADMIN), ADMIN, 'user.login', login(OTHER)));
  });
  it('refuses an entry whose userId is not the caller', async () => {
    await assertFails(
      appendAs(rules.as(OWNER), OWNER, 'user.login', login(OWNER), { overrides: { userId: OTHER } }),
    );
  });
  it('signed out cannot append', async () => {
    await assertFails(rules.as(null).set(`audit_logs/${OWNER}-1`, entry(OWNER, 'user.login', login(OWNER))));
  });
});

describe('audit_logs: exactly the expected details, of bounded size', () => {
  const oneMegabyte = 'x'.repeat(1_000_000);
  it('refuses extra, missing or mistyped details', async () => {
    const owner = rules.as(OWNER);
    await assertFails(appendAs(owner, OWNER, 'user.login', { ...login(OWNER), note: 'hi' }));
    await assertFails(appendAs(owner, OWNER, 'user.login', { userId: OWNER }));
    await assertFails(appendAs(owner, OWNER, 'user.login', 'text' as unknown as DocumentData));
    await assertFails(
      appendAs(rules.as(ADMIN), ADMIN, 'admin.filament.import', {
        totalProcessed: '29',
        imported: 0,
        skipped: 0,
      }),
    );
    await assertFails(appendAs(rules.as(ADMIN), ADMIN, 'admin.plan.delete', { planId: 'pro', extra: true }));
    await assertFails(
      appendAs(rules.as(ADMIN), ADMIN, 'admin.user.update', {
        userId: OTHER,
        email: `${OTHER}@example.com`,
        oldData: { role: 'user', planId: 'hobby' },
        newData: { role: 'owner', planId: 'pro' },
      }),
    );
  });
  it('refuses a string of about 1 MB, from a user or an admin', async () => {
    await assertFails(
      appendAs(rules.as(OWNER), OWNER, 'plan.change', {
        userId: OWNER,
        oldPlan: oneMegabyte.slice(0, 900_000),
        newPlan: 'hobby',
      }),
    );
    await assertFails(
      appendAs(rules.as(ADMIN), ADMIN, 'admin.filament.create', {
        filamentId: 'f1',
        name: oneMegabyte.slice(0, 900_000),
      }),
    );
    await assertFails(
      appendAs(rules.as(ADMIN), ADMIN, 'admin.plan.create', {
        planId: 'p'.repeat(101),
        name: 'P',
        priceMonthly: 1,
        maxPrinters: 1,
      }),
    );
  });
  it('refuses extra fields, a missing field and an IP address on the entry', async () => {
    const owner = rules.as(OWNER);
    await assertFails(
      appendAs(owner, OWNER, 'user.login', login(OWNER), { overrides: { severity: 'high' } }),
    );
    await assertFails(
      appendAs(owner, OWNER, 'user.login', login(OWNER), { overrides: { ipAddress: '10.0.0.1' } }),
    );
    const batch = owner.batch();
    batch.update(owner.doc(`users/${OWNER}`), { auditSeq: 1 });
    const { ipAddress: _ip, ...withoutIp } = entry(OWNER, 'user.login', login(OWNER));
    batch.set(owner.doc(`audit_logs/${OWNER}-1`), withoutIp);
    await assertFails(batch.commit());
  });
});

describe('audit_logs: one entry per request', () => {
  it('a batch of one sequenced entry passes; two entries in one batch are refused', async () => {
    const owner = rules.as(OWNER);
    const one = entry(OWNER, 'user.login', login(OWNER));
    await assertFails(sequencedBatch(owner, OWNER, 1, [one, one], [`${OWNER}-1`, `${OWNER}-2`]));
    await assertFails(sequencedBatch(owner, OWNER, 2, [one, one], [`${OWNER}-1`, `${OWNER}-2`]));
    await assertSucceeds(sequencedBatch(owner, OWNER, 1, [one]));
  });
  it('refuses an entry without the count step, or with an id that is not {uid}-{seq}', async () => {
    const owner = rules.as(OWNER);
    await assertFails(owner.set(`audit_logs/${OWNER}-1`, entry(OWNER, 'user.login', login(OWNER))));
    await assertFails(owner.add('audit_logs', entry(OWNER, 'user.login', login(OWNER))));
    await assertFails(appendAs(owner, OWNER, 'user.login', login(OWNER), { id: `${OWNER}-7` }));
    await assertFails(appendAs(owner, OWNER, 'user.login', login(OWNER), { id: `${OTHER}-1` }));
    await assertFails(appendAs(owner, OWNER, 'user.login', login(OWNER), { seqStep: 2 }));
    await assertFails(appendAs(owner, OWNER, 'user.login', login(OWNER), { seqStep: 0 }));
  });
  it('the count moves only with its entry, by one, and only on the caller’s document', async () => {
    const owner = rules.as(OWNER);
    await assertFails(owner.update(`users/${OWNER}`, { auditSeq: 1 }));
    await assertFails(owner.update(`users/${OWNER}`, { auditSeq: -5 }));
    await assertFails(owner.update(`users/${OWNER}`, { auditSeq: 1, role: 'admin' }));
    await assertFails(appendAs(owner, OTHER, 'user.login', login(OWNER)));
    await assertSucceeds(appendAs(owner, OWNER, 'user.login', login(OWNER)));
    expect(await storedSeq(OWNER)).toBe(1);
  });
  it('an existing entry cannot be overwritten by reusing its id', async () => {
    await rules.seed({
      [`users/${OWNER}`]: documents.user(OWNER),
      [`audit_logs/${OWNER}-1`]: entry(OWNER, 'user.login', login(OWNER)),
    });
    await assertFails(appendAs(rules.as(OWNER), OWNER, 'user.login', login(OWNER)));
  });
  it('an admin is held to the same sequence', async () => {
    const admin = rules.as(ADMIN);
    await assertFails(admin.add('audit_logs', entry(ADMIN, 'admin.plan.delete', { planId: 'pro' })));
    await assertFails(
      sequencedBatch(
        admin,
        ADMIN,
        1,
        [
          entry(ADMIN, 'admin.plan.delete', { planId: 'a' }),
          entry(ADMIN, 'admin.plan.delete', { planId: 'b' }),
        ],
        [`${ADMIN}-1`, `${ADMIN}-2`],
      ),
    );
  });
});

describe('audit_logs: registration', () => {
  it('refuses a second user.register entry in the registration batch, or one at another id', async () => {
    const carol = rules.as('carol');
    const batch = carol.batch();
    batch.set(carol.doc('users/carol'), documents.user('carol'));
    batch.set(carol.doc('audit_logs/carol-0'), entry('carol', 'user.register', registration('carol')));
    batch.set(carol.doc('audit_logs/carol-x'), entry('carol', 'user.register', registration('carol')));
    await assertFails(batch.commit());
    await assertFails(registerBatch(carol, 'carol', registration('carol'), 'carol-1'));
  });
  it('refuses user.register without creating the user document, or once it exists', async () => {
    await assertFails(
      rules.as('carol').set('audit_logs/carol-0', entry('carol', 'user.register', registration('carol'))),
    );
    await assertFails(
      rules.as(OWNER).set(`audit_logs/${OWNER}-0`, entry(OWNER, 'user.register', registration(OWNER))),
    );
    await assertFails(appendAs(rules.as(OWNER), OWNER, 'user.register', registration(OWNER)));
  });
  it('refuses registration details about someone else or on another plan', async () => {
    const carol = rules.as('carol');
    await assertFails(registerBatch(carol, 'carol', { ...registration('carol'), userId: OTHER }));
    await assertFails(registerBatch(carol, 'carol', { ...registration('carol'), email: 'bob@example.com' }));
    await assertFails(registerBatch(carol, 'carol', { ...registration('carol'), initialPlan: 'pro' }));
    await assertFails(registerBatch(carol, 'carol', tampered(registration('carol'), { extra: 1 })));
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
