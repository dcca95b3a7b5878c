import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { Plan } from '@/domain/plans';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const newPlan = (overrides: Partial<Plan> = {}) =>
  documents.plan({ name: 'Farm', priceMonthly: 99, maxPrinters: 25, features: ['everything'], ...overrides });

describe('plans: read', () => {
  it('a visitor reads active plans with a query constrained to active == true', async () => {
    const db = rules.as(null);
    await assertSucceeds(db.list('plans', { active: true }));
    await assertSucceeds(db.get('plans/solo'));
  });
  it('a visitor cannot list all plans or read an inactive one', async () => {
    const db = rules.as(null);
    await assertFails(db.list('plans'));
    await assertFails(db.list('plans', { active: false }));
    await assertFails(db.get('plans/retired'));
  });
  it('signed-in users and admins read every plan', async () => {
    for (const uid of [OWNER, OTHER, ADMIN]) {
      await assertSucceeds(rules.as(uid).list('plans'));
      await assertSucceeds(rules.as(uid).get('plans/retired'));
    }
  });
});

describe('plans: write', () => {
  it('only an admin creates, updates and deletes plans', async () => {
    for (const uid of [null, OWNER, OTHER]) {
      const db = rules.as(uid);
      await assertFails(db.set('plans/farm', newPlan()));
      await assertFails(db.update('plans/solo', { priceMonthly: 0, updatedAt: serverTimestamp() }));
      await assertFails(db.delete('plans/solo'));
    }
    const admin = rules.as(ADMIN);
    await assertSucceeds(admin.set('plans/farm', newPlan()));
    await assertSucceeds(admin.update('plans/farm', { active: false, updatedAt: serverTimestamp() }));
    await assertSucceeds(admin.delete('plans/farm'));
  });
  it('even an admin cannot write a malformed plan', async () => {
    const admin = rules.as(ADMIN);
    await assertFails(admin.set('plans/farm', newPlan({ maxPrinters: 0 })));
    await assertFails(admin.set('plans/farm', newPlan({ priceMonthly: -1 })));
    await assertFails(admin.set('plans/farm', tampered(newPlan(), { extra: true })));
    await assertFails(admin.set('plans/farm', tampered(newPlan(), { features: 'all' })));
  });
});
