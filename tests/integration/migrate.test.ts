// Issue 29: `npm run migrate` (scripts/migrate.mjs) brings older data up to what the rules now hold:
// printer counters recounted from the printers (an older account set its own, possibly below the
// truth), every user counted on their plan's tally, every printed number claimed. Run twice, it
// changes nothing the second time, so an interrupted run is resumed by running it again.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import * as invoices from '@/domain/invoices';
import * as planTally from '@/domain/plan-tally';
import { migrate } from '../../scripts/migrate.mjs';
import { adminDocuments, adminFirestore, clearFirestore } from '../support/emulators';

const PROJECT_ID = 'demo-printledger-migrate';
const db = () => adminFirestore(PROJECT_ID);
const domain = { ...planTally, ...invoices };
const data = async (path: string) => (await db().doc(path).get()).data();

const invoice = (uid: string, sequence: number, number: string) => ({
  userId: uid,
  kind: 'invoice',
  number,
  sequence,
  status: 'sent',
});

beforeAll(async () => {
  await clearFirestore(PROJECT_ID);
  const { printerCount: _none, ...older } = adminDocuments.user('ada', { planId: 'solo' });
  const batch = db().batch();
  batch.set(db().doc('plans/solo'), adminDocuments.plan({ id: 'solo', maxPrinters: 5 }));
  batch.set(db().doc('plans/hobby'), adminDocuments.plan({ id: 'hobby', maxPrinters: 1 }));
  // Ada: no counter at all, two printers, on Solo.
  batch.set(db().doc('users/ada'), older);
  // Bo: set his own counter to 0 while holding three printers (what the rules used to allow).
  batch.set(db().doc('users/bo'), adminDocuments.user('bo', { planId: 'hobby', printerCount: 0 }));
  // Cy: counted already, and right.
  batch.set(db().doc('users/cy'), {
    ...adminDocuments.user('cy', { planId: 'hobby', printerCount: 1 }),
    planCounted: true,
  });
  batch.set(db().doc('plan_tallies/hobby'), {
    userCount: 1,
    printerUsers: { '1': 1 },
    lastUserId: 'cy',
    updatedAt: FieldValue.serverTimestamp(),
  });
  for (const [id, owner] of [
    ['a1', 'ada'],
    ['a2', 'ada'],
    ['b1', 'bo'],
    ['b2', 'bo'],
    ['b3', 'bo'],
    ['c1', 'cy'],
  ] as const) {
    batch.set(db().doc(`printers/${id}`), adminDocuments.printer(owner));
  }
  // Two of Ada's invoices printing one number (prefix 'A1' at 2345, then 'A' at 12345).
  batch.set(db().doc('invoices/ada_invoice_2345'), invoice('ada', 2345, 'A12345'));
  batch.set(db().doc('invoices/ada_invoice_12345'), invoice('ada', 12345, 'A12345'));
  batch.set(db().doc('invoices/bo_invoice_1'), invoice('bo', 1, 'F/2026/0001'));
  await batch.commit();
});

describe('npm run migrate', () => {
  it('recounts printers, counts users on their plans, claims numbers, and lists a number printed twice', async () => {
    const lines: string[] = [];
    const report = await migrate(db(), (line) => lines.push(line), domain);
    expect(report).toEqual({
      tallies: 1,
      printerCounts: 2,
      counted: 2,
      claims: 2,
      duplicateNumbers: ['ada_invoice_2345 prints A12345, claimed by ada_invoice_12345'],
    });
    expect(lines).toContain('users: 2 printer counts corrected, 2 counted on their plans');
    expect(await data('users/ada')).toMatchObject({ printerCount: 2, planCounted: true, planId: 'solo' });
    expect(await data('users/bo')).toMatchObject({ printerCount: 3, planCounted: true });
    expect(await data('users/cy')).toMatchObject({ printerCount: 1, planCounted: true });
    expect(await data('plan_tallies/solo')).toMatchObject({ userCount: 1, printerUsers: { '2': 1 } });
    expect(await data('plan_tallies/hobby')).toMatchObject({
      userCount: 2,
      printerUsers: { '1': 1, '3': 1 },
    });
    expect(await data('invoice_numbers/ada_invoice_A12345')).toMatchObject({
      invoiceId: 'ada_invoice_12345',
    });
    expect(await data('invoice_numbers/bo_invoice_F~2026~0001')).toMatchObject({ invoiceId: 'bo_invoice_1' });
  });

  it('run again, changes nothing (so an interrupted run is resumed by running it again)', async () => {
    const before = await data('plan_tallies/hobby');
    const report = await migrate(db(), () => {}, domain);
    expect(report).toMatchObject({ tallies: 0, printerCounts: 0, counted: 0, claims: 0 });
    expect(await data('plan_tallies/hobby')).toEqual(before);
  });
});
