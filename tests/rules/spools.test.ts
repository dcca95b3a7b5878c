import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, increment, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  OTHER,
  OWNER,
  documents,
  testOwnerOnlyGrid,
  setUpRulesTests,
  tampered,
  type Caller,
} from './rules-env';

const rules = setUpRulesTests();

const change = { status: 'used', location: 'Shelf B', updatedAt: serverTimestamp() };

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
  it('the owner changes the status and location (a weight moves only with its ledger: spool-ledger.test.ts)', async () => {
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

// Issue 15's low-spool count, since issue 29 over the margin every spool stores over its own
// threshold (ownThresholdMargin = remaining - threshold, null without one): it moves with the same
// increment as the remaining weight, so a device deciding offline keeps it right. A crafted client
// must not hide a low spool from the count, nor count a full one.
describe('spools: the stored margin must agree with the spool', () => {
  const lowOwn = { remainingWeight: 40, status: 'used', lowSpoolThreshold: 50 } as const;

  it('a create stores the margin the spool gives, and nothing else', async () => {
    const ref = rules.as(OWNER).at('spools/new');
    await assertSucceeds(ref.set(documents.spool(OWNER, lowOwn)));
    expect(documents.spool(OWNER, lowOwn).ownThresholdMargin).toBe(-10);
    // Low by its own threshold, stored as not low (hidden from the count); full stored as low.
    await assertFails(ref.set(tampered(documents.spool(OWNER, lowOwn), { ownThresholdMargin: 10 })));
    await assertFails(ref.set(tampered(documents.spool(OWNER), { ownThresholdMargin: -1 })));
    // No own threshold but a margin; not a number; missing.
    await assertFails(ref.set(tampered(documents.spool(OWNER), { ownThresholdMargin: 5 })));
    await assertFails(ref.set(tampered(documents.spool(OWNER, lowOwn), { ownThresholdMargin: '-10' })));
    const { ownThresholdMargin: _margin, ...withoutMargin } = documents.spool(OWNER, lowOwn);
    await assertFails(ref.set(withoutMargin));
  });

  it('refuses NaN and Infinity that would make any margin look right', async () => {
    const ref = rules.as(OWNER).at('spools/new');
    await assertFails(ref.set(tampered(documents.spool(OWNER), { remainingWeight: NaN })));
    await assertFails(
      ref.set(tampered(documents.spool(OWNER), { remainingWeight: -Infinity, lowSpoolThreshold: 50 })),
    );
    await assertFails(
      ref.set(
        tampered(documents.spool(OWNER), { lowSpoolThreshold: Infinity, ownThresholdMargin: -Infinity }),
      ),
    );
    await assertFails(ref.set(tampered(documents.spool(OWNER, lowOwn), { ownThresholdMargin: NaN })));
  });

  describe('on update', () => {
    beforeEach(() => rules.seed({ 'spools/s1': documents.spool(OWNER, { lowSpoolThreshold: 50 }) }));
    const at = (changes: DocumentData) => ({ ...changes, updatedAt: serverTimestamp() });
    /** A weigh-in of -760 g (to 40 g): the entry, the spool and its margin by increment. */
    const weighIn = (db: Caller, margin: DocumentData) => {
      const batch = db.batch();
      batch.set(db.doc('spools/s1/ledger/w-1'), {
        userId: OWNER,
        spoolId: 's1',
        kind: 'weigh-in',
        grams: -760,
        pricePerGram: 24.99 / 1000,
        runId: null,
        label: '',
        note: '',
        createdAt: serverTimestamp(),
      });
      batch.update(
        db.doc('spools/s1'),
        at({ remainingWeight: increment(-760), lastEntryId: 'w-1', ...margin }),
      );
      return batch;
    };

    it('a change of remaining weight moves the margin by the same increment', async () => {
      await assertFails(weighIn(rules.as(OWNER), {}).commit());
      await assertFails(weighIn(rules.as(OWNER), { ownThresholdMargin: increment(-700) }).commit());
      await assertSucceeds(weighIn(rules.as(OWNER), { ownThresholdMargin: increment(-760) }).commit());
      expect((await rules.withoutRules(async (db) => getDoc(doc(db, 'spools/s1')))).data()).toMatchObject({
        remainingWeight: 40,
        ownThresholdMargin: -10,
      });
    });

    it('a change of threshold sets the margin it gives; status and other fields need none', async () => {
      const ref = rules.as(OWNER).at('spools/s1');
      await assertFails(ref.update(at({ lowSpoolThreshold: null })));
      await assertSucceeds(ref.update(at({ lowSpoolThreshold: null, ownThresholdMargin: null })));
      await assertFails(ref.update(at({ lowSpoolThreshold: 900 })));
      await assertSucceeds(ref.update(at({ lowSpoolThreshold: 900, ownThresholdMargin: -100 })));
      await assertSucceeds(ref.update(at({ status: 'done', location: 'Shelf C' })));
      await assertFails(ref.update(at({ ownThresholdMargin: 5 })));
    });

    it('in a batch, the wrong margin refuses every write of it', async () => {
      const db = rules.as(OWNER);
      const batch = weighIn(db, { ownThresholdMargin: 10 });
      batch.set(db.doc('spools/s2'), documents.spool(OWNER));
      await assertFails(batch.commit());
      const stored = await rules.withoutRules(async (admin) =>
        (await getDoc(doc(admin, 'spools/s2'))).exists(),
      );
      expect(stored).toBe(false);
    });
  });

  it('a spool stored before the margin goes on without it (its old flag any true/false) until it is given one', async () => {
    const { ownThresholdMargin: _margin, ...legacy } = documents.spool(OWNER, { lowSpoolThreshold: 50 });
    await rules.seed({ 'spools/s1': { ...legacy, lowByOwnThreshold: false } });
    const ref = rules.as(OWNER).at('spools/s1');
    await assertSucceeds(
      ref.update({ location: 'Shelf D', lowByOwnThreshold: true, updatedAt: serverTimestamp() }),
    );
    await assertFails(ref.update({ lowByOwnThreshold: 'yes', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ ownThresholdMargin: 1, updatedAt: serverTimestamp() }));
    await assertSucceeds(ref.update({ ownThresholdMargin: 750, updatedAt: serverTimestamp() }));
    // Once stored, it stays.
    await assertFails(ref.update({ ownThresholdMargin: deleteField(), updatedAt: serverTimestamp() }));
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
