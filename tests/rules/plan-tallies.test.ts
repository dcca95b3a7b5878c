// Issue 29: each plan's tally of its users and their printers (plan_tallies/{planId}), moved by
// one user per request with the change that moves them, is what lets the rules refuse deleting a
// plan someone is on and lowering a plan's printer limit below a user's printers: before issue 29
// the app refused both and the rules allowed both.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, increment, serverTimestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  countedUser,
  planChange,
  planDelete,
  planEdit,
  recorded,
  registrationBatch,
  storedTally,
  tallyWrite,
  type PlanFields,
  seededPlanFields,
} from './audited';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

const rules = setUpRulesTests();

const tallyOf = (planId: string) =>
  rules.withoutRules(async (db) => (await getDoc(doc(db, 'plan_tallies', planId))).data());

/** Solo (5 printers) as seeded, for admin.plan.update's oldData. */
const SOLO = seededPlanFields('solo');

/** A printer created as the printers repository does, counted on the user and (`tally`) their plan. */
function printerCreate(caller: Caller, uid: string, printerId: string, from: number, tally: string | null) {
  const batch = writeBatch(caller.db);
  batch.set(caller.doc(`printers/${printerId}`), documents.printer(uid));
  batch.update(caller.doc(`users/${uid}`), { printerCount: increment(1), lastCountedPrinterId: printerId });
  if (tally) tallyWrite(batch, caller, tally, uid, from, from + 1);
  return batch.commit();
}

describe('plan tallies: moved with the user, one user per request', () => {
  it('counts a new user on hobby, and on the plan they change to', async () => {
    await assertSucceeds(registrationBatch(rules.as('carol'), 'carol').commit());
    expect(await tallyOf('hobby')).toMatchObject({
      userCount: 1,
      printerUsers: { '0': 1 },
      lastUserId: 'carol',
    });
    await assertSucceeds(
      planChange(rules.as('carol'), 'carol', { from: 'hobby', to: 'solo', printers: 0, counted: true }),
    );
    expect(await tallyOf('hobby')).toMatchObject({ userCount: 0, printerUsers: { '0': 0 } });
    expect(await tallyOf('solo')).toMatchObject({ userCount: 1, printerUsers: { '0': 1 } });
  });

  it('an older user, never counted, is counted by their first plan move (joins only)', async () => {
    const move = { from: 'hobby', to: 'solo', printers: 0, counted: false };
    // Leaving a tally that never counted them would take someone else off it.
    await assertFails(planChange(rules.as(OWNER), OWNER, { ...move, counted: true }));
    await assertSucceeds(planChange(rules.as(OWNER), OWNER, move));
    expect(await tallyOf('hobby')).toMatchObject({ userCount: 0 });
    expect(await tallyOf('solo')).toMatchObject({ userCount: 1, printerUsers: { '0': 1 } });
  });

  it('a counted user’s printer moves them on their tally, from n printers to n + 1', async () => {
    await rules.seed({
      [`users/${OWNER}`]: countedUser(OWNER, { planId: 'solo', printerCount: 2 }),
      'plan_tallies/solo': storedTally({ '2': 1, '0': 3 }),
    });
    const owner = rules.as(OWNER);
    await assertFails(printerCreate(owner, OWNER, 'p1', 2, null)); // the tally left behind
    await assertFails(printerCreate(owner, OWNER, 'p1', 0, 'solo')); // someone else's bucket
    await assertFails(printerCreate(owner, OWNER, 'p1', 2, 'hobby')); // another plan's tally
    await assertSucceeds(printerCreate(owner, OWNER, 'p1', 2, 'solo'));
    expect(await tallyOf('solo')).toMatchObject({ userCount: 4, printerUsers: { '0': 3, '2': 0, '3': 1 } });
  });

  const attacks: [string, (caller: Caller) => Promise<void>][] = [
    [
      'a step for another user (their document unchanged)',
      (caller) => {
        const batch = writeBatch(caller.db);
        tallyWrite(batch, caller, 'solo', OTHER, null, 0);
        return batch.commit();
      },
    ],
    [
      'a step with no change of the user',
      (caller) => {
        const batch = writeBatch(caller.db);
        tallyWrite(batch, caller, 'solo', OWNER, null, 0);
        return batch.commit();
      },
    ],
    [
      'userCount set by hand',
      (caller) =>
        caller.update('plan_tallies/solo', { userCount: 0, lastUserId: OWNER, updatedAt: serverTimestamp() }),
    ],
    [
      'a bucket emptied by hand',
      (caller) =>
        caller.update('plan_tallies/solo', {
          'printerUsers.4': 0,
          lastUserId: OWNER,
          updatedAt: serverTimestamp(),
        }),
    ],
    [
      'Infinity users',
      (caller) =>
        caller.set(
          'plan_tallies/solo',
          { userCount: Infinity, printerUsers: {}, lastUserId: OWNER, updatedAt: serverTimestamp() },
          { merge: true },
        ),
    ],
    ['the tally deleted', (caller) => caller.delete('plan_tallies/solo')],
    [
      'a new tally with made-up counts',
      (caller) =>
        caller.set('plan_tallies/farm', {
          userCount: 0,
          printerUsers: { ['x'.repeat(1000)]: 0 },
          lastUserId: null,
          updatedAt: serverTimestamp(),
        }),
    ],
  ];
  for (const [label, attack] of attacks) {
    it(`refuses ${label}, from the user and from an admin`, async () => {
      await rules.seed({ 'plan_tallies/solo': storedTally({ '4': 2 }) });
      await assertFails(attack(rules.as(OWNER)));
      await assertFails(attack(rules.as(ADMIN)));
      expect(await tallyOf('solo')).toMatchObject({ userCount: 2, printerUsers: { '4': 2 } });
    });
  }

  it('only admins read a tally', async () => {
    for (const uid of [null, OWNER, OTHER]) await assertFails(rules.as(uid).get('plan_tallies/hobby'));
    await assertSucceeds(rules.as(ADMIN).get('plan_tallies/hobby'));
  });
});

describe('plans: never deleted while someone is on them', () => {
  it('refuses deleting a plan its tally counts users on, even with its entry', async () => {
    await rules.seed({ 'plan_tallies/solo': storedTally({ '0': 1 }) });
    await assertFails(planDelete(rules.as(ADMIN), ADMIN, 'solo'));
    await rules.seed({ 'plan_tallies/solo': storedTally({ '0': 0 }) });
    await assertSucceeds(planDelete(rules.as(ADMIN), ADMIN, 'solo'));
  });

  it('refuses deleting a plan from before tallies until its users are counted (npm run migrate)', async () => {
    await rules.withoutRules(async (db) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'plan_tallies', 'solo'));
      await batch.commit();
    });
    await assertFails(planDelete(rules.as(ADMIN), ADMIN, 'solo'));
  });
});

describe('plans: a printer limit never goes below a user’s printers', () => {
  const lower = (maxPrinters: number, fields: Partial<PlanFields> = {}) =>
    planEdit(rules.as(ADMIN), ADMIN, 'solo', SOLO, { ...SOLO, ...fields, maxPrinters });
  const seedTally = (printerUsers: Record<string, number>) =>
    rules.seed({ 'plan_tallies/solo': storedTally(printerUsers) });

  it('lowers to the most printers a user has, not one fewer', async () => {
    await seedTally({ '0': 4, '3': 2, '1': 0 });
    await assertFails(lower(2));
    await assertFails(lower(1));
    await assertSucceeds(lower(3));
  });

  it('a count left at 0 by users who moved on does not hold the limit up', async () => {
    await seedTally({ '5': 0, '4': 0, '1': 7 });
    await assertSucceeds(lower(1));
  });

  it('raises, or edits other fields, whatever its users have', async () => {
    await seedTally({ '5': 1 });
    await assertSucceeds(lower(8));
    await assertSucceeds(
      planEdit(
        rules.as(ADMIN),
        ADMIN,
        'solo',
        { ...SOLO, maxPrinters: 8 },
        { ...SOLO, maxPrinters: 8, name: 'Solo+' },
      ),
    );
  });

  it('while a user of the plan has 50 printers or more, its limit can only be raised', async () => {
    await rules.withoutRules(async (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, 'plans', 'solo'), { maxPrinters: 80 });
      await batch.commit();
    });
    await seedTally({ '60': 1, '2': 3 });
    const from80 = (maxPrinters: number) =>
      planEdit(rules.as(ADMIN), ADMIN, 'solo', { ...SOLO, maxPrinters: 80 }, { ...SOLO, maxPrinters });
    await assertFails(from80(70));
    await assertFails(from80(40));
    await assertSucceeds(from80(90));
  });

  it('refuses lowering a plan without a tally (from before tallies) until counted', async () => {
    await rules.withoutRules(async (db) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'plan_tallies', 'solo'));
      await batch.commit();
    });
    await assertFails(lower(4));
  });

  it('refuses the lowering without its entry, or with an entry naming another limit', async () => {
    await seedTally({ '1': 2 });
    await assertFails(
      planEdit(rules.as(ADMIN), ADMIN, 'solo', SOLO, { ...SOLO, maxPrinters: 2 }, { entry: false }),
    );
    const admin = rules.as(ADMIN);
    const writes = (maxPrinters: number, said: number) =>
      recorded(
        admin,
        ADMIN,
        {
          action: 'admin.plan.update',
          details: { planId: 'solo', oldData: SOLO, newData: { ...SOLO, maxPrinters: said } },
        },
        (transaction) => {
          transaction.update(admin.doc('plans/solo'), { maxPrinters, updatedAt: serverTimestamp() });
        },
      );
    await assertFails(writes(2, 3));
    await assertSucceeds(writes(2, 2));
  });
});
