import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { Plan } from '@/domain/plans';
import { planCreate, planDeactivate, planDelete } from './audited';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const farmFields = { name: 'Farm', priceMonthly: 99, maxPrinters: 25, features: ['everything'] };
const newPlan = (overrides: Partial<Plan> = {}) => ({
  ...farmFields,
  ...documents.plan({ ...farmFields, ...overrides }),
});

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
    await assertSucceeds(planCreate(admin, ADMIN, 'farm', newPlan()));
    await assertSucceeds(planDeactivate(admin, ADMIN, 'farm'));
    await assertSucceeds(planDelete(admin, ADMIN, 'farm'));
  });
  it('even an admin cannot write a malformed plan', async () => {
    const admin = rules.as(ADMIN);
    await assertFails(planCreate(admin, ADMIN, 'farm', newPlan({ maxPrinters: 0 })));
    await assertFails(planCreate(admin, ADMIN, 'farm', newPlan({ priceMonthly: -1 })));
    await assertFails(planCreate(admin, ADMIN, 'farm', tampered(newPlan(), { extra: true })));
    await assertFails(planCreate(admin, ADMIN, 'farm', tampered(newPlan(), { features: 'all' })));
  });
});
