// The start dialog's spool search (issue 29 part 4, SpoolsRepository.search and makeSearchable):
// the search words a spool stores, and the query that finds spools by them.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_TOKENS_MAX, SPOOL_SEARCH_VERSION } from '@/domain/spool-search';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

/** The repository's query: `uid`'s usable spools (null: no owner filter) holding `token`, by name. */
const search = (db: Firestore, uid: string | null, token: string) =>
  getDocs(
    query(
      collection(db, 'spools'),
      ...(uid === null ? [] : [where('userId', '==', uid)]),
      where('status', 'in', ['new', 'used']),
      where('searchTokens', 'array-contains', token),
      orderBy('name', 'asc'),
      limit(21),
    ),
  );

describe('spools: the search query', () => {
  beforeEach(() =>
    rules.seed({
      'spools/teal1': documents.spool(OWNER, { id: 'teal1', name: 'Teal PLA' }),
      'spools/teal2': documents.spool(OWNER, { id: 'teal2', name: 'Teal PETG', status: 'done' }),
      'spools/black': documents.spool(OWNER, { id: 'black', name: 'Black PLA', colorName: 'Black' }),
      'spools/teal3': documents.spool(OTHER, { id: 'teal3', name: 'Teal of Bob' }),
    }),
  );

  it('the owner finds their usable spools holding the word, by name', async () => {
    const found = await assertSucceeds(search(rules.as(OWNER).db, OWNER, 'teal'));
    expect(found.docs.map((entry) => entry.id)).toEqual(['teal1']);
    const pla = await assertSucceeds(search(rules.as(OWNER).db, OWNER, 'pla'));
    expect(pla.docs.map((entry) => entry.id)).toEqual(['black', 'teal1']);
  });
  it('another user, an admin and signed out are refused with the owner’s filter', async () => {
    await assertFails(search(rules.as(OTHER).db, OWNER, 'teal'));
    await assertFails(search(rules.as(ADMIN).db, OWNER, 'teal'));
    await assertFails(search(rules.as(null).db, OWNER, 'teal'));
  });
  it('without the owner filter it is refused, even to the owner', async () => {
    await assertFails(search(rules.as(OWNER).db, null, 'teal'));
    await assertFails(search(rules.as(ADMIN).db, null, 'teal'));
  });
});

describe('spools: the search words', () => {
  const spool = documents.spool(OWNER, { id: 's1' });

  it('a spool is stored with its words and version, or (an older app) without them', async () => {
    expect(spool.searchTokens).toContain('galaxy');
    await assertSucceeds(rules.as(OWNER).set('spools/s1', spool));
    const { searchTokens: _tokens, searchVersion: _version, ...without } = spool;
    await assertSucceeds(rules.as(OWNER).set('spools/s2', without));
  });
  it(`refuses more than ${SEARCH_TOKENS_MAX} words, or words that are not a list`, async () => {
    const many = Array.from({ length: SEARCH_TOKENS_MAX + 1 }, (_, index) => `w${index}`);
    await assertSucceeds(rules.as(OWNER).set('spools/s1', tampered(spool, { searchTokens: many.slice(1) })));
    await assertFails(rules.as(OWNER).set('spools/s2', tampered(spool, { searchTokens: many })));
    await assertFails(rules.as(OWNER).set('spools/s2', tampered(spool, { searchTokens: 'galaxy black' })));
    await assertFails(rules.as(OWNER).set('spools/s2', tampered(spool, { searchTokens: { galaxy: true } })));
  });
  it('refuses a version that is not a whole number from 1 to 1,000', async () => {
    for (const searchVersion of [0, -1, 1.5, '1', 1001, true]) {
      await assertFails(rules.as(OWNER).set('spools/s2', tampered(spool, { searchVersion })));
    }
    await assertSucceeds(rules.as(OWNER).set('spools/s2', tampered(spool, { searchVersion: 1000 })));
  });
  it('the owner makes an older spool searchable; no one else can write its words', async () => {
    const { searchTokens: _tokens, searchVersion: _version, ...older } = spool;
    await rules.seed({ 'spools/s1': older });
    const words = {
      searchTokens: spool.searchTokens,
      searchVersion: SPOOL_SEARCH_VERSION,
      updatedAt: serverTimestamp(),
    };
    await assertFails(rules.as(OTHER).update('spools/s1', words));
    await assertFails(rules.as(ADMIN).update('spools/s1', words));
    // The words alone: its weight cannot move with them (the balance moves only with an entry).
    await assertFails(rules.as(OWNER).update('spools/s1', { ...words, remainingWeight: 1 }));
    await assertSucceeds(rules.as(OWNER).update('spools/s1', words));
  });
});
