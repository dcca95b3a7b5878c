// The short-code lookup of a scanned label (issue 16, SpoolsRepository.findByShortCode): a list
// query on the owner's spools whose document id starts with the code.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, documentId, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests } from './rules-env';

const rules = setUpRulesTests();

/** The repository's query: `uid`'s spools (null: no owner filter) whose id starts with `code`. */
const byShortCode = (db: Firestore, uid: string | null, code: string) =>
  getDocs(
    query(
      collection(db, 'spools'),
      ...(uid === null ? [] : [where('userId', '==', uid)]),
      where(documentId(), '>=', code),
      where(documentId(), '<', `${code}\uf8ff`),
      limit(2),
    ),
  );

describe('spools: lookup by a label’s short code', () => {
  beforeEach(() =>
    rules.seed({
      'spools/Ab3dEf7hAAAAAAAAAAAA': documents.spool(OWNER),
      'spools/Zz9yXw8vAAAAAAAAAAAA': documents.spool(OWNER),
      'spools/Zz9yXw8vBBBBBBBBBBBB': documents.spool(OWNER),
      'spools/Ab3dEf7hCCCCCCCCCCCC': documents.spool(OTHER),
      'spools/ab3def7hDDDDDDDDDDDD': documents.spool(OWNER),
    }),
  );

  it('the owner finds their one spool with the code (case-sensitive), not another user’s', async () => {
    const found = await assertSucceeds(byShortCode(rules.as(OWNER).db, OWNER, 'Ab3dEf7h'));
    expect(found.docs.map((entry) => entry.id)).toEqual(['Ab3dEf7hAAAAAAAAAAAA']);
  });
  it('two of the owner’s spools sharing a code come back as two (the app asks for more)', async () => {
    const found = await assertSucceeds(byShortCode(rules.as(OWNER).db, OWNER, 'Zz9yXw8v'));
    expect(found.docs.map((entry) => entry.id)).toEqual(['Zz9yXw8vAAAAAAAAAAAA', 'Zz9yXw8vBBBBBBBBBBBB']);
  });
  it('a code no spool has finds nothing', async () => {
    const found = await assertSucceeds(byShortCode(rules.as(OWNER).db, OWNER, 'Qq1wEe2r'));
    expect(found.empty).toBe(true);
  });
  it('another user with their own filter finds only theirs, never the owner’s', async () => {
    const theirs = await assertSucceeds(byShortCode(rules.as(OTHER).db, OTHER, 'Ab3dEf7h'));
    expect(theirs.docs.map((entry) => entry.id)).toEqual(['Ab3dEf7hCCCCCCCCCCCC']);
    const none = await assertSucceeds(byShortCode(rules.as(OTHER).db, OTHER, 'Zz9yXw8v'));
    expect(none.empty).toBe(true);
  });
  it('another user, an admin and signed out are refused with the owner’s filter', async () => {
    await assertFails(byShortCode(rules.as(OTHER).db, OWNER, 'Zz9yXw8v'));
    await assertFails(byShortCode(rules.as(ADMIN).db, OWNER, 'Zz9yXw8v'));
    await assertFails(byShortCode(rules.as(null).db, OWNER, 'Zz9yXw8v'));
  });
  it('without the owner filter it is refused, even to the owner and even when only theirs match', async () => {
    await assertFails(byShortCode(rules.as(OWNER).db, null, 'Zz9yXw8v'));
    await assertFails(byShortCode(rules.as(OWNER).db, null, 'Ab3dEf7h'));
    await assertFails(byShortCode(rules.as(ADMIN).db, null, 'Zz9yXw8v'));
  });
  it('a range over every id with the owner filter lists only the owner’s (no wider than a plain list)', async () => {
    const found = await assertSucceeds(
      getDocs(
        query(
          collection(rules.as(OWNER).db, 'spools'),
          where('userId', '==', OWNER),
          where(documentId(), '>=', '0'),
          limit(10),
        ),
      ),
    );
    expect(found.docs.every((entry) => entry.get('userId') === OWNER)).toBe(true);
    expect(found.size).toBe(4);
  });
});
