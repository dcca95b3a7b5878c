import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, testOwnerOnlyGrid, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const change = { remainingWeight: 50, status: 'used', updatedAt: serverTimestamp() };

testOwnerOnlyGrid(rules, 'spools', documents.spool, { plainDelete: true });

describe('spools: create', () => {
  it('the owner creates a spool with their uid and server timestamps', async () => {
    await assertSucceeds(rules.as(OWNER).set('spools/new', documents.spool(OWNER)));
  });
  it('accepts a catalogue filament id, location, notes and a per-spool threshold', async () => {
    await assertSucceeds(
      rules.as(OWNER).set(
        'spools/new',
        documents.spool(OWNER, {
          filamentId: 'polymaker_pla',
          location: 'Shelf A',
          notes: 'Dry',
          lowSpoolThreshold: 150,
        }),
      ),
    );
  });
  it('signed out cannot create', async () => {
    await assertFails(rules.as(null).set('spools/new', documents.spool(OWNER)));
  });
  it('cannot create a spool for someone else (other user, admin)', async () => {
    await assertFails(rules.as(OTHER).set('spools/new', documents.spool(OWNER)));
    await assertFails(rules.as(ADMIN).set('spools/new', documents.spool(OWNER)));
  });
  it('refuses remaining weight above the total weight', async () => {
    await assertFails(rules.as(OWNER).set('spools/new', documents.spool(OWNER, { remainingWeight: 1001 })));
  });
  it('refuses extra fields, missing fields, wrong types and bad values', async () => {
    const ref = rules.as(OWNER).at('spools/new');
    await assertFails(ref.set(tampered(documents.spool(OWNER), { isShared: true })));
    const { purchasePrice: _price, ...withoutPrice } = documents.spool(OWNER);
    await assertFails(ref.set(withoutPrice));
    await assertFails(ref.set(documents.spool(OWNER, { name: '' })));
    await assertFails(ref.set(tampered(documents.spool(OWNER), { weight: '1000' })));
    await assertFails(ref.set(documents.spool(OWNER, { weight: -1, remainingWeight: -1 })));
    await assertFails(ref.set(documents.spool(OWNER, { purchasePrice: -0.5 })));
    await assertFails(ref.set(tampered(documents.spool(OWNER), { status: 'empty' })));
    await assertFails(ref.set(documents.spool(OWNER, { purchaseDate: 'yesterday' })));
    await assertFails(ref.set(documents.spool(OWNER, { lowSpoolThreshold: -5 })));
    await assertFails(ref.set(tampered(documents.spool(OWNER), { createdAt: new Date(0) })));
  });
});

describe('spools: update', () => {
  beforeEach(() => rules.seed({ 'spools/s1': documents.spool(OWNER) }));
  it('the owner changes the remaining weight and status', async () => {
    await assertSucceeds(rules.as(OWNER).update('spools/s1', change));
  });
  it('the owner cannot give the spool away (userId is immutable) or change createdAt', async () => {
    const ref = rules.as(OWNER).at('spools/s1');
    await assertFails(ref.update({ userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
  it('refuses remaining above total, unknown fields and a client-chosen updatedAt', async () => {
    const ref = rules.as(OWNER).at('spools/s1');
    await assertFails(ref.update({ remainingWeight: 1200, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ weight: 500, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ colour: 'red', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ remainingWeight: 10, updatedAt: new Date(0) }));
  });
  it('signed out, another user and an admin cannot update', async () => {
    await assertFails(rules.as(null).update('spools/s1', change));
    await assertFails(rules.as(OTHER).update('spools/s1', change));
    await assertFails(rules.as(ADMIN).update('spools/s1', change));
  });
});

describe("users: the owner's low-spool threshold", () => {
  it('the owner sets a non-negative threshold on their user document', async () => {
    const ref = rules.as(OWNER).at(`users/${OWNER}`);
    await assertSucceeds(ref.update({ lowSpoolThreshold: 150, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ lowSpoolThreshold: -1, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ lowSpoolThreshold: 'low', updatedAt: serverTimestamp() }));
  });
  it("another user cannot set someone's threshold", async () => {
    await assertFails(
      rules.as(OTHER).update(`users/${OWNER}`, {
        lowSpoolThreshold: 1,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
