import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  ADMIN,
  NON_ADMINS,
  OWNER,
  assertFails,
  assertSucceeds,
  documents,
  tampered,
  setUpRulesTests,
} from './rules-env';

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
      await assertFails(setDoc(doc(db, 'filaments', 'new'), documents.filament()));
      await assertFails(updateDoc(doc(db, 'filaments', 'existing'), edit));
      await assertFails(deleteDoc(doc(db, 'filaments', 'existing')));
    });
  }

  it('an admin creates, updates and deletes entries', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(setDoc(doc(db, 'filaments', 'new'), documents.filament({ shrinkage: 0.4 })));
    await assertSucceeds(setDoc(doc(db, 'filaments', 'new-2'), documents.filament({ shrinkage: null })));
    await assertSucceeds(updateDoc(doc(db, 'filaments', 'existing'), edit));
    await assertSucceeds(deleteDoc(doc(db, 'filaments', 'existing')));
  });

  it('even an admin cannot write a malformed entry', async () => {
    const db = rules.as(ADMIN);
    const ref = doc(db, 'filaments', 'new');
    await assertFails(setDoc(ref, tampered(documents.filament(), { extra: true })));
    await assertFails(setDoc(ref, documents.filament({ name: '' })));
    await assertFails(setDoc(ref, documents.filament({ density: -1 })));
    await assertFails(setDoc(ref, tampered(documents.filament(), { diameter: '1.75' })));
    await assertFails(setDoc(ref, documents.filament({ printTempMin: 230, printTempMax: 220 })));
    await assertFails(setDoc(ref, tampered(documents.filament(), { shrinkage: 'low' })));
    await assertFails(setDoc(ref, tampered(documents.filament(), { createdAt: new Date(0) })));
    await assertFails(setDoc(ref, tampered(documents.filament(), { updatedAt: new Date(0) })));
    const { notes: _notes, ...withoutNotes } = documents.filament();
    await assertFails(setDoc(ref, withoutNotes));
  });

  it('an admin cannot rewrite createdAt or leave updatedAt stale on update', async () => {
    const ref = doc(rules.as(ADMIN), 'filaments', 'existing');
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'X' }));
    // An import "creating" a present entry again is an update that changes createdAt: refused.
    await assertFails(setDoc(ref, documents.filament()));
  });

  it('an admin commits a full 500-write import batch', async () => {
    const db = rules.as(ADMIN);
    const batch = writeBatch(db);
    for (let index = 0; index < 500; index += 1)
      batch.set(doc(db, 'filaments', `bulk-${index}`), documents.filament());
    await assertSucceeds(batch.commit());
  });

  it('a crafted import batch from a non-admin is refused whole', async () => {
    const db = rules.as(OWNER);
    const batch = writeBatch(db);
    for (let index = 0; index < 3; index += 1)
      batch.set(doc(db, 'filaments', `bulk-${index}`), documents.filament());
    await assertFails(batch.commit());
  });
});

describe('filament_brands: writes', () => {
  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot write brand summaries`, async () => {
      const db = rules.as(uid);
      await assertFails(setDoc(doc(db, 'filament_brands', 'bambu-lab'), brand({ brand: 'Bambu Lab' })));
      await assertFails(setDoc(doc(db, 'filament_brands', 'sunlu'), brand({ filamentCount: 99 })));
      await assertFails(deleteDoc(doc(db, 'filament_brands', 'sunlu')));
    });
  }

  it('an admin writes and deletes brand summaries', async () => {
    const db = rules.as(ADMIN);
    await assertSucceeds(setDoc(doc(db, 'filament_brands', 'bambu-lab'), brand({ brand: 'Bambu Lab' })));
    await assertSucceeds(setDoc(doc(db, 'filament_brands', 'sunlu'), brand({ filamentCount: 13 })));
    await assertSucceeds(deleteDoc(doc(db, 'filament_brands', 'sunlu')));
  });

  it('even an admin cannot write a malformed summary', async () => {
    const ref = doc(rules.as(ADMIN), 'filament_brands', 'x');
    await assertFails(setDoc(ref, brand({ filamentCount: -1 })));
    await assertFails(setDoc(ref, brand({ filamentCount: 1.5 })));
    await assertFails(setDoc(ref, brand({ brand: '' })));
    await assertFails(setDoc(ref, brand({ lastUpdated: new Date(0) })));
    await assertFails(setDoc(ref, brand({ extra: 1 })));
  });
});
