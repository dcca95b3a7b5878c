import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { planChange, registrationBatch } from './audited';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const profileUpdate = { city: 'Leeds', country: 'UK', updatedAt: serverTimestamp() };

describe('users: get', () => {
  it('signed out cannot read a user', async () => {
    await assertFails(rules.as(null).get(`users/${OWNER}`));
  });
  it('the owner reads their own document', async () => {
    await assertSucceeds(rules.as(OWNER).get(`users/${OWNER}`));
  });
  it("another user cannot read someone's document", async () => {
    await assertFails(rules.as(OTHER).get(`users/${OWNER}`));
  });
  it('an admin reads any user', async () => {
    await assertSucceeds(rules.as(ADMIN).get(`users/${OWNER}`));
  });
});

describe('users: list', () => {
  it('signed out, owner and other users cannot list users', async () => {
    await assertFails(rules.as(null).list('users'));
    await assertFails(rules.as(OWNER).list('users'));
    await assertFails(rules.as(OTHER).list('users'));
  });
  it('an admin lists all users', async () => {
    await assertSucceeds(rules.as(ADMIN).list('users'));
  });
});

describe('users: create', () => {
  it('a new user creates their own document with the defaults, counted on hobby, with user.register', async () => {
    await assertSucceeds(registrationBatch(rules.as('carol'), 'carol').commit());
  });
  it('refuses the document alone, without its hobby tally or without its user.register entry', async () => {
    const carol = rules.as('carol');
    await assertFails(carol.set('users/carol', { ...documents.user('carol'), planCounted: true }));
    const withoutTally = registrationBatch(carol, 'carol');
    withoutTally.delete(carol.doc('plan_tallies/hobby'));
    await assertFails(withoutTally.commit());
    const withoutEntry = registrationBatch(carol, 'carol');
    withoutEntry.delete(carol.doc('audit_logs/carol-0'));
    await assertFails(withoutEntry.commit());
    // Not counted: every new user is.
    await assertFails(registrationBatch(carol, 'carol', { planCounted: false }).commit());
  });
  it('signed out cannot create a user document', async () => {
    await assertFails(rules.as(null).set('users/carol', documents.user('carol')));
  });
  it("cannot create someone else's document", async () => {
    await assertFails(rules.as('carol').set('users/dave', documents.user('dave')));
  });
  it('cannot sign up as an admin (role escalation at sign-up)', async () => {
    await assertFails(rules.as('carol').set('users/carol', documents.user('carol', { role: 'admin' })));
  });
  it('cannot sign up on a paid plan or with a printer count', async () => {
    const db = rules.as('carol');
    await assertFails(db.set('users/carol', documents.user('carol', { planId: 'pro' })));
    await assertFails(db.set('users/carol', documents.user('carol', { printerCount: 5 })));
  });
  it('refuses extra fields, missing fields and wrong types', async () => {
    const db = rules.as('carol');
    await assertFails(db.set('users/carol', tampered(documents.user('carol'), { isAdmin: true })));
    const { city: _city, ...withoutCity } = documents.user('carol');
    await assertFails(db.set('users/carol', withoutCity));
    await assertFails(db.set('users/carol', tampered(documents.user('carol'), { electricityRate: 'cheap' })));
    await assertFails(db.set('users/carol', documents.user('carol', { email: 'someone@else.com' })));
    await assertFails(db.set('users/carol', tampered(documents.user('carol'), { createdAt: new Date(0) })));
  });
  it('cannot overwrite an existing document by "creating" it again', async () => {
    await assertFails(rules.as(OWNER).set(`users/${OWNER}`, documents.user(OWNER)));
  });
});

describe('users: update', () => {
  it('the owner changes profile fields', async () => {
    await assertSucceeds(rules.as(OWNER).update(`users/${OWNER}`, profileUpdate));
  });
  it('the owner picks an active plan, with its plan.change entry and the tallies', async () => {
    const move = { from: 'hobby', to: 'solo', printers: 0, counted: false };
    await assertFails(
      rules.as(OWNER).update(`users/${OWNER}`, { planId: 'solo', updatedAt: serverTimestamp() }),
    );
    await assertFails(planChange(rules.as(OWNER), OWNER, move, { entry: false }));
    await assertFails(planChange(rules.as(OWNER), OWNER, move, { tallies: false }));
    await assertSucceeds(planChange(rules.as(OWNER), OWNER, move));
  });
  it('the owner cannot pick an inactive or unknown plan', async () => {
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ planId: 'retired', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ planId: 'no-such-plan', updatedAt: serverTimestamp() }));
  });
  it('the owner cannot make themselves admin (update)', async () => {
    await assertFails(
      rules.as(OWNER).update(`users/${OWNER}`, {
        role: 'admin',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('the owner cannot make themselves admin (set with merge)', async () => {
    await assertFails(
      rules.as(OWNER).set(`users/${OWNER}`, { role: 'admin', updatedAt: serverTimestamp() }, { merge: true }),
    );
  });
  it('the owner cannot change createdAt, email, uid or the printer count', async () => {
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ printerCount: 0, updatedAt: serverTimestamp(), email: 'x@y.z' }));
    await assertFails(ref.update({ uid: 'mallory', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ printerCount: 9, updatedAt: serverTimestamp() }));
  });
  it('refuses wrong types and a client-chosen updatedAt', async () => {
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertFails(ref.update({ electricityRate: -1, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ city: 42, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ city: 'Leeds', updatedAt: new Date(0) }));
  });
  it('signed out and other users cannot update', async () => {
    await assertFails(rules.as(null).update(`users/${OWNER}`, profileUpdate));
    await assertFails(rules.as(OTHER).update(`users/${OWNER}`, profileUpdate));
  });
});

describe('users: delete', () => {
  it('nobody deletes a user document from the client', async () => {
    await assertFails(rules.as(null).delete(`users/${OWNER}`));
    await assertFails(rules.as(OWNER).delete(`users/${OWNER}`));
    await assertFails(rules.as(OTHER).delete(`users/${OWNER}`));
    await assertFails(rules.as(ADMIN).delete(`users/${OWNER}`));
  });
});
