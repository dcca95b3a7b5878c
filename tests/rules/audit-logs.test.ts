import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type Transaction,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogId, nextAuditSeq, registrationAuditLogId, type AuditAction } from '@/domain/audit';
import { countedUser, planChange, recorded, registrationBatch, storedTally, tallyWrite } from './audited';
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

/**
 * An attack tried two ways, both refused: as today's app wrote entries (an ISO string time, an
 * automatic id, no count: what the rules before this change accepted) and as the app writes now
 * (the server's time, sequenced), so a refusal is for the attack itself, not for the form.
 */
async function refusedBothWays(
  caller: Caller,
  uid: string,
  action: AuditAction | string,
  details: DocumentData,
  options: { overrides?: DocumentData; id?: string; seqStep?: number } = {},
) {
  const asBefore = entry(uid, action, details, { timestamp: new Date().toISOString(), ...options.overrides });
  await assertFails(caller.add('audit_logs', asBefore));
  await assertFails(appendAs(caller, uid, action, details, options));
}

const storedSeq = (uid: string) =>
  rules.withoutRules(
    async (db) => (await getDoc(doc(db, 'users', uid))).data()?.auditSeq as number | undefined,
  );

/** The registration batch of the users repository: the user document, its tally and its {uid}-0 entry. */
function registerBatch(caller: Caller, uid: string, details: DocumentData, id = registrationAuditLogId(uid)) {
  const batch = caller.batch();
  batch.set(caller.doc(`users/${uid}`), countedUser(uid));
  tallyWrite(batch, caller, 'hobby', uid, null, 0);
  batch.set(caller.doc(`audit_logs/${id}`), entry(uid, 'user.register', details));
  return batch.commit();
}
const registration = (uid: string) => ({ userId: uid, email: `${uid}@example.com`, initialPlan: 'hobby' });

const farm = { name: 'Farm', priceMonthly: 99, maxPrinters: 20, features: ['a', 'b'] };
const FILAMENT = 'filaments/f1';

/**
 * Each admin action the app records with its change: the documents it starts from, its details,
 * and the change its request makes (writes only; the entry and the sequence step are added).
 */
function adminChanges(): {
  action: AuditAction;
  details: DocumentData;
  seeds: Record<string, DocumentData>;
  change: (admin: Caller) => (transaction: Transaction) => DocumentData | void;
}[] {
  const plan = (overrides: Partial<typeof farm & { active: boolean }> = {}) =>
    documents.plan({ id: 'farm', ...farm, active: true, ...overrides });
  const seeds = { 'plans/farm': plan(), 'plan_tallies/farm': storedTally({}) };
  return [
    {
      action: 'admin.plan.create',
      details: { planId: 'farm', name: 'Farm', priceMonthly: 99.5, maxPrinters: 20 },
      seeds: {},
      change: (admin) => (transaction) => {
        transaction.set(admin.doc('plans/farm'), plan({ priceMonthly: 99.5 }));
        transaction.set(admin.doc('plan_tallies/farm'), storedTally({}));
      },
    },
    {
      action: 'admin.plan.update',
      details: { planId: 'farm', oldData: farm, newData: { ...farm, features: ['b', 'a'] } },
      seeds,
      change: (admin) => (transaction) => {
        transaction.update(admin.doc('plans/farm'), { features: ['b', 'a'], updatedAt: serverTimestamp() });
      },
    },
    {
      action: 'admin.plan.update',
      details: { planId: 'farm', oldData: { active: false }, newData: { active: true } },
      seeds: { ...seeds, 'plans/farm': plan({ active: false }) },
      change: (admin) => (transaction) => {
        transaction.update(admin.doc('plans/farm'), { active: true, updatedAt: serverTimestamp() });
      },
    },
    {
      action: 'admin.plan.deactivate',
      details: { planId: 'farm' },
      seeds,
      change: (admin) => (transaction) => {
        transaction.update(admin.doc('plans/farm'), { active: false, updatedAt: serverTimestamp() });
      },
    },
    {
      action: 'admin.plan.delete',
      details: { planId: 'farm' },
      seeds,
      change: (admin) => (transaction) => {
        transaction.delete(admin.doc('plans/farm'));
      },
    },
    {
      action: 'admin.filament.create',
      details: { filamentId: 'f1', name: 'Galaxy Black' },
      seeds: {},
      change: (admin) => (transaction) => {
        transaction.set(admin.doc(FILAMENT), documents.filament());
      },
    },
    {
      action: 'admin.filament.update',
      details: { filamentId: 'f1', name: 'PLA Blue' },
      seeds: { [FILAMENT]: documents.filament() },
      change: (admin) => (transaction) => {
        transaction.update(admin.doc(FILAMENT), { name: 'PLA Blue', updatedAt: serverTimestamp() });
      },
    },
    {
      action: 'admin.filament.delete',
      details: { filamentId: 'f1' },
      seeds: { [FILAMENT]: documents.filament() },
      change: (admin) => (transaction) => {
        transaction.delete(admin.doc(FILAMENT));
      },
    },
    {
      action: 'admin.user.update',
      details: {
        userId: OTHER,
        email: `${OTHER}@example.com`,
        oldData: { role: 'user', planId: 'hobby' },
        newData: { role: 'admin', planId: 'pro' },
      },
      seeds: {},
      change: (admin) => (transaction) => {
        tallyWrite(transaction, admin, 'pro', OTHER, null, 0);
        transaction.update(admin.doc(`users/${OTHER}`), {
          role: 'admin',
          planId: 'pro',
          planCounted: true,
          updatedAt: serverTimestamp(),
        });
      },
    },
  ];
}

describe('audit_logs: the happy paths of every action the app writes', () => {
  it('registration: the user document, its tally and its user.register entry in one batch', async () => {
    await assertSucceeds(registrationBatch(rules.as('carol'), 'carol').commit());
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
  it('plan.change names the plan the user document held and the one it holds, in the same request', async () => {
    const move = { from: 'hobby', to: 'home', printers: 0, counted: false };
    await assertSucceeds(planChange(rules.as(OWNER), OWNER, move));
  });
  it('refuses plan.change about a change its request did not make', async () => {
    // The document is on home already (changed earlier, rules off): no change here.
    await rules.seed({ [`users/${OWNER}`]: documents.user(OWNER, { planId: 'home' }) });
    await refusedBothWays(rules.as(OWNER), OWNER, 'plan.change', {
      userId: OWNER,
      oldPlan: 'hobby',
      newPlan: 'home',
    });
    // The request changes the plan, but the entry names other plans.
    const owner = rules.as(OWNER);
    const wrong = (details: DocumentData) =>
      recorded(owner, OWNER, { action: 'plan.change', details }, (transaction) => {
        tallyWrite(transaction, owner, 'solo', OWNER, null, 0);
        return { planId: 'solo', planCounted: true, updatedAt: serverTimestamp() };
      });
    await assertFails(wrong({ userId: OWNER, oldPlan: 'hobby', newPlan: 'pro' }));
    await assertFails(wrong({ userId: OWNER, oldPlan: 'pro', newPlan: 'solo' }));
    await assertSucceeds(wrong({ userId: OWNER, oldPlan: 'home', newPlan: 'solo' }));
  });
  for (const { action, details, seeds, change } of adminChanges()) {
    it(`an admin records ${action} with its change; a user cannot`, async () => {
      await rules.seed(seeds);
      const admin = rules.as(ADMIN);
      await assertSucceeds(recorded(admin, ADMIN, { action, details }, change(admin)));
      await refusedBothWays(rules.as(OWNER), OWNER, action, details);
    });
    it(`refuses ${action} without its change (a change that did not happen)`, async () => {
      await rules.seed(seeds);
      await assertFails(appendAs(rules.as(ADMIN), ADMIN, action, details));
    });
  }
  for (const [action, details] of [
    ['admin.filament.import', { totalProcessed: 29, imported: 28, skipped: 1 }],
    ['admin.filament-brands.refresh', { brandsCount: 3, totalFilaments: 28 }],
  ] as const) {
    it(`an admin records ${action}, a summary written after its job; a user cannot`, async () => {
      await assertSucceeds(appendAs(rules.as(ADMIN), ADMIN, action, details));
      await refusedBothWays(rules.as(OWNER), OWNER, action, details);
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
      await refusedBothWays(rules.as(OWNER), OWNER, 'user.login', login(OWNER), { overrides: { timestamp } });
    });
  }
});

describe('audit_logs: only the app’s actions, about the caller', () => {
  it('refuses an action the app never writes', async () => {
    for (const action of ['user.delete', 'admin.everything', '', 'USER.LOGIN']) {
      await refusedBothWays(rules.as(OWNER), OWNER, action, login(OWNER));
    }
  });
  it('refuses an admin action from a user, whatever its details', async () => {
    await refusedBothWays(rules.as(OWNER), OWNER, 'admin.plan.delete', { planId: 'pro' });
    await refusedBothWays(rules.as(OWNER), OWNER, 'admin.user.update', login(OWNER));
  });
  it('refuses details naming another user or another email', async () => {
    await refusedBothWays(rules.as(OWNER), OWNER, 'user.login', login(OTHER));
    await refusedBothWays(rules.as(OWNER), OWNER, 'user.login', {
      userId: OWNER,
      email: `${OTHER}@example.com`,
    });
    await refusedBothWays(rules.as(OWNER), OWNER, 'plan.change', {
      userId: OTHER,
      oldPlan: 'pro',
      newPlan: 'hobby',
    });
    // An admin's own user actions are about themselves too.
    await refusedBothWays(rules.as(ADMIN), ADMIN, 'user.login', login(OTHER));
  });
  it('refuses an entry whose userId is not the caller', async () => {
    await refusedBothWays(rules.as(OWNER), OWNER, 'user.login', login(OWNER), {
      overrides: { userId: OTHER },
    });
  });
  it('signed out cannot append', async () => {
    await assertFails(rules.as(null).set(`audit_logs/${OWNER}-1`, entry(OWNER, 'user.login', login(OWNER))));
  });
});

describe('audit_logs: exactly the expected details, of bounded size', () => {
  const oneMegabyte = 'x'.repeat(1_000_000);
  it('refuses extra, missing or mistyped details', async () => {
    const owner = rules.as(OWNER);
    await refusedBothWays(owner, OWNER, 'user.login', { ...login(OWNER), note: 'hi' });
    await refusedBothWays(owner, OWNER, 'user.login', { userId: OWNER });
    await refusedBothWays(owner, OWNER, 'user.login', 'text' as unknown as DocumentData);
    await refusedBothWays(rules.as(ADMIN), ADMIN, 'admin.filament.import', {
      totalProcessed: '29',
      imported: 0,
      skipped: 0,
    });
    await refusedBothWays(rules.as(ADMIN), ADMIN, 'admin.plan.delete', { planId: 'pro', extra: true });
    await refusedBothWays(rules.as(ADMIN), ADMIN, 'admin.user.update', {
      userId: OTHER,
      email: `${OTHER}@example.com`,
      oldData: { role: 'user', planId: 'hobby' },
      newData: { role: 'owner', planId: 'pro' },
    });
  });
  it('refuses a string of about 1 MB, from a user or an admin', async () => {
    await refusedBothWays(rules.as(OWNER), OWNER, 'plan.change', {
      userId: OWNER,
      oldPlan: oneMegabyte.slice(0, 900_000),
      newPlan: 'hobby',
    });
    await refusedBothWays(rules.as(ADMIN), ADMIN, 'admin.filament.create', {
      filamentId: 'f1',
      name: oneMegabyte.slice(0, 900_000),
    });
    await refusedBothWays(rules.as(ADMIN), ADMIN, 'admin.plan.create', {
      planId: 'p'.repeat(101),
      name: 'P',
      priceMonthly: 1,
      maxPrinters: 1,
    });
  });
  it('refuses extra fields, a missing field and an IP address on the entry', async () => {
    const owner = rules.as(OWNER);
    await refusedBothWays(owner, OWNER, 'user.login', login(OWNER), { overrides: { severity: 'high' } });
    await refusedBothWays(owner, OWNER, 'user.login', login(OWNER), { overrides: { ipAddress: '10.0.0.1' } });
    const batch = owner.batch();
    batch.update(owner.doc(`users/${OWNER}`), { auditSeq: 1 });
    const { ipAddress: _ip, ...withoutIp } = entry(OWNER, 'user.login', login(OWNER));
    batch.set(owner.doc(`audit_logs/${OWNER}-1`), withoutIp);
    await assertFails(batch.commit());
  });
});

describe('audit_logs: one entry per request', () => {
  it('a batch of one sequenced entry passes; a batch of many entries is refused', async () => {
    const owner = rules.as(OWNER);
    // As the rules before this change allowed: 200 entries in one batch, ISO string times.
    const flood = owner.batch();
    for (let index = 0; index < 200; index += 1) {
      flood.set(
        owner.doc(`audit_logs/flood-${index}`),
        entry(OWNER, 'user.login', login(OWNER), { timestamp: new Date().toISOString() }),
      );
    }
    await assertFails(flood.commit());
    const one = entry(OWNER, 'user.login', login(OWNER));
    await assertFails(sequencedBatch(owner, OWNER, 1, [one, one], [`${OWNER}-1`, `${OWNER}-2`]));
    await assertFails(sequencedBatch(owner, OWNER, 2, [one, one], [`${OWNER}-1`, `${OWNER}-2`]));
    await assertSucceeds(sequencedBatch(owner, OWNER, 1, [one]));
  });
  it('a transaction appends one entry; a transaction writing two is refused', async () => {
    const owner = rules.as(OWNER);
    const twice = (step: number) =>
      runTransaction(owner.db, async (transaction) => {
        const userRef = owner.doc(`users/${OWNER}`);
        const seq = nextAuditSeq((await transaction.get(userRef)).get('auditSeq'));
        transaction.update(userRef, { auditSeq: seq + step - 1 });
        for (const n of [seq, seq + 1]) {
          transaction.set(
            owner.doc(`audit_logs/${auditLogId(OWNER, n)}`),
            entry(OWNER, 'user.login', login(OWNER)),
          );
        }
      });
    await assertFails(twice(1));
    await assertFails(twice(2));
    await assertSucceeds(appendAs(owner, OWNER, 'user.login', login(OWNER)));
    expect(await storedSeq(OWNER)).toBe(1);
  });
  it('refuses an entry without the count step, or with an id that is not {uid}-{seq}', async () => {
    const owner = rules.as(OWNER);
    await assertFails(owner.set(`audit_logs/${OWNER}-1`, entry(OWNER, 'user.login', login(OWNER))));
    await assertFails(owner.add('audit_logs', entry(OWNER, 'user.login', login(OWNER))));
    await refusedBothWays(owner, OWNER, 'user.login', login(OWNER), { id: `${OWNER}-7` });
    await refusedBothWays(owner, OWNER, 'user.login', login(OWNER), { id: `${OTHER}-1` });
    await refusedBothWays(owner, OWNER, 'user.login', login(OWNER), { seqStep: 2 });
    await refusedBothWays(owner, OWNER, 'user.login', login(OWNER), { seqStep: 0 });
  });
  it('the count moves only with its entry, by one, and only on the caller’s document', async () => {
    const owner = rules.as(OWNER);
    await assertFails(owner.update(`users/${OWNER}`, { auditSeq: 1 }));
    await assertFails(owner.update(`users/${OWNER}`, { auditSeq: -5 }));
    await assertFails(owner.update(`users/${OWNER}`, { auditSeq: 1, role: 'admin' }));
    await refusedBothWays(owner, OTHER, 'user.login', login(OWNER));
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
    await refusedBothWays(admin, ADMIN, 'admin.plan.delete', { planId: 'pro' }, { id: 'any-id' });
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
  it('never a gap: an admin, like a user, moves the count by one, with its entry', async () => {
    const admin = rules.as(ADMIN);
    const deleted = (planId: string) => entry(ADMIN, 'admin.plan.deactivate', { planId });
    // As the rules before this change allowed an admin: three entries in one step, or a step of
    // three with one entry (a gap of two).
    await assertFails(
      sequencedBatch(
        admin,
        ADMIN,
        3,
        [deleted('a'), deleted('b'), deleted('c')],
        [1, 2, 3].map((n) => `${ADMIN}-${n}`),
      ),
    );
    await assertFails(sequencedBatch(admin, ADMIN, 3, [deleted('a')], [`${ADMIN}-3`]));
    await assertFails(admin.update(`users/${ADMIN}`, { auditSeq: 2 }));
    await assertFails(
      appendAs(
        admin,
        ADMIN,
        'admin.filament.import',
        { totalProcessed: 1, imported: 1, skipped: 0 },
        { seqStep: 2 },
      ),
    );
    await assertSucceeds(
      appendAs(admin, ADMIN, 'admin.filament.import', { totalProcessed: 1, imported: 1, skipped: 0 }),
    );
    expect(await storedSeq(ADMIN)).toBe(1);
  });
});

describe('audit_logs: registration', () => {
  it('refuses a second user.register entry in the registration batch, or one at another id', async () => {
    const carol = rules.as('carol');
    const batch = carol.batch();
    batch.set(carol.doc('users/carol'), countedUser('carol'));
    tallyWrite(batch, carol, 'hobby', 'carol', null, 0);
    batch.set(carol.doc('audit_logs/carol-0'), entry('carol', 'user.register', registration('carol')));
    batch.set(carol.doc('audit_logs/carol-x'), entry('carol', 'user.register', registration('carol')));
    await assertFails(batch.commit());
    // As the rules before this change allowed: any number of entries with the user document.
    const asBefore = carol.batch();
    asBefore.set(carol.doc('users/carol'), documents.user('carol'));
    for (const id of ['a', 'b']) {
      asBefore.set(
        carol.doc(`audit_logs/${id}`),
        entry('carol', 'user.register', registration('carol'), { timestamp: new Date().toISOString() }),
      );
    }
    await assertFails(asBefore.commit());
    await assertFails(registerBatch(carol, 'carol', registration('carol'), 'carol-1'));
  });
  it('refuses user.register without creating the user document, or once it exists', async () => {
    await assertFails(
      rules.as('carol').set('audit_logs/carol-0', entry('carol', 'user.register', registration('carol'))),
    );
    await assertFails(
      rules.as(OWNER).set(`audit_logs/${OWNER}-0`, entry(OWNER, 'user.register', registration(OWNER))),
    );
    await refusedBothWays(rules.as(OWNER), OWNER, 'user.register', registration(OWNER));
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
