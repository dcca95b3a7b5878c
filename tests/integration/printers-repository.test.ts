import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterFormValues } from '@/domain/printers';
import { createPrintersRepository } from '@/repositories/printers';
import { createUsersRepository } from '@/repositories/users';
import { adminFirestore, seedBuiltInPlans, signedUpClient } from '../support/emulators';

type Client = Awaited<ReturnType<typeof signedUpClient>>;
const clients: Client[] = [];

async function newUser(planId?: string) {
  const client = await signedUpClient();
  clients.push(client);
  const users = createUsersRepository(client.db);
  await users.loadOrCreateProfile(client.uid, client.email);
  // As the profile page does: the move is counted on both plans' tallies and recorded.
  if (planId) await users.changePlan(client.uid, planId);
  return { ...client, printers: createPrintersRepository(client.db) };
}

const input = (overrides: Partial<PrinterFormValues> = {}): PrinterFormValues => ({
  name: 'Bambu P1S',
  model: 'P1S',
  buildVolume: { x: 256, y: 256, z: 256 },
  numExtruders: 1,
  powerConsumption: '350',
  initialCost: 699,
  replacementPeriod: 8000,
  costPerHour: 0.3,
  expectedYearlyHours: 1500,
  annualMaintenanceCost: 40,
  ...overrides,
});

const storedUser = async (uid: string) => (await adminFirestore().collection('users').doc(uid).get()).data()!;

beforeAll(async () => {
  await seedBuiltInPlans();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

describe('printers repository', () => {
  it('creates an idle printer with typed values and counts it on the user document', async () => {
    const alice = await newUser();
    const id = await alice.printers.create(alice.uid, input());
    const printer = await alice.printers.get(alice.uid, id);
    expect(printer).toMatchObject({
      id,
      userId: alice.uid,
      name: 'Bambu P1S',
      powerConsumption: 350,
      buildVolume: { x: 256, y: 256, z: 256 },
      status: 'idle',
    });
    expect(printer!.createdAt).toBeInstanceOf(Date);
    expect(await storedUser(alice.uid)).toMatchObject({ printerCount: 1, lastCountedPrinterId: id });
  });

  it('refuses a second printer on hobby and allows up to 5 after switching to solo', async () => {
    const bob = await newUser();
    await bob.printers.create(bob.uid, input({ name: 'First' }));
    await expect(bob.printers.create(bob.uid, input({ name: 'Second' }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await bob.printers.list(bob.uid)).toHaveLength(1);

    await createUsersRepository(bob.db).changePlan(bob.uid, 'solo');
    for (const name of ['Second', 'Third', 'Fourth', 'Fifth'])
      await bob.printers.create(bob.uid, input({ name }));
    await expect(bob.printers.create(bob.uid, input({ name: 'Sixth' }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const names = (await bob.printers.list(bob.uid)).map((printer) => printer.name);
    expect(names).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
    expect((await storedUser(bob.uid)).printerCount).toBe(5);
  });

  it('validates input with the form schema before writing', async () => {
    const carol = await newUser();
    await expect(carol.printers.create(carol.uid, input({ expectedYearlyHours: 9000 }))).rejects.toThrow(
      'Cannot exceed hours in a year (8760)',
    );
    expect((await storedUser(carol.uid)).printerCount).toBe(0);
  });

  it('updates only the given fields, dropping undefined ones', async () => {
    const dave = await newUser();
    const id = await dave.printers.create(dave.uid, input());
    await dave.printers.update(dave.uid, id, { name: 'Renamed', model: undefined, costPerHour: '0.45' });
    expect(await dave.printers.get(dave.uid, id)).toMatchObject({
      name: 'Renamed',
      model: 'P1S',
      costPerHour: 0.45,
    });
  });

  it('toggles idle to offline and any other status back to idle', async () => {
    const erin = await newUser();
    // A printer is printing only while a run is on it (the rules refuse creating one printing).
    const id = await erin.printers.create(erin.uid, input({ status: 'maintenance' }));
    expect(await erin.printers.toggleStatus(erin.uid, id, 'maintenance')).toBe('idle');
    expect((await erin.printers.get(erin.uid, id))!.status).toBe('idle');
    expect(await erin.printers.toggleStatus(erin.uid, id, 'idle')).toBe('offline');
    expect((await erin.printers.get(erin.uid, id))!.status).toBe('offline');
  });

  it('deletes a printer and frees its slot', async () => {
    const fay = await newUser();
    const id = await fay.printers.create(fay.uid, input());
    await fay.printers.remove(fay.uid, id);
    expect(await fay.printers.list(fay.uid)).toEqual([]);
    expect((await storedUser(fay.uid)).printerCount).toBe(0);
    await fay.printers.create(fay.uid, input({ name: 'Replacement' }));
  });

  it("keeps each user's printers to themselves", async () => {
    const gus = await newUser();
    const hal = await newUser();
    const id = await gus.printers.create(gus.uid, input());
    expect(await hal.printers.get(hal.uid, id)).toBeNull();
    expect(await hal.printers.list(hal.uid)).toEqual([]);
    await expect(hal.printers.update(hal.uid, id, { name: 'Mine now' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(hal.printers.remove(hal.uid, id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await gus.printers.get(gus.uid, id))!.name).toBe('Bambu P1S');
  });

  it('refuses every operation without a signed-in user', async () => {
    const ivy = await newUser();
    await expect(ivy.printers.list('')).rejects.toThrow('User must be authenticated');
    await expect(ivy.printers.create('', input())).rejects.toThrow('User must be authenticated');
  });
});

describe('users repository: profile and plan', () => {
  it('saves the profile fields and records plan.change with the old and new plan', async () => {
    const jo = await newUser();
    const users = createUsersRepository(jo.db);
    await users.updateProfile(jo.uid, {
      businessName: '',
      city: 'Leeds',
      country: 'UK',
      currency: 'gbp',
      electricityRate: '0.3',
    });
    expect(await users.get(jo.uid)).toMatchObject({
      businessName: null,
      city: 'Leeds',
      currency: 'GBP',
      electricityRate: 0.3,
    });

    await users.changePlan(jo.uid, 'home');
    expect((await users.get(jo.uid))!.planId).toBe('home');
    const logs = await adminFirestore()
      .collection('audit_logs')
      .where('userId', '==', jo.uid)
      .where('action', '==', 'plan.change')
      .get();
    expect(logs.docs.map((entry) => entry.data().details)).toEqual([
      { userId: jo.uid, oldPlan: 'hobby', newPlan: 'home' },
    ]);
  });

  it('refuses a plan below the printer count', async () => {
    const kim = await newUser('solo');
    const printers = createPrintersRepository(kim.db);
    await printers.create(kim.uid, input({ name: 'One' }));
    await printers.create(kim.uid, input({ name: 'Two' }));
    await expect(createUsersRepository(kim.db).changePlan(kim.uid, 'hobby')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await createUsersRepository(kim.db).changePlan(kim.uid, 'home');
  });

  it('writes hobby for a profile without a planId, once', async () => {
    const lee = await newUser();
    const { FieldValue } = await import('firebase-admin/firestore');
    await adminFirestore().collection('users').doc(lee.uid).update({ planId: FieldValue.delete() });
    const users = createUsersRepository(lee.db);
    expect(await users.ensurePlanId(lee.uid)).toBe(true);
    expect((await storedUser(lee.uid)).planId).toBe('hobby');
    expect(await users.ensurePlanId(lee.uid)).toBe(false);
  });
});
