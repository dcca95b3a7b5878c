import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, testOwnerOnlyGrid, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

const PROJECT_ID = 'chess-set';

const seedOwnersProject = () => rules.seed({ [`projects/${PROJECT_ID}`]: documents.project(OWNER) });

testOwnerOnlyGrid(rules, 'projects', documents.project, { plainDelete: true });

describe('projects: create', () => {
  it('the owner creates their own project', async () => {
    await assertSucceeds(rules.as(OWNER).set('projects/new', documents.project(OWNER)));
  });
  it('each of the four statuses is accepted', async () => {
    const db = rules.as(OWNER);
    for (const status of ['pending', 'in-progress', 'completed', 'cancelled'] as const) {
      await assertSucceeds(db.set(`projects/new-${status}`, documents.project(OWNER, { status })));
    }
  });
  it('signed out cannot create a project', async () => {
    await assertFails(rules.as(null).set('projects/new', documents.project(OWNER)));
  });
  it('cannot create a project for someone else', async () => {
    await assertFails(rules.as(OTHER).set('projects/new', documents.project(OWNER)));
    await assertFails(rules.as(ADMIN).set('projects/new', documents.project(OWNER)));
  });
  it('refuses an unknown status', async () => {
    await assertFails(
      rules.as(OWNER).set('projects/new', tampered(documents.project(OWNER), { status: 'on-hold' })),
    );
  });
  it('refuses extra fields and missing fields', async () => {
    const db = rules.as(OWNER);
    await assertFails(db.set('projects/new', tampered(documents.project(OWNER), { paid: true })));
    const { jobCount: _count, ...withoutCount } = documents.project(OWNER);
    await assertFails(db.set('projects/new', withoutCount));
    // Jobs are documents of their own: a project no longer stores them inline.
    await assertFails(db.set('projects/new', tampered(documents.project(OWNER), { parts: [] })));
  });
  it('refuses wrong types and shapes', async () => {
    const db = rules.as(OWNER);
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: 42 },
      { clientName: null },
      { startDate: '' },
      { startDate: '01/03/2025' },
      { endDate: '2025-02-01' }, // before the start date
      { estimatedCost: -1 },
      { estimatedCost: '12' },
      { actualCost: 'n/a' },
      { printers: 'printer-1' },
      { materials: null },
      // Id lists hold ids: no maps, numbers, empty or over-long strings, at most 100.
      { printers: [{ id: 'printer-1' }] },
      { printers: ['printer-1', 7] },
      { printers: [''] },
      { printers: ['p/1'] },
      { printers: ['x'.repeat(201)] },
      { printers: Array.from({ length: 101 }, (_, index) => `p-${index}`) },
      { materials: [{ nested: { deep: true } }] },
      // The jobs' count and totals: whole, bounded, finite.
      { jobCount: 51 },
      { jobCount: 1.5 },
      { jobCount: -1 },
      { totalGrams: Infinity },
      { totalGrams: -1 },
      { totalMinutes: '90' },
      // Issue 29: the list of its jobs, their count its size; no actual cost before a run.
      { jobIds: ['part-1-abc'], jobCount: 2 },
      { jobIds: ['a', 'a'], jobCount: 2 },
      { jobIds: Array.from({ length: 51 }, (_, index) => `part-${index}`), jobCount: 51 },
      { jobIds: 'part-1-abc' },
      { jobIds: [{ id: 'part-1-abc' }] },
      { actualCost: 5 },
      { actualCost: NaN },
      { lastCostRunId: 'r1' },
      { restoredAt: new Date() },
    ];
    for (const overrides of bad) {
      await assertFails(db.set('projects/new', tampered(documents.project(OWNER), overrides)));
    }
  });
  it('accepts the largest project the form allows: 100 printer ids of 200 characters, 50 jobs', async () => {
    const ids = Array.from({ length: 100 }, (_, index) => `${index}-`.padEnd(200, 'x'));
    await assertSucceeds(
      rules.as(OWNER).set(
        'projects/new',
        documents.project(OWNER, {
          printers: ids,
          materials: ids,
          storedJobIds: ids.slice(0, 50),
          totalGrams: 5e7,
          totalMinutes: 3e9,
        }),
      ),
    );
  });
  it('accepts an end date on or after the start', async () => {
    await assertSucceeds(
      rules.as(OWNER).set('projects/new', documents.project(OWNER, { endDate: '2025-03-01' })),
    );
  });
  it('requires server timestamps', async () => {
    await assertFails(
      rules.as(OWNER).set('projects/new', tampered(documents.project(OWNER), { createdAt: new Date(0) })),
    );
  });
  it('a project from the user’s backup keeps the actual cost it had, saying it was restored now', async () => {
    const restored = tampered(documents.project(OWNER), {
      actualCost: 42.5,
      lastCostRunId: 'r-old',
      restoredAt: serverTimestamp(),
    });
    await assertSucceeds(rules.as(OWNER).set('projects/restored', restored));
    await assertFails(rules.as(OTHER).set('projects/theirs-now', restored));
    await assertFails(rules.as(OWNER).set('projects/bad', tampered(restored, { actualCost: Infinity })));
  });
});

describe('projects: update', () => {
  beforeEach(seedOwnersProject);
  const change = { status: 'in-progress', name: 'Chess set v2', updatedAt: serverTimestamp() };

  it('the owner updates their project', async () => {
    await assertSucceeds(rules.as(OWNER).update(`projects/${PROJECT_ID}`, change));
  });
  it('signed out, another user and an admin cannot update it', async () => {
    await assertFails(rules.as(null).update(`projects/${PROJECT_ID}`, change));
    await assertFails(rules.as(OTHER).update(`projects/${PROJECT_ID}`, change));
    await assertFails(rules.as(ADMIN).update(`projects/${PROJECT_ID}`, change));
  });
  it('userId is immutable', async () => {
    await assertFails(
      rules.as(OWNER).update(`projects/${PROJECT_ID}`, {
        userId: OTHER,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('createdAt is immutable and updatedAt must be the server time', async () => {
    const ref = rules.as(OWNER).at(`projects/${PROJECT_ID}`);
    await assertFails(ref.update({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ name: 'x', updatedAt: new Date(0) }));
    await assertFails(ref.update({ name: 'x' }));
  });
  it('refuses an actual cost set by hand: it moves only with a run finishing (runs.test.ts)', async () => {
    const ref = rules.as(OWNER).at(`projects/${PROJECT_ID}`);
    await assertFails(ref.update({ actualCost: 99, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ actualCost: 99, lastCostRunId: 'r1', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ actualCost: Infinity, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ restoredAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });
  it('the status must stay one of the four values, and no field may be added', async () => {
    const ref = rules.as(OWNER).at(`projects/${PROJECT_ID}`);
    await assertFails(ref.update({ status: 'done', updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ invoiced: true, updatedAt: serverTimestamp() }));
    await assertFails(ref.update({ estimatedCost: -5, updatedAt: serverTimestamp() }));
  });
});
