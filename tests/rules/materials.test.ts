import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, testOwnerOnlyGrid, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const change = { bedTemp: 65, updatedAt: serverTimestamp() };

testOwnerOnlyGrid(rules, 'materials', documents.material, { plainDelete: true });

describe('materials: create', () => {
  it('the owner creates a material, also in an import batch', async () => {
    const db = rules.as(OWNER);
    await assertSucceeds(db.set('materials/new', documents.material(OWNER)));
    const batch = db.batch();
    batch.set(
      db.doc('materials/a'),
      documents.material(OWNER, { material: 'ABS', extruderTemp: 0, bedTemp: 0 }),
    );
    batch.set(db.doc('materials/b'), documents.material(OWNER, { material: 'PETG' }));
    await assertSucceeds(batch.commit());
  });
  it('signed out, another user and an admin cannot create for the owner', async () => {
    await assertFails(rules.as(null).set('materials/new', documents.material(OWNER)));
    await assertFails(rules.as(OTHER).set('materials/new', documents.material(OWNER)));
    await assertFails(rules.as(ADMIN).set('materials/new', documents.material(OWNER)));
  });
  it('refuses extra or missing fields, wrong types and negative numbers', async () => {
    const ref = rules.as(OWNER).at('materials/new');
    await assertFails(ref.set(tampered(documents.material(OWNER), { colour: 'red' })));
    const { bedTemp: _bed, ...withoutBed } = documents.material(OWNER);
    await assertFails(ref.set(withoutBed));
    await assertFails(ref.set(documents.material(OWNER, { material: '' })));
    await assertFails(ref.set(tampered(documents.material(OWNER), { density: '1.24' })));
    await assertFails(ref.set(documents.material(OWNER, { extruderTemp: -1 })));
    await assertFails(ref.set(tampered(documents.material(OWNER), { updatedAt: new Date(0) })));
  });
});

describe('materials: update', () => {
  beforeEach(() => rules.seed({ 'materials/m1': documents.material(OWNER) }));
  it('the owner edits their material', async () => {
    await assertSucceeds(rules.as(OWNER).update('materials/m1', change));
  });
  it('userId and createdAt are immutable; types are checked', async () => {
    const ref = rules.as(OWNER).at('materials/m1');
    await assertFails(ref.update({ userId: OTHER, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ density: -2, updatedAt: serverTimestamp() }));
  });
  it('signed out, another user and an admin cannot update', async () => {
    await assertFails(rules.as(null).update('materials/m1', change));
    await assertFails(rules.as(OTHER).update('materials/m1', change));
    await assertFails(rules.as(ADMIN).update('materials/m1', change));
  });
});
