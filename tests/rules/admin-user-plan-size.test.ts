// An admin cannot put a user on a plan smaller than the user's printer count (printerCount on the
// user document), alone or while moving a deleted plan's users (issue 19); each move is its own
// request with its admin.user.update entry and the user's step on both tallies (issue 29).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Transaction,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditLogId } from '@/domain/audit';
import { accessEdit, countedUser, entryData, planDelete, recorded, storedTally, tallyWrite } from './audited';
import { ADMIN, NON_ADMINS, OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

/** `uid` on `planId` with `printerCount` printers (seeded with the rules off, not counted). */
const userWith = (uid: string, planId: string, printerCount: number) =>
  rules.seed({ [`users/${uid}`]: documents.user(uid, { planId, printerCount }) });

/** The admin repository's move of `uid` from `from` to `to` (its entry and the new plan's tally). */
const assign = (uid: string, from: string, to: string, printers: number, by: string | null = ADMIN) =>
  accessEdit(rules.as(by), by ?? 'nobody', uid, {
    from: { role: 'user', planId: from },
    to: { role: 'user', planId: to },
    printers,
  });

describe('users: an admin assigns a plan only if it holds the user’s printers', () => {
  it('allows a plan with room, including exactly as many printers as the user has', async () => {
    await userWith(OWNER, 'solo', 2);
    await assertSucceeds(assign(OWNER, 'solo', 'home', 2)); // maxPrinters 2 == count 2
    await rules.seed({ [`users/${OTHER}`]: documents.user(OTHER, { planId: 'solo', printerCount: 2 }) });
    await assertSucceeds(assign(OTHER, 'solo', 'pro', 2));
  });

  it('refuses a plan whose maxPrinters is below the user’s printer count', async () => {
    await userWith(OWNER, 'solo', 3);
    await assertFails(assign(OWNER, 'solo', 'home', 3)); // 2 < 3
    await assertFails(assign(OWNER, 'solo', 'hobby', 3)); // 1 < 3
    await assertFails(
      accessEdit(rules.as(ADMIN), ADMIN, OWNER, {
        from: { role: 'user', planId: 'solo' },
        to: { role: 'admin', planId: 'hobby' },
        printers: 3,
      }),
    );
    const stored = await rules.withoutRules((db) => getDoc(doc(db, 'users', OWNER)));
    expect(stored.get('planId')).toBe('solo');
  });

  it('an inactive plan with room may be assigned; one without room may not', async () => {
    await userWith(OWNER, 'solo', 3);
    await assertSucceeds(assign(OWNER, 'solo', 'retired', 3)); // inactive, maxPrinters 3
    await userWith(OTHER, 'solo', 4);
    await assertFails(assign(OTHER, 'solo', 'retired', 4));
  });

  it('a user with no printerCount field is moved only once counted (npm run migrate)', async () => {
    await rules.withoutRules((db) => updateDoc(doc(db, 'users', OWNER), { printerCount: deleteField() }));
    await assertFails(assign(OWNER, 'hobby', 'home', 0));
  });

  it('changing only the role of a user already above their plan’s limit is allowed (the plan is not assigned)', async () => {
    await userWith(OWNER, 'hobby', 4);
    await assertSucceeds(
      accessEdit(rules.as(ADMIN), ADMIN, OWNER, {
        from: { role: 'user', planId: 'hobby' },
        to: { role: 'admin', planId: 'hobby' },
      }),
    );
  });

  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot assign someone else a plan, even one with room`, async () => {
      await userWith('carol', 'hobby', 0);
      await assertFails(assign('carol', 'hobby', 'pro', 0, uid));
    });
  }
});

describe('users: moving a deleted plan’s users, one request each', () => {
  it('moves each counted user with their entry and both tallies, then deletes the empty plan', async () => {
    await rules.seed({
      [`users/${OWNER}`]: countedUser(OWNER, { planId: 'home', printerCount: 2 }),
      [`users/${OTHER}`]: countedUser(OTHER, { planId: 'home', printerCount: 0 }),
      'plan_tallies/home': storedTally({ '0': 1, '2': 1 }),
    });
    const admin = rules.as(ADMIN);
    const move = (uid: string, printers: number) =>
      accessEdit(admin, ADMIN, uid, {
        from: { role: 'user', planId: 'home' },
        to: { role: 'user', planId: 'solo' },
        printers,
        counted: true,
      });
    await assertSucceeds(move(OWNER, 2));
    await assertFails(planDelete(admin, ADMIN, 'home')); // OTHER is still on it
    await assertSucceeds(move(OTHER, 0));
    await assertSucceeds(planDelete(admin, ADMIN, 'home'));
    const tally = await rules.withoutRules((db) => getDoc(doc(db, 'plan_tallies', 'solo')));
    expect(tally.data()).toMatchObject({ userCount: 2, printerUsers: { '0': 1, '2': 1 } });
  });

  it('refuses two users moved in one request (their entries would be two, the tally step one)', async () => {
    await rules.seed({
      [`users/${OWNER}`]: countedUser(OWNER, { planId: 'home', printerCount: 0 }),
      [`users/${OTHER}`]: countedUser(OTHER, { planId: 'home', printerCount: 0 }),
      'plan_tallies/home': storedTally({ '0': 2 }),
    });
    const admin = rules.as(ADMIN);
    const batch = writeBatch(admin.db);
    for (const [index, uid] of [OWNER, OTHER].entries()) {
      batch.update(admin.doc(`users/${uid}`), { planId: 'solo', updatedAt: serverTimestamp() });
      tallyWrite(batch, admin, 'home', uid, 0, null);
      tallyWrite(batch, admin, 'solo', uid, null, 0);
      batch.set(
        admin.doc(`audit_logs/${auditLogId(ADMIN, index + 1)}`),
        entryData(ADMIN, {
          action: 'admin.user.update',
          details: {
            userId: uid,
            email: `${uid}@example.com`,
            oldData: { role: 'user', planId: 'home' },
            newData: { role: 'user', planId: 'solo' },
          },
        }),
      );
    }
    batch.update(admin.doc(`users/${ADMIN}`), { auditSeq: 2 });
    await assertFails(batch.commit());
  });

  it('refuses moving a user onto a plan the same request deletes or shrinks below them', async () => {
    // The move is complete (its entry, its tally); the plan's change rides with it. (Each would
    // need its own entry, and one request records one change.)
    await userWith(OWNER, 'home', 2);
    const admin = rules.as(ADMIN);
    const moveAnd = (change: (transaction: Transaction) => void) =>
      recorded(
        admin,
        ADMIN,
        {
          action: 'admin.user.update',
          details: {
            userId: OWNER,
            email: `${OWNER}@example.com`,
            oldData: { role: 'user', planId: 'home' },
            newData: { role: 'user', planId: 'solo' },
          },
        },
        (transaction) => {
          transaction.update(admin.doc(`users/${OWNER}`), {
            planId: 'solo',
            planCounted: true,
            updatedAt: serverTimestamp(),
          });
          tallyWrite(transaction, admin, 'solo', OWNER, null, 2);
          change(transaction);
        },
      );
    await assertFails(moveAnd((transaction) => transaction.delete(admin.doc('plans/solo'))));
    await assertFails(
      moveAnd((transaction) =>
        transaction.update(admin.doc('plans/solo'), { maxPrinters: 1, updatedAt: serverTimestamp() }),
      ),
    );
    await assertSucceeds(moveAnd(() => {}));
  });
});
