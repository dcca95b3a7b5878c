import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, NON_ADMINS, OWNER, documents, tampered, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();
beforeEach(() =>
  rules.seed({ 'filaments/existing': documents.filament(), 'filament_brands/sunlu': brand() }),
);

const edit = { name: 'Almond Beige', updatedAt: serverTimestamp() };
function brand(overrides: Record<string, unknown> = {}) {
  return {
    brand: 'Sunlu',
    filamentCount: 12,
    lastUpdated: serverTimestamp(),
    ...overrides,
  };
}

describe('filaments: writes', () => {
  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot create, update or delete catalogue entries`, async () => {
      const db = rules.as(uid);
      await assertFails(db.set('filaments/new', documents.filament()));
      await assertFails(db.update('filaments/existing', edit));
      await assertFails(db.delete('filaments/existing'));
    });
  }

  it('an admin creates, updates and deletes entries', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(db.set('filaments/new', documents.filament({ shrinkage: 0.4 })));
    await assertSucceeds(db.set('filaments/new-2', documents.filament({ shrinkage: null })));
    await assertSucceeds(db.update('filaments/existing', edit));
    await assertSucceeds(db.delete('filaments/existing'));
  });

  it('even an admin cannot write a malformed entry', async () => {
    const ref = rules.as(ADMIN).at('filaments/new');
    await assertFails(ref.set(tampered(documents.filament(), { extra: true })));
    await assertFails(ref.set(documents.filament({ name: '' })));
    await assertFails(ref.set(documents.filament({ density: -1 })));
    await assertFails(ref.set(tampered(documents.filament(), { diameter: '1.75' })));
    await assertFails(ref.set(documents.filament({ printTempMin: 230, printTempMax: 220 })));
    await assertFails(ref.set(tampered(documents.filament(), { shrinkage: 'low' })));
    await assertFails(ref.set(tampered(documents.filament(), { createdAt: new Date(0) })));
    await assertFails(ref.set(tampered(documents.filament(), { updatedAt: new Date(0) })));
    const { notes: _notes, ...withoutNotes } = documents.filament();
    await assertFails(ref.set(withoutNotes));
  });

  it('an admin cannot rewrite createdAt or leave updatedAt stale on update', async () => {
    const ref = rules.as(ADMIN).at('filaments/existing');
    await assertFails(ref.update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ name: 'X' }));
    // An import "creating" a present entry again is an update that changes createdAt: refused.
    await assertFails(ref.set(documents.filament()));
  });

  it('an admin commits a full 500-write import batch', async () => {
    const db = rules.as(ADMIN);
    const batch = db.batch();
    for (let index = 0; index < 500; index += 1)
      batch.set(db.doc(`filaments/bulk-${index}`), documents.filament());
    await assertSucceeds(batch.commit());
  });

  it('a crafted import batch from a non-admin is refused whole', async () => {
    const db = rules.as(OWNER);
    const batch = db.batch();
    for (let index = 0; index < 3; index += 1)
      batch.set(db.doc(`filaments/bulk-${index}`), documents.filament());
    await assertFails(batch.commit());
  });
});

describe('filament_brands: writes', () => {
  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot write brand summaries`, async () => {
      const db = rules.as(uid);
      await assertFails(db.set('filament_brands/bambu-lab', brand({ brand: 'Bambu Lab' })));
      await assertFails(db.set('filament_brands/sunlu', brand({ filamentCount: 99 })));
      await assertFails(db.delete('filament_brands/sunlu'));
    });
  }

  it('an admin writes and deletes brand summaries', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(db.set('filament_brands/bambu-lab', brand({ brand: 'Bambu Lab' })));
    await assertSucceeds(db.set('filament_brands/sunlu', brand({ filamentCount: 13 })));
    await assertSucceeds(db.delete('filament_brands/sunlu'));
  });

  it('even an admin cannot write a malformed summary', async () => {
    const ref = rules.as(ADMIN).at('filament_brands/x');
    await assertFails(ref.set(brand({ filamentCount: -1 })));
    await assertFails(ref.set(brand({ filamentCount: 1.5 })));
    await assertFails(ref.set(brand({ brand: '' })));
    await assertFails(ref.set(brand({ lastUpdated: new Date(0) })));
    await assertFails(ref.set(brand({ extra: 1 })));
  });
});
