import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, getDocs, orderBy, query, serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

// The read side of the shared catalogue (the spool search). Writes are tested with the admin rules.
const rules = setUpRulesTests();
beforeEach(() =>
  rules.seed({
    'filaments/polymaker_pla_black': documents.filament(),
    'filament_brands/polymaker': { brand: 'Polymaker', filamentCount: 1, lastUpdated: serverTimestamp() },
  }),
);

const readers = [
  ['the owner', OWNER],
  ['another user', OTHER],
  ['an admin', ADMIN],
] as const;

describe('filaments: read', () => {
  it('signed out cannot get, list or query filaments', async () => {
    const db = rules.as(null);
    await assertFails(db.get('filaments/polymaker_pla_black'));
    await assertFails(db.list('filaments'));
    await assertFails(db.list('filaments', { brand: 'Polymaker' }));
  });
  for (const [who, uid] of readers) {
    it(`${who} gets a filament, lists the catalogue and queries one brand`, async () => {
      const db = rules.as(uid);
      await assertSucceeds(db.get('filaments/polymaker_pla_black'));
      await assertSucceeds(db.list('filaments'));
      await assertSucceeds(db.list('filaments', { brand: 'Polymaker' }));
    });
  }
  it('a signed-in member cannot write the catalogue', async () => {
    await assertFails(rules.as(OWNER).set('filaments/mine', documents.filament()));
  });
});

describe('filament_brands: read', () => {
  it('signed out cannot read brands', async () => {
    const db = rules.as(null);
    await assertFails(db.get('filament_brands/polymaker'));
    await assertFails(getDocs(query(collection(db.db, 'filament_brands'), orderBy('brand'))));
  });
  for (const [who, uid] of readers) {
    it(`${who} reads brands ordered by brand`, async () => {
      const db = rules.as(uid);
      await assertSucceeds(db.get('filament_brands/polymaker'));
      await assertSucceeds(getDocs(query(collection(db.db, 'filament_brands'), orderBy('brand'))));
    });
  }
  it('a signed-in member cannot write brands', async () => {
    await assertFails(
      rules.as(OWNER).set('filament_brands/mine', {
        brand: 'Mine',
        filamentCount: 1,
        lastUpdated: serverTimestamp(),
      }),
    );
  });
});
