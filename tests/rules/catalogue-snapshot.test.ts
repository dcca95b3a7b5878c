import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSnapshotEntry, SNAPSHOT_PART_CAPACITY } from '@/domain/catalogue-snapshot';
import { records } from '../support/factories';
import { ADMIN, NON_ADMINS, OTHER, OWNER, setUpRulesTests, tampered } from './rules-env';

// catalogue_snapshot: anyone signed in reads it (the spool search); only admins write it, in the
// shape the repositories write (a manifest, parts of at most 2,000 entries).
const rules = setUpRulesTests();

const entry = (id: string) => encodeSnapshotEntry(records.filament({ id }));
/** `encoded` with its field at `index` replaced by `value`. */
const changedEntry = (encoded: string, index: number, value: unknown) =>
  JSON.stringify((JSON.parse(encoded) as unknown[]).map((field, at) => (at === index ? value : field)));
const manifest = (overrides: Record<string, unknown> = {}) => ({
  version: 1,
  parts: 1,
  filamentCount: 2,
  updatedAt: serverTimestamp(),
  ...overrides,
});
const part = (index: number, filaments: unknown[], overrides: Record<string, unknown> = {}) => ({
  version: 1,
  index,
  filaments,
  updatedAt: serverTimestamp(),
  ...overrides,
});

beforeEach(() =>
  rules.seed({
    'catalogue_snapshot/manifest': manifest(),
    'catalogue_snapshot/part-0': part(0, [entry('a'), entry('b')]),
  }),
);

describe('catalogue_snapshot: read', () => {
  it('signed out cannot get or list the snapshot', async () => {
    const db = rules.as(null);
    await assertFails(db.get('catalogue_snapshot/manifest'));
    await assertFails(db.list('catalogue_snapshot'));
  });
  for (const [who, uid] of [
    ['a user', OWNER],
    ['another user', OTHER],
    ['an admin', ADMIN],
  ] as const) {
    it(`${who} lists the whole snapshot in one query`, async () => {
      const snapshot = await assertSucceeds(rules.as(uid).list('catalogue_snapshot'));
      expect(snapshot.docs.map((document) => document.id).sort()).toEqual(['manifest', 'part-0']);
    });
  }
});

describe('catalogue_snapshot: writes', () => {
  for (const [label, uid] of NON_ADMINS) {
    it(`${label} cannot create, overwrite, edit or delete a part or the manifest`, async () => {
      const db = rules.as(uid);
      await assertFails(db.set('catalogue_snapshot/part-1', part(1, [entry('c')])));
      await assertFails(db.set('catalogue_snapshot/part-0', part(0, [entry('fake')])));
      await assertFails(
        db.update('catalogue_snapshot/part-0', { filaments: [], updatedAt: serverTimestamp() }),
      );
      await assertFails(db.set('catalogue_snapshot/manifest', manifest({ parts: 0, filamentCount: 0 })));
      await assertFails(db.delete('catalogue_snapshot/part-0'));
      await assertFails(db.delete('catalogue_snapshot/manifest'));
    });
  }

  it('an admin writes a part and the manifest in one batch, and deletes a part', async () => {
    const db = rules.as(ADMIN);
    const batch = db.batch();
    batch.set(db.doc('catalogue_snapshot/part-1'), part(1, [entry('c')]));
    batch.set(db.doc('catalogue_snapshot/manifest'), manifest({ parts: 2, filamentCount: 3 }));
    await assertSucceeds(batch.commit());
    await assertSucceeds(
      db.set(
        'catalogue_snapshot/part-0',
        part(
          0,
          Array.from({ length: SNAPSHOT_PART_CAPACITY }, (_, i) => entry(`filament-${i}`)),
        ),
      ),
    );
    await assertSucceeds(db.delete('catalogue_snapshot/part-1'));
  });

  it('even an admin cannot write a part over 2,000 entries', async () => {
    const oversized = Array.from({ length: SNAPSHOT_PART_CAPACITY + 1 }, (_, index) => entry(`f-${index}`));
    await assertFails(rules.as(ADMIN).set('catalogue_snapshot/part-0', part(0, oversized)));
  });

  it('even an admin cannot write a malformed part', async () => {
    const db = rules.as(ADMIN);
    const entries = [entry('a')];
    await assertFails(db.set('catalogue_snapshot/part-0', tampered(part(0, entries), { extra: true })));
    await assertFails(db.set('catalogue_snapshot/part-0', part(0, entries, { version: 2 })));
    await assertFails(db.set('catalogue_snapshot/part-0', part(0, entries, { filaments: entry('a') })));
    await assertFails(db.set('catalogue_snapshot/part-0', part(0, entries, { updatedAt: new Date(0) })));
    // A part's id names its index, and only part-0 … part-49 exist.
    await assertFails(db.set('catalogue_snapshot/part-0', part(1, entries)));
    await assertFails(db.set('catalogue_snapshot/part-50', part(50, entries)));
    await assertFails(db.set('catalogue_snapshot/part-07', part(7, entries)));
    await assertFails(db.set('catalogue_snapshot/other', part(0, entries)));
    const { updatedAt: _updatedAt, ...withoutTime } = part(0, entries);
    await assertFails(db.set('catalogue_snapshot/part-0', withoutTime));
  });

  it('takes entries as encodeSnapshotEntry writes them: quotes, escapes, decimals, no shrinkage', async () => {
    const db = rules.as(ADMIN);
    const odd = encodeSnapshotEntry(
      records.filament({
        id: 'polymaker_pla_"galaxy"',
        name: 'PLA \\ "Galaxy" – 星空\nline two',
        colorHex: '',
        density: 1.24,
        diameter: 2.85,
        printTempMin: 0,
        notes: '',
        shrinkage: 0.35,
      }),
    );
    // A brandless catalogue document (the app shows 'Unknown') and a negative value are copied as held.
    const brandless = changedEntry(entry('b'), 3, '');
    const negative = changedEntry(entry('n'), 13, -0.5);
    const withoutShrinkage = encodeSnapshotEntry({ ...records.filament({ id: 'x' }), shrinkage: undefined });
    await assertSucceeds(
      db.set('catalogue_snapshot/part-0', part(0, [odd, withoutShrinkage, brandless, negative, entry('c')])),
    );
    await assertSucceeds(db.set('catalogue_snapshot/part-0', part(0, [])));
  });

  it('even an admin cannot write entries of another shape (issue 29)', async () => {
    const db = rules.as(ADMIN);
    const tuple = JSON.parse(entry('a')) as unknown[];
    const changed = (index: number, value: unknown) => changedEntry(entry('a'), index, value);
    const bad: [string, string][] = [
      ['a number where a name goes', changed(1, 12)],
      ['an empty id', changed(0, '')],
      ['a string where the density goes', changed(6, '1.24')],
      ['Infinity as a temperature (written as null)', changed(8, Number.POSITIVE_INFINITY)],
      ['an object where the notes go', changed(12, { html: '<b>' })],
      ['a string as the shrinkage', changed(13, 'none')],
      ['13 fields', JSON.stringify(tuple.slice(0, 13))],
      ['15 fields', JSON.stringify([...tuple, 1])],
      ['an object instead of a tuple', JSON.stringify({ id: 'a', name: 'PLA' })],
      ['text that is not JSON', 'hello'],
      ['an empty string', ''],
      ['two entries in one', `${entry('a')}\n${entry('b')}`],
      ['two entries in one, no separator', `${entry('a')}${entry('b')}`],
      ['a huge text', 'x'.repeat(100_000)],
    ];
    const refusals = [];
    for (const [label, value] of [...bad, ['a number, not a string', 12] as const]) {
      const error = await assertFails(db.set('catalogue_snapshot/part-0', part(0, [entry('ok'), value])));
      refusals.push(`${label}: ${(error as { code?: string }).code}`);
    }
    expect(refusals).toEqual(
      [...bad, ['a number, not a string']].map(([label]) => `${label}: permission-denied`),
    );
  });

  it('even an admin cannot write a manifest that does not add up', async () => {
    const db = rules.as(ADMIN);
    await assertFails(db.set('catalogue_snapshot/manifest', manifest({ parts: 51 })));
    await assertFails(db.set('catalogue_snapshot/manifest', manifest({ parts: -1 })));
    await assertFails(db.set('catalogue_snapshot/manifest', manifest({ parts: 1, filamentCount: 2001 })));
    await assertFails(db.set('catalogue_snapshot/manifest', manifest({ filamentCount: 1.5 })));
    await assertFails(db.set('catalogue_snapshot/manifest', manifest({ version: 2 })));
    await assertFails(db.set('catalogue_snapshot/manifest', tampered(manifest(), { filaments: [] })));
    await assertSucceeds(db.set('catalogue_snapshot/manifest', manifest({ parts: 0, filamentCount: 0 })));
  });
});
