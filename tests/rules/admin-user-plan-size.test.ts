// An admin cannot put a user on a plan smaller than the user's printer count (printerCount on the
// user document), alone or in the batch that moves a deleted plan's users (issue 19).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditLogId } from '@/domain/audit';
import { MOVES_PER_BATCH } from '@/domain/plan-assignment';
import { ADMIN, NON_ADMINS, OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

/** `uid` on `planId` with `printerCount` printers (seeded with the rules off). */
const userWith = (uid: string, planId: string, printerCount: number) =>
  rules.seed({ [`users/${uid}`]: documents.user(uid, { planId, printerCount }) });

const assign = (uid: string, planId: string, by: string | null = ADMIN) =>
  rules.as(by).update(`users/${uid}`, { planId, updatedAt: serverTimestamp() });

/** The admin.user.update entry the repository writes beside each move. */
const moveDetails = (uid: string, oldPlan: string, newPlan: string) => ({
  userId: uid,
  email: `${uid}@example.com`,
  oldData: { role: 'user', planId: oldPlan },
  newData: { role: 'user', planId: newPlan },
});

/**
 * Adds the admin's entries to the batch as the audit repository does: numbered on from the
 * admin's count (none yet here), the count moved on by their number in the same batch.
 */
function addAdminEntries(batch: WriteBatch, db: Firestore, entries: Array<[string, DocumentData]>) {
  entries.forEach(([action, details], index) =>
    batch.set(doc(db, 'audit_logs', auditLogId(ADMIN, index + 1)), {
      userId: ADMIN,
      action,
      details,
      timestamp: serverTimestamp(),
      ipAddress: null,
    }),
  );
  batch.update(doc(db, 'users', ADMIN), { auditSeq: entries.length });
}

describe('users: an admin assigns a plan only if it holds the user’s printers', () => {
  it('allows a plan with room, including exactly as many printers as the user has', async () => {
    await userWith(OWNER, 'solo', 2);
    await assertSucceeds(assign(OWNER, 'home')); // maxPrinters 2 == count 2
    await assertSucceeds(assign(OWNER, 'pro'));
  });

  it('refuses a plan whose maxPrinters is below the user’s printer count', async () => {
    await userWith(OWNER, 'solo', 3);
    await assertFails(assign(OWNER, 'home')); // 2 < 3
    await assertFails(assign(OWNER, 'hobby')); // 1 < 3
    await assertFails(
      rules
        .as(ADMIN)
        .update(`users/${OWNER}`, { role: 'admin', planId: 'hobby', updatedAt: serverTimestamp() }),
    );
    const stored = await rules.withoutRules((db) => getDoc(doc(db, 'users', OWNER)));
    expect(stored.get('planId')).toBe('solo');
  });

  it('an inactive plan with room may be assigned; one without room may not', async () => {
    await userWith(OWNER, 'solo', 3);
    await assertSucceeds(assign(OWNER, 'retired')); // inactive, maxPrinters 3
    await userWith(OTHER, 'solo', 4);
    await assertFails(assign(OTHER, 'retired'));
  });

  it('a user with no printerCount field counts as none', async () => {
    await rules.withoutRules((db) => updateDoc(doc(db, 'users', OWNER), { printerCount: deleteField() }));
    await assertSucceeds(assign(OWNER, 'hobby'));
  });

  it('changing only the role of a user already above their plan’s limit is allowed (the plan is not assigned)', async () => {
    await userWith(OWNER, 'hobby', 4);
    await assertSucceeds(
      rules.as(ADMIN).update(`users/${OWNER}`, { role: 'admin', updatedAt: serverTimestamp() }),
    );
  });

  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot assign someone else a plan, even one with room`, async () => {
      await userWith('carol', 'hobby', 0);
      await assertFails(assign('carol', 'pro', uid));
    });
  }
});

describe('users: the batch that moves a plan’s users and deletes the plan', () => {
  it('moves every user to a plan that holds them, audits each move and deletes the old plan, in one batch', async () => {
    await userWith(OWNER, 'home', 2);
    await userWith(OTHER, 'home', 0);
    const admin = rules.as(ADMIN);
    const batch = writeBatch(admin.db);
    for (const uid of [OWNER, OTHER]) {
      batch.update(doc(admin.db, 'users', uid), { planId: 'solo', updatedAt: serverTimestamp() });
    }
    batch.delete(doc(admin.db, 'plans', 'home'));
    addAdminEntries(batch, admin.db, [
      ['admin.user.update', moveDetails(OWNER, 'home', 'solo')],
      ['admin.user.update', moveDetails(OTHER, 'home', 'solo')],
      ['admin.plan.delete', { planId: 'home' }],
    ]);
    await assertSucceeds(batch.commit());
  });

  it('refuses the whole batch when one user does not fit the new plan', async () => {
    await userWith(OWNER, 'solo', 3);
    await userWith(OTHER, 'solo', 1);
    const admin = rules.as(ADMIN);
    const batch = writeBatch(admin.db);
    batch.update(doc(admin.db, 'users', OTHER), { planId: 'home', updatedAt: serverTimestamp() });
    batch.update(doc(admin.db, 'users', OWNER), { planId: 'home', updatedAt: serverTimestamp() });
    batch.delete(doc(admin.db, 'plans', 'solo'));
    await assertFails(batch.commit());
  });

  it('refuses moving users onto a plan the same batch deletes or shrinks below them', async () => {
    await userWith(OWNER, 'home', 2);
    const admin = rules.as(ADMIN);
    const deleting = writeBatch(admin.db);
    deleting.update(doc(admin.db, 'users', OWNER), { planId: 'solo', updatedAt: serverTimestamp() });
    deleting.delete(doc(admin.db, 'plans', 'solo'));
    await assertFails(deleting.commit());

    const shrinking = writeBatch(admin.db);
    shrinking.update(doc(admin.db, 'users', OWNER), { planId: 'solo', updatedAt: serverTimestamp() });
    shrinking.update(doc(admin.db, 'plans', 'solo'), { maxPrinters: 1, updatedAt: serverTimestamp() });
    await assertFails(shrinking.commit());
  });

  it(`a full batch (${MOVES_PER_BATCH} moves with their audit entries, the delete and its entry, the admin's count) is allowed`, async () => {
    const uids = Array.from({ length: MOVES_PER_BATCH }, (_, index) => `member-${index}`);
    await rules.withoutRules(async (db) => {
      const seeding = writeBatch(db);
      for (const uid of uids) {
        seeding.set(doc(db, 'users', uid), documents.user(uid, { planId: 'home', printerCount: index(uid) }));
      }
      await seeding.commit();
    });
    const admin = rules.as(ADMIN);
    const batch = writeBatch(admin.db);
    for (const uid of uids) {
      batch.update(doc(admin.db, 'users', uid), { planId: 'solo', updatedAt: serverTimestamp() });
    }
    batch.delete(doc(admin.db, 'plans', 'home'));
    addAdminEntries(batch, admin.db, [
      ...uids.map((uid): [string, DocumentData] => ['admin.user.update', moveDetails(uid, 'home', 'solo')]),
      ['admin.plan.delete', { planId: 'home' }],
    ]);
    await assertSucceeds(batch.commit());
  });
});

/** 0, 1 or 2 printers, by the member's number: every member fits Home and Solo. */
function index(uid: string) {
  return Number(uid.split('-')[1]) % 3;
}
