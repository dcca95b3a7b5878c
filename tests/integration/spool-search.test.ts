// The start dialog's "Find a spool" against the emulator and the real rules (issue 29 part 4):
// any spool by its name, brand, material, colour or short code, a page at a time, never every
// spool; spools saved before the search are counted and made searchable.
import { describe, expect, it } from 'vitest';
import { spoolToFormValues } from '@/domain/spool-form';
import type { Spool } from '@/domain/spool-record';
import { parseSpoolSearch, SPOOL_SEARCH_VERSION } from '@/domain/spool-search';
import { createSpoolsRepository, type SpoolPageCursor } from '@/repositories/spools';
import { adminDocuments, adminFirestore } from '../support/emulators';
import { records } from '../support/factories';
import { signedUpUsers } from '../support/signed-up-users';

const signedUp = signedUpUsers();

async function newUser() {
  const client = await signedUp();
  return { ...client, spools: createSpoolsRepository(client.db) };
}

/** The spool form as a person fills it in (the factory's spool, with these changes). */
const form = (changes: Partial<Spool> = {}) => spoolToFormValues(records.spool(changes));

/**
 * Spools written around the rules as the repository stores them; `older` ones as stored before the
 * search words existed.
 */
async function seedSpools(uid: string, spools: Partial<Spool>[], { older = false } = {}) {
  const db = adminFirestore();
  const batch = db.batch();
  const ids = spools.map((spool, index) => {
    const id = `${uid.slice(0, 6)}${older ? 'old' : 'new'}${String(index).padStart(3, '0')}`;
    const stored = adminDocuments.spool(uid, { ...spool, id });
    const { searchTokens: _tokens, searchVersion: _version, ...before } = stored;
    batch.set(db.doc(`spools/${id}`), older ? before : stored);
    return id;
  });
  await batch.commit();
  return ids;
}

const names = (spools: readonly Spool[]) => spools.map((spool) => spool.name);

describe('spool search against the emulator', () => {
  it('finds a spool by any word of its name, brand, material or colour, in any case, or by its short code', async () => {
    const { uid, spools } = await newUser();
    const id = await spools.create(
      uid,
      form({ name: 'Galaxy Black', brand: 'Prusament', material: 'PLA', colorName: 'Schwarz Grün' }),
    );
    await spools.create(
      uid,
      form({ name: 'Jet Black', brand: 'eSun', material: 'PETG', colorName: 'Black' }),
    );
    const find = async (text: string) => names((await spools.search(uid, parseSpoolSearch(text))).spools);

    expect(await find('galax')).toEqual(['Galaxy Black']);
    expect(await find('PRUSA')).toEqual(['Galaxy Black']);
    expect(await find('pla')).toEqual(['Galaxy Black']);
    expect(await find('grün')).toEqual(['Galaxy Black']);
    expect(await find('black')).toEqual(['Galaxy Black', 'Jet Black']);
    expect(await find('black petg')).toEqual(['Jet Black']);
    expect(await find(id.slice(0, 8).toLowerCase())).toEqual(['Galaxy Black']);
    expect(await find(id.slice(0, 8).toUpperCase())).toEqual(['Galaxy Black']);
    expect(await find('teal')).toEqual([]);
  });

  it('reads a page at a time by name, one more than the page, following the cursor', async () => {
    const { uid, spools } = await newUser();
    await seedSpools(
      uid,
      Array.from({ length: 45 }, (_, index) => ({
        name: `PLA ${String(index).padStart(2, '0')}`,
        material: index % 3 === 0 ? 'PETG' : 'PLA',
      })),
    );
    const search = parseSpoolSearch('pla');
    const pages: string[][] = [];
    let cursor: SpoolPageCursor | null = null;
    do {
      const page = await spools.search(uid, search, cursor, 10);
      pages.push(names(page.spools));
      cursor = page.next;
    } while (cursor);
    // Every name says PLA: all 45, in 5 pages of at most 10.
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 10, 5]);
    expect(pages.flat()).toEqual(
      Array.from({ length: 45 }, (_, index) => `PLA ${String(index).padStart(2, '0')}`),
    );
    // Two words: the query asks for the longer (the 15 PETG spools, 10 + 1 read), the device
    // checks the other, so the page shows only those of the 10 that answer both.
    const petg = await spools.search(uid, parseSpoolSearch('petg 0'), null, 10);
    expect(names(petg.spools)).toEqual(['PLA 00', 'PLA 03', 'PLA 06', 'PLA 09']);
    expect(petg.next).not.toBeNull();
    const rest = await spools.search(uid, parseSpoolSearch('petg 0'), petg.next, 10);
    expect(rest).toEqual({ spools: [], next: null });
  });

  it('offers only spools a run may use, and only the caller’s', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await seedSpools(alice.uid, [
      { name: 'Teal PLA new', status: 'new' },
      { name: 'Teal PLA used', status: 'used' },
      { name: 'Teal PLA done', status: 'done', remainingWeight: 0 },
    ]);
    await seedSpools(bob.uid, [{ name: 'Teal PLA of Bob' }]);
    const teal = parseSpoolSearch('teal');
    expect(names((await alice.spools.search(alice.uid, teal)).spools)).toEqual([
      'Teal PLA new',
      'Teal PLA used',
    ]);
    expect(names((await bob.spools.search(bob.uid, teal)).spools)).toEqual(['Teal PLA of Bob']);
    await expect(bob.spools.search(alice.uid, teal)).rejects.toMatchObject({ code: 'permission-denied' });
    // No words: every usable spool, by name.
    expect(names((await alice.spools.search(alice.uid, parseSpoolSearch(''))).spools)).toEqual([
      'Teal PLA new',
      'Teal PLA used',
    ]);
  });

  it('keeps the words in step with the spool: a renamed spool is found by its new name only', async () => {
    const { uid, spools } = await newUser();
    const id = await spools.create(uid, form({ name: 'Galaxy Spool', colorName: 'Black' }));
    await spools.update(uid, id, form({ name: 'Marble White', colorName: 'Black' }));
    expect(names((await spools.search(uid, parseSpoolSearch('galaxy'))).spools)).toEqual([]);
    expect(names((await spools.search(uid, parseSpoolSearch('marble'))).spools)).toEqual(['Marble White']);
  });

  it('counts the spools saved before the search and makes them searchable, once', async () => {
    const { uid, spools } = await newUser();
    const olderIds = await seedSpools(
      uid,
      [{ name: 'Old Teal' }, { name: 'Old Amber', lowSpoolThreshold: 900, remainingWeight: 500 }],
      { older: true },
    );
    await seedSpools(uid, [{ name: 'New Teal' }]);
    expect(await spools.count(uid)).toBe(3);
    expect(await spools.searchableCount(uid)).toBe(1);
    expect(names((await spools.search(uid, parseSpoolSearch('teal'))).spools)).toEqual(['New Teal']);

    expect(await spools.makeSearchable(uid)).toBe(2);
    expect(await spools.searchableCount(uid)).toBe(3);
    expect(names((await spools.search(uid, parseSpoolSearch('teal'))).spools)).toEqual([
      'New Teal',
      'Old Teal',
    ]);
    const older = await adminFirestore().doc(`spools/${olderIds[1]}`).get();
    expect(older.get('searchVersion')).toBe(SPOOL_SEARCH_VERSION);
    // Only the words are written: its weight and low-spool margin stay as they were.
    expect(older.get('remainingWeight')).toBe(500);
    expect(older.get('ownThresholdMargin')).toBe(-400);
    expect(await spools.makeSearchable(uid)).toBe(0);
  });
});
