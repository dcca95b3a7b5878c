// The visitor's read of the plans over Firestore's REST API (no SDK: the pricing page stays small),
// against the emulator and the real rules, in a project of its own.
import { FieldValue } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeValue, firestoreRest, FirestoreRestError, queryWhereEqual } from '@/firebase/firestore-rest';
import { createPublicPlansRepository } from '@/repositories/public-plans';
import { adminFirestore, FIRESTORE_HOST, loadRulesInto } from '../support/emulators';

const PROJECT_ID = 'demo-printledger-pricing-rest';
const rest = firestoreRest({ projectId: PROJECT_ID, emulatorHost: FIRESTORE_HOST });

const stored = {
  pro: { name: 'Pro', priceMonthly: 49, maxPrinters: 10, features: ['unlimited printers'], active: true },
  // A price with cents arrives as a doubleValue, whole prices as integerValue strings.
  maker: { name: 'Maker', priceMonthly: 12.5, maxPrinters: 3, features: [], active: true },
  hobby: { name: 'Hobby', priceMonthly: 0, maxPrinters: 1, features: ['basic', 'calculator'], active: true },
  retired: { name: 'Retired', priceMonthly: 1, maxPrinters: 1, features: ['gone'], active: false },
  // Stored by hand with a wrong type: skipped with a warning, the others still shown.
  broken: { name: 'Broken', priceMonthly: 'free', maxPrinters: 1, features: [], active: true },
};

beforeAll(async () => {
  await loadRulesInto(PROJECT_ID);
  const db = adminFirestore(PROJECT_ID);
  const existing = await db.collection('plans').get();
  await Promise.all(existing.docs.map((entry) => entry.ref.delete()));
  await Promise.all(
    Object.entries(stored).map(([id, plan]) =>
      db
        .collection('plans')
        .doc(id)
        .set({ ...plan, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
    ),
  );
});

afterEach(() => vi.restoreAllMocks());

describe('public plans over the REST API', () => {
  it('reads the active plans only, as plans (numbers, lists), cheapest first, skipping a malformed one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plans = await createPublicPlansRepository(rest).listActive();
    expect(plans).toEqual([
      {
        id: 'hobby',
        name: 'Hobby',
        priceMonthly: 0,
        maxPrinters: 1,
        features: ['basic', 'calculator'],
        active: true,
      },
      { id: 'maker', name: 'Maker', priceMonthly: 12.5, maxPrinters: 3, features: [], active: true },
      {
        id: 'pro',
        name: 'Pro',
        priceMonthly: 49,
        maxPrinters: 10,
        features: ['unlimited printers'],
        active: true,
      },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Skipped plan broken');
  });

  it('is a signed-out visitor to the rules: listing every plan is refused with permission-denied', async () => {
    const refused = queryWhereEqual(rest, 'plans', {});
    await expect(refused).rejects.toBeInstanceOf(FirestoreRestError);
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('says unavailable when Firestore cannot be reached', async () => {
    const nowhere = firestoreRest({ projectId: PROJECT_ID, emulatorHost: '127.0.0.1:9' });
    await expect(createPublicPlansRepository(nowhere).listActive()).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('goes to Google with the API key when no emulator is configured', () => {
    expect(firestoreRest({ projectId: 'shop-1', apiKey: 'key-1' })).toEqual({
      documentsUrl: 'https://firestore.googleapis.com/v1/projects/shop-1/databases/(default)/documents',
      apiKey: 'key-1',
    });
  });

  it('decodes maps, nulls and timestamps as the SDK would hand them over', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            at: { timestampValue: '2026-01-02T03:04:05Z' },
            none: { nullValue: null },
            nested: { arrayValue: { values: [{ integerValue: '7' }, { booleanValue: false }] } },
            empty: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({ at: new Date('2026-01-02T03:04:05Z'), none: null, nested: [7, false], empty: [] });
  });
});
