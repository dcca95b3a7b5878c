// Issue 29: a currency is an ISO 4217 code (src/domain/currencies.ts), on a profile and on a quote
// or invoice. Before, the rules took any string of up to 3 characters on a profile ('$', 'usd',
// 'ABC') and any three capitals on an invoice.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { registrationBatch } from './audited';
import { createBatch } from './invoice-requests';
import { OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();
const NOT_ISO = ['ABC', 'XYZ', 'usd', 'US', '$', '', 'EURO', 'U$D', 'A'.repeat(100_000)];

describe('currencies: ISO 4217 only', () => {
  it('a profile changes to an ISO 4217 code, never to three letters that are not one', async () => {
    const owner = rules.as(OWNER);
    const update = (currency: unknown) =>
      owner.update(`users/${OWNER}`, { currency, updatedAt: serverTimestamp() });
    for (const currency of [...NOT_ISO, 12, null, Infinity]) await assertFails(update(currency));
    await assertSucceeds(update('CHF'));
    await assertSucceeds(update('JPY'));
  });

  it('signs up only with an ISO 4217 code', async () => {
    for (const currency of ['ABC', 'usd', '$']) {
      await assertFails(registrationBatch(rules.as('carol'), 'carol', { currency }).commit());
    }
    await assertSucceeds(registrationBatch(rules.as('carol'), 'carol', { currency: 'EUR' }).commit());
  });

  it('a profile stored before with another code keeps it while its other fields change', async () => {
    await rules.seed({ [`users/${OWNER}`]: documents.user(OWNER, { currency: 'ABC' }) });
    await assertSucceeds(
      rules.as(OWNER).update(`users/${OWNER}`, { city: 'Leeds', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      rules.as(OWNER).update(`users/${OWNER}`, { currency: 'XYZ', updatedAt: serverTimestamp() }),
    );
  });

  it('issues a quote or invoice only in an ISO 4217 code', async () => {
    for (const currency of ['ABC', 'XYZ', 'usd']) {
      await assertFails(createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { changes: { currency } }));
    }
    await assertSucceeds(createBatch(rules.as(OWNER), OWNER, 'invoice', 1, { changes: { currency: 'NZD' } }));
  });
});
