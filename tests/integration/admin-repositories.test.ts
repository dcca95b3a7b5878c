// The admin repositories against the emulators, in a project of their own so paging can
// assert the true total (the shared integration project holds other suites' filaments).
import { readFileSync } from 'node:fs';
import { collection, doc, getDoc, getDocs, serverTimestamp, writeBatch } from 'firebase/firestore';
import { FieldValue, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Filament } from '@/domain/filament';
import { planFormSchema } from '@/domain/plan-form';
import { createAdminAuditLogsRepository } from '@/repositories/admin-audit-logs';
import {
  createAdminPlansRepository,
  PlanInUseError,
  PlanMoveError,
  PlanNameError,
} from '@/repositories/admin-plans';
import {
  ADMIN_USERS_PAGE_SIZE,
  createAdminUsersRepository,
  LastAdminError,
  PlanTooSmallError,
} from '@/repositories/admin-users';
import { createCatalogueRepository } from '@/repositories/catalogue';
import { createFilamentBrandsRepository } from '@/repositories/filament-brands';
import { createFilamentsRepository, type ImportProgress } from '@/repositories/filaments';
import { createUsersRepository } from '@/repositories/users';
import {
  adminDocuments,
  adminFirestore,
  clearFirestore,
  FIRESTORE_HOST,
  promoteToAdmin,
  seedBuiltInPlans,
  signedUpClient,
  type TestClient,
} from '../support/emulators';

const PROJECT = 'demo-printledger-admin-repositories';
const fixture = JSON.parse(readFileSync('tests/fixtures/filaments-sample.json', 'utf8')) as { id: string }[];

const disposables: TestClient[] = [];
let admin: Awaited<ReturnType<typeof signedUpClient>>;
let member: Awaited<ReturnType<typeof signedUpClient>>;

async function loadRules() {
  const content = readFileSync('firestore.rules', 'utf8');
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(await response.text());
}

async function newAccount(role: 'admin' | 'user') {
  const client = await signedUpClient(PROJECT);
  disposables.push(client);
  await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
  if (role === 'admin') await promoteToAdmin(client.uid, PROJECT);
  return client;
}

const filamentsAdmin = () => adminFirestore(PROJECT).collection('filaments');

async function clearCollection(name: string) {
  const db = adminFirestore(PROJECT);
  const snapshot = await db.collection(name).get();
  const writer = db.bulkWriter();
  for (const entry of snapshot.docs) void writer.delete(entry.ref);
  await writer.close();
}

/** The per-filament documents and their search snapshot, emptied together. */
async function clearCatalogue() {
  await clearCollection('filaments');
  await clearCollection('catalogue_snapshot');
}

/** The snapshot holds exactly the filament documents, field for field (issue 15 point 3). */
async function expectSnapshotMatchesDocuments() {
  const catalogue = createCatalogueRepository(admin.db);
  const { snapshot } = await catalogue.readSnapshot();
  expect(snapshot).not.toBeNull();
  const comparable = (filaments: Filament[]) =>
    filaments
      .map((filament) => ({ ...filament, shrinkage: filament.shrinkage ?? null }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  const documents = await catalogue.listAllFilaments();
  expect(comparable(snapshot!.filaments)).toEqual(comparable(documents));
  return documents.length;
}

async function auditEntries(uid: string, action: string) {
  const snapshot = await adminFirestore(PROJECT).collection('audit_logs').where('userId', '==', uid).get();
  return snapshot.docs.map((entry) => entry.data()).filter((entry) => entry.action === action);
}

beforeAll(async () => {
  await clearFirestore(PROJECT);
  await loadRules();
  await seedBuiltInPlans(PROJECT);
  admin = await newAccount('admin');
  member = await newAccount('user');
});
afterAll(async () => {
  await Promise.all(disposables.map((client) => client.dispose()));
});

describe('filament catalogue paging', () => {
  it('gives 20, then 20 more, then the rest, ordered by name then id, and stops at the true total', async () => {
    await clearCollection('filaments');
    const names = ['Black', 'Black', 'Black', 'Almond', 'Zinc', 'Red', 'Blue'];
    const writer = adminFirestore(PROJECT).bulkWriter();
    for (let index = 0; index < 45; index += 1) {
      void writer.set(filamentsAdmin().doc(`f-${String(index).padStart(2, '0')}`), {
        name: `${names[index % names.length]} ${Math.floor(index / 7)}`,
        material: 'PLA',
        brand: 'Test',
        notes: '',
      });
    }
    await writer.close();
    const repository = createFilamentsRepository(admin.db);
    const first = await repository.listPage();
    expect(first.filaments).toHaveLength(20);
    expect(first.next).not.toBeNull();
    const second = await repository.listPage(first.next);
    expect(second.filaments).toHaveLength(20);
    const third = await repository.listPage(second.next);
    expect(third.filaments).toHaveLength(5);
    expect(third.next).toBeNull();
    const all = [...first.filaments, ...second.filaments, ...third.filaments];
    expect(new Set(all.map((filament) => filament.id)).size).toBe(45);
    const sorted = [...all].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1,
    );
    expect(all.map((filament) => filament.id)).toEqual(sorted.map((filament) => filament.id));
  });

  it('offers no next page when the last page is exactly full', async () => {
    await clearCollection('filaments');
    const writer = adminFirestore(PROJECT).bulkWriter();
    for (let index = 0; index < 40; index += 1) {
      void writer.set(filamentsAdmin().doc(`g-${index}`), { name: `N${index}`, material: 'PLA', brand: 'B' });
    }
    await writer.close();
    const repository = createFilamentsRepository(admin.db);
    const first = await repository.listPage();
    const second = await repository.listPage(first.next);
    expect(second.filaments).toHaveLength(20);
    expect(second.next).toBeNull();
  });
});

describe('filament import', () => {
  it('imports the fixture, then skips it all, with the sanitised ids found again', async () => {
    await clearCatalogue();
    const repository = createFilamentsRepository(admin.db);
    const progress: ImportProgress[] = [];
    const first = await repository.importCatalogue(admin.uid, fixture, (step) => progress.push(step));
    // An empty catalogue: the snapshot query and the documents query each bill one read.
    expect(first).toMatchObject({
      totalProcessed: 29,
      imported: 29,
      skipped: 0,
      commits: 1,
      documentsRead: 2,
      checkedAgainst: 'documents',
    });
    expect(progress).toEqual([
      { phase: 'checking' },
      { phase: 'writing', written: 0, total: 29 },
      { phase: 'writing', written: 29, total: 29 },
    ]);
    const second = await repository.importCatalogue(admin.uid, fixture);
    // The second import checks the snapshot (its manifest and one part) and writes nothing.
    expect(second).toMatchObject({
      totalProcessed: 29,
      imported: 0,
      skipped: 29,
      commits: 0,
      documentsRead: 2,
      checkedAgainst: 'snapshot',
    });
    expect(await expectSnapshotMatchesDocuments()).toBe(29);

    const stored = await getDoc(doc(admin.db, 'filaments', 'gst3d_pla+_crystal_clear_1000_175_p'));
    expect(stored.data()).toMatchObject({ brand: 'GST3D', material: 'PLA+' });
    expect(stored.get('createdAt')).toBeTruthy();
    const slashIds = fixture.map((row) => row.id).filter((id) => id.includes('/'));
    expect(slashIds).toHaveLength(7);

    const audits = await auditEntries(admin.uid, 'admin.filament.import');
    expect(audits.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { totalProcessed: 29, imported: 29, skipped: 0 },
        { totalProcessed: 29, imported: 0, skipped: 29 },
      ]),
    );
  });

  it('a catalogue imported before snapshots: the import reads its documents once and writes the snapshot', async () => {
    await clearCatalogue();
    const repository = createFilamentsRepository(admin.db);
    await repository.importCatalogue(admin.uid, fixture);
    await clearCollection('catalogue_snapshot');
    const migrating = await repository.importCatalogue(admin.uid, fixture);
    expect(migrating).toMatchObject({
      imported: 0,
      commits: 1,
      documentsRead: 30,
      checkedAgainst: 'documents',
    });
    expect(await expectSnapshotMatchesDocuments()).toBe(29);
    const after = await repository.importCatalogue(admin.uid, fixture);
    expect(after).toMatchObject({ imported: 0, commits: 0, documentsRead: 2, checkedAgainst: 'snapshot' });
  });

  it('writes in batches of at most 500 writes with the snapshot, and counts broken rows as skipped', async () => {
    await clearCatalogue();
    const template = fixture[0] as Record<string, unknown>;
    const rows: unknown[] = Array.from({ length: 1100 }, (_, index) => ({
      ...template,
      id: `bulk/${index}`,
    }));
    rows.push({ id: 'no-name' }, { ...template, id: 'bulk_0' });
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const report = await createFilamentsRepository(admin.db).importCatalogue(admin.uid, rows);
      expect(report).toMatchObject({
        totalProcessed: 1102,
        imported: 1100,
        skipped: 2,
        errors: 1,
        duplicates: 1,
        commits: 3,
      });
    } finally {
      console.warn = original;
    }
    expect(warnings).toHaveLength(2);
    expect((await filamentsAdmin().count().get()).data().count).toBe(1100);
    expect(await expectSnapshotMatchesDocuments()).toBe(1100);
    const parts = await adminFirestore(PROJECT).collection('catalogue_snapshot').get();
    expect(parts.docs.map((entry) => entry.id).sort()).toEqual(['manifest', 'part-0']);
    // 1,100 documents in three commits: about 6 s on an idle machine, several times that on a busy one.
  }, 120_000);

  it('a non-admin’s import is refused by the rules', async () => {
    await expect(
      createFilamentsRepository(member.db).importCatalogue(member.uid, fixture),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses a list that is not an array before touching the database', async () => {
    await expect(
      createFilamentsRepository(admin.db).importCatalogue(admin.uid, { rows: [] }),
    ).rejects.toThrow('The filament list is not an array.');
  });
});

describe('filament add, edit and delete', () => {
  it('an admin adds, edits and deletes an entry, with audit entries, the snapshot equal at each step', async () => {
    await clearCatalogue();
    const repository = createFilamentsRepository(admin.db);
    await repository.importCatalogue(admin.uid, fixture);
    const values = {
      name: 'House Grey',
      material: 'PETG',
      brand: 'House',
      colorName: 'Grey',
      colorHex: '#888888',
      density: 1.27,
      diameter: 1.75,
      printTempMin: 230,
      printTempMax: 250,
      bedTempMin: 70,
      bedTempMax: 80,
      shrinkage: null,
      notes: '',
    };
    const id = await repository.create(admin.uid, values);
    expect(await expectSnapshotMatchesDocuments()).toBe(30);
    await repository.update(admin.uid, id, { ...values, name: 'House Slate', shrinkage: 0.3 });
    expect((await getDoc(doc(admin.db, 'filaments', id))).data()).toMatchObject({
      name: 'House Slate',
      shrinkage: 0.3,
    });
    expect(await expectSnapshotMatchesDocuments()).toBe(30);
    // An imported entry, edited and deleted: its part changes with it.
    const imported = 'gst3d_pla+_crystal_clear_1000_175_p';
    await repository.update(admin.uid, imported, { ...values, name: 'Crystal Clearer' });
    expect(await expectSnapshotMatchesDocuments()).toBe(30);
    await repository.remove(admin.uid, imported);
    await repository.remove(admin.uid, id);
    expect((await getDoc(doc(admin.db, 'filaments', id))).exists()).toBe(false);
    expect(await expectSnapshotMatchesDocuments()).toBe(28);
    expect(await auditEntries(admin.uid, 'admin.filament.delete')).toEqual(
      expect.arrayContaining([expect.objectContaining({ details: { filamentId: id } })]),
    );
  }, 120_000);
});

describe('brand refresh', () => {
  it('groups the catalogue by brand, Unknown for none, removes brands no longer present, and rebuilds the snapshot', async () => {
    await clearCatalogue();
    await clearCollection('filament_brands');
    await adminFirestore(PROJECT)
      .collection('filament_brands')
      .doc('gone-brand')
      .set({ brand: 'Gone Brand', filamentCount: 3 });
    const filaments = createFilamentsRepository(admin.db);
    await filaments.importCatalogue(admin.uid, fixture);
    await filamentsAdmin().doc('brandless').set({ name: 'Mystery', material: 'PLA', brand: '' });

    const brands = createFilamentBrandsRepository(admin.db);
    const report = await brands.refresh(admin.uid);
    const expectedBrands =
      new Set(fixture.map((row) => (row as unknown as { manufacturer: string }).manufacturer)).size + 1;
    expect(report).toMatchObject({
      brandsCount: expectedBrands,
      totalFilaments: 30,
      removed: 1,
      commits: 1,
      snapshotFilaments: 30,
    });
    // The document written behind the repository's back is in the rebuilt snapshot.
    expect(await expectSnapshotMatchesDocuments()).toBe(30);

    const list = await brands.list();
    expect(list.map((brand) => brand.id)).toContain('bambu-lab');
    expect(list.find((brand) => brand.id === 'unknown')).toMatchObject({
      brand: 'Unknown',
      filamentCount: 1,
    });
    expect(list.find((brand) => brand.id === 'gone-brand')).toBeUndefined();
    expect(list[0]?.lastUpdated).toBeInstanceOf(Date);
    expect(await auditEntries(admin.uid, 'admin.filament-brands.refresh')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ details: { brandsCount: expectedBrands, totalFilaments: 30 } }),
      ]),
    );
  }, 120_000);

  it('after an import, summarises from the snapshot and writes only summaries that changed', async () => {
    // The catalogue of the test above: the fixture and one brandless entry, its snapshot rebuilt.
    const brands = createFilamentBrandsRepository(admin.db);
    const unchanged = await brands.refreshFromSnapshot(admin.uid);
    expect(unchanged).toMatchObject({ commits: 0, totalFilaments: 30 });
    // The snapshot (manifest and one part) and the summaries: not one read per filament.
    expect(unchanged.documentsRead).toBe(2 + unchanged.brandsCount);
    await adminFirestore(PROJECT).collection('filament_brands').doc('bambu-lab').delete();
    const healed = await brands.refreshFromSnapshot(admin.uid);
    expect(healed).toMatchObject({ commits: 1, totalFilaments: 30 });
    expect((await brands.list()).map((brand) => brand.id)).toContain('bambu-lab');
  });

  it('a non-admin cannot refresh', async () => {
    await expect(createFilamentBrandsRepository(member.db).refresh(member.uid)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('admin edits of users', () => {
  it('changes a user’s plan and role and audits it', async () => {
    const target = await newAccount('user');
    const profile = (await createUsersRepository(admin.db).get(target.uid))!;
    await createAdminUsersRepository(admin.db).updateAccess(admin.uid, profile, {
      role: 'admin',
      planId: 'solo',
    });
    expect(await createUsersRepository(admin.db).get(target.uid)).toMatchObject({
      role: 'admin',
      planId: 'solo',
    });
    expect(await auditEntries(admin.uid, 'admin.user.update')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          details: {
            userId: target.uid,
            email: target.email,
            oldData: { role: 'user', planId: 'hobby' },
            newData: { role: 'admin', planId: 'solo' },
          },
        }),
      ]),
    );
  });

  it('refuses to let the last admin remove their own admin role', async () => {
    const project = adminFirestore(PROJECT);
    const admins = await project.collection('users').where('role', '==', 'admin').get();
    const writer = project.bulkWriter();
    for (const entry of admins.docs)
      if (entry.id !== admin.uid) void writer.update(entry.ref, { role: 'user' });
    await writer.close();
    const repository = createAdminUsersRepository(admin.db);
    expect(await repository.countAdmins()).toBe(1);
    const self = (await createUsersRepository(admin.db).get(admin.uid))!;
    await expect(
      repository.updateAccess(admin.uid, self, { role: 'user', planId: self.planId }),
    ).rejects.toBeInstanceOf(LastAdminError);
    // With a second admin, stepping down is allowed.
    const deputy = await newAccount('admin');
    const deputyRepository = createAdminUsersRepository(deputy.db);
    const deputySelf = (await createUsersRepository(deputy.db).get(deputy.uid))!;
    await deputyRepository.updateAccess(deputy.uid, deputySelf, { role: 'user', planId: 'hobby' });
    expect(await repository.countAdmins()).toBe(1);
    // Recorded while still an admin (admin.* entries are an admin's).
    expect(await auditEntries(deputy.uid, 'admin.user.update')).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ userId: deputy.uid, newData: { role: 'user', planId: 'hobby' } }),
      }),
    ]);
  });

  it('a user cannot edit another user’s role', async () => {
    const profile = (await createUsersRepository(admin.db).get(member.uid))!;
    await expect(
      createAdminUsersRepository(member.db).updateAccess(member.uid, profile, {
        role: 'admin',
        planId: 'hobby',
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('admin plans', () => {
  it('creates at the name’s id, refuses a taken name, edits, deactivates, counts users and deletes', async () => {
    const plans = createAdminPlansRepository(admin.db);
    const values = planFormSchema.parse({
      name: 'Print Farm',
      priceMonthly: '99',
      maxPrinters: '25',
      features: [{ value: 'one' }, { value: ' ' }, { value: 'two' }, { value: 'three' }],
    });
    const id = await plans.create(admin.uid, values);
    expect(id).toBe('print-farm');
    await expect(plans.create(admin.uid, values)).rejects.toBeInstanceOf(PlanNameError);
    await expect(plans.create(admin.uid, { ...values, name: 'print   FARM' })).rejects.toThrow(
      'A plan with this name already exists',
    );

    const stored = await getDoc(doc(admin.db, 'plans', id));
    expect(stored.data()).toMatchObject({
      name: 'Print Farm',
      features: ['one', 'two', 'three'],
      active: true,
    });
    const plan = {
      id,
      name: 'Print Farm',
      priceMonthly: 99,
      maxPrinters: 25,
      features: ['one', 'two', 'three'],
      active: true,
    };
    await plans.update(admin.uid, plan, { ...values, features: ['three', 'one', 'two'] });
    await plans.deactivate(admin.uid, id);
    expect((await getDoc(doc(admin.db, 'plans', id))).data()).toMatchObject({
      features: ['three', 'one', 'two'],
      active: false,
    });

    const counts = await plans.countUsersByPlan(['hobby', id]);
    const hobbyUsers = await adminFirestore(PROJECT)
      .collection('users')
      .where('planId', '==', 'hobby')
      .count()
      .get();
    expect(counts).toEqual({ hobby: hobbyUsers.data().count, [id]: 0 });

    await plans.remove(admin.uid, id);
    expect((await getDoc(doc(admin.db, 'plans', id))).exists()).toBe(false);
    const actions = (
      await adminFirestore(PROJECT).collection('audit_logs').where('userId', '==', admin.uid).get()
    ).docs
      .map((entry) => entry.data())
      .filter((entry) => entry.details.planId === id);
    expect(actions.map((entry) => entry.action).sort()).toEqual(
      ['admin.plan.create', 'admin.plan.deactivate', 'admin.plan.delete', 'admin.plan.update'].sort(),
    );
    const update = actions.find((entry) => entry.action === 'admin.plan.update')!;
    expect(update.details.oldData.features).toEqual(['one', 'two', 'three']);
    expect(update.details.newData.features).toEqual(['three', 'one', 'two']);
  });
});

describe('plan deletion moves its users', () => {
  const plansAdmin = () => adminFirestore(PROJECT).collection('plans');
  const usersAdmin = () => adminFirestore(PROJECT).collection('users');
  const plan = (name: string, maxPrinters: number, active = true) => ({
    name,
    priceMonthly: 1,
    maxPrinters,
    features: [],
    active,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  /** A user document on `planId` with `printerCount` printers (no sign-in needed to be moved). */
  const seedUser = (
    writer: FirebaseFirestore.BulkWriter,
    uid: string,
    planId: string,
    printerCount: number,
  ) =>
    void writer.set(
      usersAdmin().doc(uid),
      adminDocuments.user(uid, { email: `${uid}@example.test`, planId, printerCount }),
    );

  beforeAll(async () => {
    await Promise.all([
      plansAdmin().doc('leaving').set(plan('Leaving', 3)),
      plansAdmin().doc('tiny').set(plan('Tiny', 1)),
      plansAdmin().doc('roomy').set(plan('Roomy', 5)),
      plansAdmin()
        .doc('closed')
        .set(plan('Closed', 10, false)),
      plansAdmin().doc('crowded').set(plan('Crowded', 3)),
    ]);
    const writer = adminFirestore(PROJECT).bulkWriter();
    seedUser(writer, 'leaving-a', 'leaving', 0);
    seedUser(writer, 'leaving-b', 'leaving', 2);
    seedUser(writer, 'leaving-c', 'leaving', 3);
    // 251 users: the moves take two batches, the delete rides with the last one.
    for (let index = 0; index < 251; index += 1)
      seedUser(writer, `crowd-${String(index).padStart(3, '0')}`, 'crowded', index % 3);
    await writer.close();
  });

  it('refuses to delete a plan with users unless they move to an active plan with room for each', async () => {
    const plans = createAdminPlansRepository(admin.db);
    const refusal = plans.remove(admin.uid, 'leaving');
    await expect(refusal).rejects.toBeInstanceOf(PlanInUseError);
    await expect(refusal).rejects.toThrow('3 users are on this plan.');
    await expect(plans.remove(admin.uid, 'leaving', { moveTo: 'tiny' })).rejects.toThrow(
      new PlanMoveError(
        'Tiny is too small for leaving-b@example.test, leaving-c@example.test. Choose a plan with room for their printers.',
      ),
    );
    await expect(plans.remove(admin.uid, 'leaving', { moveTo: 'closed' })).rejects.toBeInstanceOf(
      PlanMoveError,
    );
    await expect(plans.remove(admin.uid, 'leaving', { moveTo: 'leaving' })).rejects.toBeInstanceOf(
      PlanMoveError,
    );
    await expect(plans.remove(admin.uid, 'leaving', { moveTo: 'no-such-plan' })).rejects.toBeInstanceOf(
      PlanMoveError,
    );
    expect((await plansAdmin().doc('leaving').get()).exists).toBe(true);
    expect((await usersAdmin().where('planId', '==', 'leaving').count().get()).data().count).toBe(3);
    // A member cannot even list who is on a plan.
    await expect(createAdminPlansRepository(member.db).remove(member.uid, 'leaving')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('an admin cannot put a user on a plan smaller than their printers: the repository says why, the rules refuse', async () => {
    const profile = (await createUsersRepository(admin.db).get('leaving-c'))!;
    await expect(
      createAdminUsersRepository(admin.db).updateAccess(admin.uid, profile, { role: 'user', planId: 'tiny' }),
    ).rejects.toThrow(
      new PlanTooSmallError(
        'Tiny allows 1 printer, but this user has 3. Choose a plan with room for 3 printers.',
      ),
    );
    // Past the repository's check, the rules refuse the same write.
    const batch = writeBatch(admin.db);
    batch.update(doc(admin.db, 'users', 'leaving-c'), { planId: 'tiny', updatedAt: serverTimestamp() });
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await usersAdmin().doc('leaving-c').get()).get('planId')).toBe('leaving');
  });

  it('moves every user to the chosen plan with an admin.user.update entry each, then deletes the plan', async () => {
    const result = await createAdminPlansRepository(admin.db).remove(admin.uid, 'leaving', {
      moveTo: 'roomy',
    });
    expect(result).toMatchObject({ moved: 3, batches: 1, target: { id: 'roomy', name: 'Roomy' } });
    expect((await plansAdmin().doc('leaving').get()).exists).toBe(false);
    const moved = await usersAdmin().where('planId', '==', 'roomy').get();
    expect(moved.docs.map((entry) => entry.id).sort()).toEqual(['leaving-a', 'leaving-b', 'leaving-c']);
    const updates = (await auditEntries(admin.uid, 'admin.user.update')).filter(
      (entry) => entry.details.oldData.planId === 'leaving',
    );
    expect(updates.map((entry) => entry.details).sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      ['leaving-a', 'leaving-b', 'leaving-c'].map((uid) => ({
        userId: uid,
        email: `${uid}@example.test`,
        oldData: { role: 'user', planId: 'leaving' },
        newData: { role: 'user', planId: 'roomy' },
      })),
    );
    const deletes = await auditEntries(admin.uid, 'admin.plan.delete');
    expect(deletes.map((entry) => entry.details)).toContainEqual({ planId: 'leaving' });
  });

  it('moves more users than one batch holds, in chunks of MOVES_PER_BATCH', async () => {
    const result = await createAdminPlansRepository(admin.db).remove(admin.uid, 'crowded', {
      moveTo: 'roomy',
    });
    expect(result).toMatchObject({ moved: 251, batches: 2 });
    expect((await plansAdmin().doc('crowded').get()).exists).toBe(false);
    expect((await usersAdmin().where('planId', '==', 'crowded').count().get()).data().count).toBe(0);
    const updates = (await auditEntries(admin.uid, 'admin.user.update')).filter(
      (entry) => entry.details.oldData.planId === 'crowded',
    );
    expect(updates).toHaveLength(251);
  });
});

describe('audit log reads', () => {
  it('pages newest first by server time, filters on the server, and resolves each user once', async () => {
    await clearCollection('audit_logs');
    const writer = adminFirestore(PROJECT).bulkWriter();
    const base = Date.UTC(2025, 2, 1);
    for (let index = 0; index < 45; index += 1) {
      void writer.set(adminFirestore(PROJECT).collection('audit_logs').doc(`log-${index}`), {
        userId: index % 3 === 0 ? member.uid : index % 3 === 1 ? admin.uid : 'deleted-user',
        action: index % 2 === 0 ? 'user.login' : 'admin.plan.create',
        details: { index },
        timestamp: AdminTimestamp.fromMillis(base + index * 3_600_000),
        ipAddress: null,
      });
    }
    // Entries written before server time: a real one, and two forged to sort above everything.
    for (const [id, timestamp] of [
      ['old-real', '2025-02-01T10:00:00.000Z'],
      ['old-forged-9999', '9999-12-31T23:59:59.999Z'],
      ['old-forged-text', 'not a date'],
    ]) {
      void writer.set(adminFirestore(PROJECT).collection('audit_logs').doc(id!), {
        userId: member.uid,
        action: 'user.login',
        details: { id },
        timestamp,
        ipAddress: null,
      });
    }
    await writer.close();
    const logs = createAdminAuditLogsRepository(admin.db);
    const first = await logs.listPage();
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]?.details).toEqual({ index: 44 });
    expect(first.entries[0]?.timestamp).toBe(new Date(base + 44 * 3_600_000).toISOString());
    expect(first.entries.every((entry) => !entry.legacy)).toBe(true);
    const second = await logs.listPage({}, first.next);
    const third = await logs.listPage({}, second.next);
    expect([second.entries.length, third.entries.length, third.next]).toEqual([20, 8, null]);
    // The last server-time entries, then the older ones in their own (string) order, as stored.
    expect(third.entries.map((entry) => entry.details.index ?? entry.details.id)).toEqual([
      4,
      3,
      2,
      1,
      0,
      'old-forged-text',
      'old-forged-9999',
      'old-real',
    ]);
    expect(third.entries.map((entry) => entry.legacy)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(third.entries[6]?.timestamp).toBe('9999-12-31T23:59:59.999Z');

    // A page that ends exactly with the last server-time entry continues with the older ones.
    const all = await logs.listPage({}, null, 45);
    expect([all.entries.length, all.next]).toEqual([45, { legacy: true, after: null }]);
    const older = await logs.listPage({}, all.next, 45);
    expect([older.entries.map((entry) => entry.id), older.next]).toEqual([
      ['old-forged-text', 'old-forged-9999', 'old-real'],
      null,
    ]);

    const logins = await logs.listPage({ action: 'user.login' });
    expect(logins.entries).toHaveLength(20);
    expect(logins.entries.every((entry) => entry.action === 'user.login' && !entry.legacy)).toBe(true);
    const memberLogins = await logs.listPage({ action: 'user.login', userId: member.uid });
    expect(memberLogins.entries.map((entry) => entry.details.index ?? entry.details.id)).toEqual([
      42,
      36,
      30,
      24,
      18,
      12,
      6,
      0,
      'old-forged-text',
      'old-forged-9999',
      'old-real',
    ]);
    const range = await logs.listPage({
      fromIso: new Date(base + 10 * 3_600_000).toISOString(),
      toIso: new Date(base + 13 * 3_600_000).toISOString(),
    });
    expect(range.entries.map((entry) => entry.details.index)).toEqual([12, 11, 10]);
    const february = await logs.listPage({
      fromIso: '2025-02-01T00:00:00.000Z',
      toIso: '2025-02-02T00:00:00.000Z',
    });
    expect(february.entries.map((entry) => entry.id)).toEqual(['old-real']);

    const emails = await logs.resolveEmails([member.uid, 'deleted-user']);
    expect(emails.get(member.uid)).toBe(member.email);
    expect(emails.get('deleted-user')).toBeNull();
  });

  it('a non-admin cannot read the audit log', async () => {
    await expect(createAdminAuditLogsRepository(member.db).listPage()).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await getDocs(collection(admin.db, 'audit_logs'))).size).toBeGreaterThan(0);
  });
});

describe('admin users list at scale (issue 15)', () => {
  // 65 accounts on a plan of their own (no plan test counts them), created a minute apart.
  const scaled = Array.from({ length: 65 }, (_, index) => ({
    uid: `scale-user-${String(index).padStart(2, '0')}`,
    email: `scale-${String(index).padStart(2, '0')}@farm.test`,
    createdAt: AdminTimestamp.fromDate(new Date(Date.UTC(2031, 0, 1, 0, index))),
  }));
  const usersAdmin = () => adminFirestore(PROJECT).collection('users');
  beforeAll(async () => {
    const batch = adminFirestore(PROJECT).batch();
    for (const entry of scaled) {
      batch.set(usersAdmin().doc(entry.uid), {
        ...adminDocuments.user(entry.uid, { email: entry.email, planId: 'scale-test-plan' }),
        createdAt: entry.createdAt,
      });
    }
    await batch.commit();
  });
  afterAll(async () => {
    const batch = adminFirestore(PROJECT).batch();
    for (const entry of scaled) batch.delete(usersAdmin().doc(entry.uid));
    await batch.commit();
  });

  it('pages every user by email, 30 at a time, each once, and counts them with one aggregation', async () => {
    const users = createAdminUsersRepository(admin.db);
    const total = (await usersAdmin().count().get()).data().count;
    expect(await users.count()).toBe(total);
    const emails: string[] = [];
    const sizes: number[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof users.listPage>> = await users.listPage(
        { sort: 'email', emailPrefix: '' },
        cursor,
      );
      sizes.push(page.items.length);
      emails.push(...page.items.map((user) => user.email));
      cursor = page.next;
    } while (cursor);
    expect(sizes.slice(0, -1).every((size) => size === ADMIN_USERS_PAGE_SIZE)).toBe(true);
    expect(emails).toHaveLength(total);
    expect(new Set(emails).size).toBe(total);
    expect(emails).toEqual([...emails].sort());
  });

  it('searches by email prefix on the server (any case), and lists the newest accounts first', async () => {
    const users = createAdminUsersRepository(admin.db);
    const found = await users.listPage({ sort: 'newest', emailPrefix: ' SCALE-1' });
    expect(found.items.map((user) => user.email)).toEqual(scaled.slice(10, 20).map((entry) => entry.email));
    expect(found.next).toBeNull();
    expect(await users.count('scale-1')).toBe(10);
    expect(await users.count('nobody-has-this-prefix')).toBe(0);

    const newest = await users.listPage({ sort: 'newest', emailPrefix: '' }, null, 3);
    expect(newest.items.map((user) => user.email)).toEqual([
      'scale-64@farm.test',
      'scale-63@farm.test',
      'scale-62@farm.test',
    ]);
    const after = await users.listPage({ sort: 'newest', emailPrefix: '' }, newest.next, 2);
    expect(after.items.map((user) => user.email)).toEqual(['scale-61@farm.test', 'scale-60@farm.test']);
  });

  it('a non-admin can neither page nor count the users', async () => {
    const users = createAdminUsersRepository(member.db);
    await expect(users.listPage({ sort: 'email', emailPrefix: '' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(users.count()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('resolves only the emails asked for, past the 30 ids one query takes; a missing user is null', async () => {
    const logs = createAdminAuditLogsRepository(admin.db);
    const asked = [...scaled.slice(0, 35).map((entry) => entry.uid), scaled[0]!.uid, 'no-such-user'];
    const emails = await logs.resolveEmails(asked);
    expect([...emails.keys()].sort()).toEqual([...new Set(asked)].sort());
    expect(emails.get('scale-user-34')).toBe('scale-34@farm.test');
    expect(emails.get('scale-user-00')).toBe('scale-00@farm.test');
    expect(emails.get('no-such-user')).toBeNull();
    expect(await logs.resolveEmails([])).toEqual(new Map());
  });
});
