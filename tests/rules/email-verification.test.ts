// Issue 11 point 8: no write needs a verified email (README "Email verification"). Every write a
// user makes touches only their own data, plans cost nothing to choose (there is no billing), and
// admin rights come from the role field, never from the email. So the same writes succeed with
// email_verified false and true, and what is refused is refused either way.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { increment, serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { planChange } from './audited';
import { OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

const rules = setUpRulesTests();

const callers: [string, () => Caller][] = [
  ['an unverified email', () => rules.asUnverified(OWNER)],
  ['a verified email', () => rules.as(OWNER)],
];

for (const [label, caller] of callers) {
  describe(`a user with ${label}`, () => {
    it('creates a printer (counted batch), a spool, a material and a project', async () => {
      const db = caller();
      const batch = db.batch();
      batch.set(db.doc('printers/p1'), documents.printer(OWNER));
      batch.update(db.doc(`users/${OWNER}`), { printerCount: increment(1), lastCountedPrinterId: 'p1' });
      await assertSucceeds(batch.commit());
      await assertSucceeds(db.set('spools/s1', documents.spool(OWNER)));
      await assertSucceeds(db.set('materials/m1', documents.material(OWNER)));
      await assertSucceeds(db.set('projects/j1', documents.project(OWNER)));
    });
    it('edits the profile and changes plan', async () => {
      const db = caller();
      await assertSucceeds(db.update(`users/${OWNER}`, { city: 'Oslo', updatedAt: serverTimestamp() }));
      await assertSucceeds(planChange(db, OWNER, { from: 'hobby', to: 'pro', printers: 0, counted: false }));
    });
    it("still cannot write another user's data or make itself an admin", async () => {
      const db = caller();
      await assertFails(db.set('spools/theirs', documents.spool(OTHER)));
      await assertFails(db.update(`users/${OWNER}`, { role: 'admin', updatedAt: serverTimestamp() }));
    });
  });
}
