import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  ADMIN,
  OTHER,
  OWNER,
  assertFails,
  assertSucceeds,
  documents,
  setUpRulesTests,
  tampered,
} from './rules-env';

const rules = setUpRulesTests();

const change = { bedTemp: 65, updatedAt: serverTimestamp() };

describe('materials: get', () => {
  beforeEach(() => rules.seed({ 'materials/m1': documents.material(OWNER) }));
  it('signed out cannot read', async () => {
    await assertFails(rules.as(null).get('materials/m1'));
  });
  it('the owner reads their material', async () => {
    await assertSucceeds(rules.as(OWNER).get('materials/m1'));
  });
  it('another user and an admin cannot read it', async () => {
    await assertFails(rules.as(OTHER).get('materials/m1'));
    await assertFails(rules.as(ADMIN).get('materials/m1'));
  });
});

describe('materials: list', () => {
  beforeEach(() =>
    rules.seed({ 'materials/m1': documents.material(OWNER), 'materials/m2': documents.material(OTHER) }),
  );
  const ownerQuery = (uid: string | null, ownerUid: string) =>
    rules.as(uid).list('materials', { userId: ownerUid });
  it('the owner lists with the owner filter', async () => {
    await assertSucceeds(ownerQuery(OWNER, OWNER));
  });
  it('nobody lists without the owner filter', async () => {
    await assertFails(rules.as(OWNER).list('materials'));
    await assertFails(rules.as(ADMIN).list('materials'));
  });
  it("signed out, another user and an admin cannot list someone's materials", async () => {
    await assertFails(ownerQuery(null, OWNER));
    await assertFails(ownerQuery(OTHER, OWNER));
    await assertFails(ownerQuery(ADMIN, OWNER));
  });
});

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

describe('materials: delete', () => {
  beforeEach(() => rules.seed({ 'materials/m1': documents.material(OWNER) }));
  it('signed out, another user and an admin cannot delete', async () => {
    await assertFails(rules.as(null).delete('materials/m1'));
    await assertFails(rules.as(OTHER).delete('materials/m1'));
    await assertFails(rules.as(ADMIN).delete('materials/m1'));
  });
  it('the owner deletes their material', async () => {
    await assertSucceeds(rules.as(OWNER).delete('materials/m1'));
  });
});
