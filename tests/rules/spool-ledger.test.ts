// The spool ledger (issues 12 and 29): entries are append-only, owner only, and a spool's balance
// moves only with them. Every request that moves remainingWeight or weight names a new entry
// (lastEntryId) whose grams are exactly the change, sent as an increment so events decided on
// several devices all land; a spool created by the app is tied to its ledger from the start, and
// Check balances may record what an older ledger does not explain once, tying it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  increment,
  runTransaction,
  serverTimestamp,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, type Caller } from './rules-env';

const rules = setUpRulesTests();

/** s1's price per gram (documents.spool: 24.99 for 1,000 g). */
const PRICE = 24.99 / 1000;

function entryOf(overrides: DocumentData = {}): DocumentData {
  return {
    userId: OWNER,
    spoolId: 's1',
    kind: 'weigh-in',
    grams: -50,
    pricePerGram: PRICE,
    runId: null,
    label: '',
    note: '',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

interface Move {
  entryId?: string;
  entry?: DocumentData | null;
  /** The spool's update (default: remaining by the entry's grams, naming it). */
  spool?: DocumentData | null;
  spoolId?: string;
}

/** A weigh-in as the ledger repository writes it: the entry and the spool moved by it, naming it. */
function move(caller: Caller, { entryId = 'w-1', entry = {}, spool, spoolId = 's1' }: Move = {}) {
  const batch = caller.batch();
  const data = entry && entryOf({ spoolId, ...entry });
  if (data) batch.set(caller.doc(`spools/${spoolId}/ledger/${entryId}`), data);
  if (spool !== null) {
    batch.update(caller.doc(`spools/${spoolId}`), {
      remainingWeight: increment(Number(data?.grams ?? 0)),
      lastEntryId: entryId,
      updatedAt: serverTimestamp(),
      ...spool,
    });
  }
  return batch;
}

const stored = (path: string) => rules.withoutRules(async (db) => (await getDoc(doc(db, path))).data());

beforeEach(() =>
  rules.seed({
    'spools/s1': documents.spool(OWNER),
    'spools/theirs': documents.spool(OTHER),
  }),
);

describe('spool ledger: an entry moves its spool by exactly its grams', () => {
  it('the owner writes an entry with the change of its spool, reads and lists it', async () => {
    await assertSucceeds(move(rules.as(OWNER)).commit());
    expect(await stored('spools/s1')).toMatchObject({ remainingWeight: 750, lastEntryId: 'w-1' });
    await assertSucceeds(rules.as(OWNER).get('spools/s1/ledger/w-1'));
    await assertSucceeds(rules.as(OWNER).list('spools/s1/ledger', { userId: OWNER }));
    for (const uid of [OTHER, ADMIN, null]) {
      await assertFails(rules.as(uid).get('spools/s1/ledger/w-1'));
      await assertFails(rules.as(uid).list('spools/s1/ledger', { userId: OWNER }));
    }
  });

  it('in a transaction too', async () => {
    const caller = rules.as(OWNER);
    await assertSucceeds(
      runTransaction(caller.db, async (transaction) => {
        await transaction.get(caller.doc('spools/s1'));
        transaction.set(caller.doc('spools/s1/ledger/w-1'), entryOf());
        transaction.update(caller.doc('spools/s1'), {
          remainingWeight: increment(-50),
          lastEntryId: 'w-1',
          updatedAt: serverTimestamp(),
        });
      }),
    );
  });

  it('two devices’ events both land, each by its own entry (no absolute weight overwrites the other)', async () => {
    await assertSucceeds(
      move(rules.as(OWNER), { entryId: 'a', entry: { kind: 'adjustment', grams: -30 } }).commit(),
    );
    await assertSucceeds(
      move(rules.as(OWNER), { entryId: 'b', entry: { kind: 'adjustment', grams: -20 } }).commit(),
    );
    expect(await stored('spools/s1')).toMatchObject({ remainingWeight: 750, lastEntryId: 'b' });
  });

  it('a balance may go below 0 and past the net weight on an update (several devices at once)', async () => {
    await assertSucceeds(move(rules.as(OWNER), { entry: { kind: 'adjustment', grams: -950 } }).commit());
    await assertSucceeds(
      move(rules.as(OWNER), { entryId: 'w-2', entry: { kind: 'adjustment', grams: 1300 } }).commit(),
    );
    expect(await stored('spools/s1')).toMatchObject({ remainingWeight: 1150 });
  });

  it('the form changing the net weight moves remaining by its entry plus the weight’s change', async () => {
    // Net 1000 → 750 with 800 left that should stay 800: the entry is +250, remaining +0.
    await assertSucceeds(
      move(rules.as(OWNER), {
        // Its price per gram is the spool's as the form leaves it.
        entry: { kind: 'adjustment', grams: 250, pricePerGram: 24.99 / 750 },
        spool: { weight: 750, remainingWeight: increment(0) },
      }).commit(),
    );
    expect(await stored('spools/s1')).toMatchObject({ weight: 750, remainingWeight: 800 });
  });

  it('entries are append-only: no update, no delete while the spool exists; deleted with it', async () => {
    await assertSucceeds(move(rules.as(OWNER)).commit());
    await assertFails(rules.as(OWNER).update('spools/s1/ledger/w-1', { grams: 0 }));
    await assertFails(rules.as(OWNER).delete('spools/s1/ledger/w-1'));
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.delete(caller.doc('spools/s1'));
    batch.delete(caller.doc('spools/s1/ledger/w-1'));
    await assertSucceeds(batch.commit());
  });

  const badMoves: [string, Move][] = [
    ['a spool moved by other than its entry', { spool: { remainingWeight: increment(-40) } }],
    [
      'a spool moved with no entry',
      { entry: null, spool: { remainingWeight: increment(-50), lastEntryId: null } },
    ],
    ['a spool moved naming an entry that is not written', { entry: null }],
    ['an entry with no spool change', { spool: null }],
    ['an entry the spool does not name', { spool: { lastEntryId: 'other' } }],
    [
      'a net weight changed with no entry',
      { entry: null, spool: { weight: 900, remainingWeight: 800, lastEntryId: null } },
    ],
    [
      'both weights moved alike with no entry',
      { entry: null, spool: { weight: 900, remainingWeight: increment(-100), lastEntryId: null } },
    ],
    ['another owner', { entry: { userId: OTHER } }],
    ['another spool named', { entry: { spoolId: 'theirs' } }],
    ['a kind not on the list', { entry: { kind: 'gift' } }],
    ['Infinity grams', { entry: { grams: Number.POSITIVE_INFINITY } }],
    ['NaN grams', { entry: { grams: Number.NaN } }],
    ['a price other than the spool’s', { entry: { pricePerGram: 0.001 } }],
    ['a usage without a run', { entry: { kind: 'usage' } }],
    ['a run that is not finishing', { entry: { kind: 'usage', runId: 'r9' } }],
    [
      'a correction on its own (it only ties a spool)',
      { entry: { kind: 'correction' }, spool: { remainingWeight: increment(0) } },
    ],
    ['a 10 KB note', { entry: { note: 'x'.repeat(10_000) } }],
    ['a client time', { entry: { createdAt: new Date() } }],
    ['an extra field', { entry: { approved: true } }],
    ['a stored balance (entries no longer carry one)', { entry: { balanceAfter: 750 } }],
    ['a balance past what any spool holds', { entry: { kind: 'adjustment', grams: -1_000_001 } }],
  ];
  for (const [label, attack] of badMoves) {
    it(`refuses ${label}`, async () => {
      await assertFails(move(rules.as(OWNER), attack).commit());
    });
  }

  it('refuses naming an entry written before: each change names a new one', async () => {
    await assertSucceeds(move(rules.as(OWNER)).commit());
    await assertFails(
      rules.as(OWNER).update('spools/s1', {
        remainingWeight: increment(-50),
        lastEntryId: 'w-2',
        updatedAt: serverTimestamp(),
      }),
    );
    // The same entry named again after another change moved it on.
    await assertSucceeds(move(rules.as(OWNER), { entryId: 'w-2' }).commit());
    await assertFails(
      rules.as(OWNER).update('spools/s1', {
        remainingWeight: increment(-50),
        lastEntryId: 'w-1',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses two events on one spool in one request: the spool names one entry', async () => {
    const caller = rules.as(OWNER);
    const batch = move(caller, { spool: { remainingWeight: increment(-100) } });
    batch.set(caller.doc('spools/s1/ledger/w-2'), entryOf());
    await assertFails(batch.commit());
  });

  it('refuses an entry on another user’s spool, and entries by anyone but the owner', async () => {
    await assertFails(move(rules.as(OWNER), { spoolId: 'theirs', entry: { userId: OWNER } }).commit());
    for (const uid of [OTHER, ADMIN, null]) await assertFails(move(rules.as(uid)).commit());
  });

  it('a change that moves neither weight needs no entry', async () => {
    await assertSucceeds(
      rules.as(OWNER).update('spools/s1', { location: 'Shelf C', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      rules.as(OWNER).update('spools/s1', { emptySpoolWeight: 225, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      rules
        .as(OWNER)
        .update('spools/s1', { emptySpoolWeight: Number.POSITIVE_INFINITY, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      rules.as(OWNER).update('spools/s1', { emptySpoolWeight: -1, updatedAt: serverTimestamp() }),
    );
  });
});

describe('spool ledger: a spool the app creates is tied to its ledger', () => {
  const full = () =>
    documents.spool(OWNER, { remainingWeight: 1000, ledgerBalanced: true, lastEntryId: null });
  const partUsed = (grams: number) => {
    const caller = rules.as(OWNER);
    const batch = caller.batch();
    batch.set(
      caller.doc('spools/new'),
      documents.spool(OWNER, { ledgerBalanced: true, lastEntryId: 'open' }),
    );
    batch.set(
      caller.doc('spools/new/ledger/open'),
      entryOf({ spoolId: 'new', kind: 'adjustment', grams, note: 'Opening balance' }),
    );
    return batch;
  };

  it('full with no entry, or part-used with an opening entry of exactly what it lacks', async () => {
    await assertSucceeds(rules.as(OWNER).set('spools/full', full()));
    await assertSucceeds(partUsed(-200).commit());
  });

  it('refuses a tied spool part-used without its entry, or with an entry of other grams', async () => {
    await assertFails(rules.as(OWNER).set('spools/bad', { ...full(), remainingWeight: 800 }));
    await assertFails(partUsed(-150).commit());
  });

  it('a spool not tied (a restore writes its ledger after it) claims nothing, never below 0 nor past its net weight', async () => {
    await assertSucceeds(rules.as(OWNER).set('spools/restored', documents.spool(OWNER)));
    // The last entry it had, restored later: not looked up on a spool not tied.
    await assertSucceeds(
      rules.as(OWNER).set('spools/restored-2', documents.spool(OWNER, { lastEntryId: 'e9' })),
    );
    await assertFails(
      rules
        .as(OWNER)
        .set('spools/bad', documents.spool(OWNER, { remainingWeight: -5, ownThresholdMargin: null })),
    );
    await assertFails(rules.as(OWNER).set('spools/bad', documents.spool(OWNER, { remainingWeight: 1001 })));
  });
});

describe('spool ledger: Check balances records a difference once, tying the spool', () => {
  const correction = (grams: number, spool: DocumentData = {}, entry: DocumentData = {}) =>
    move(rules.as(OWNER), {
      entryId: 'fix',
      entry: { kind: 'correction', grams, note: 'Balance check', ...entry },
      spool: { remainingWeight: increment(0), ledgerBalanced: true, ...spool },
    });

  it('a correction of any grams, written without moving the spool, ties it', async () => {
    await assertSucceeds(correction(-120).commit());
    expect(await stored('spools/s1')).toMatchObject({
      remainingWeight: 800,
      ledgerBalanced: true,
      lastEntryId: 'fix',
    });
  });

  it('a spool whose ledger explains it is tied with no entry', async () => {
    await assertSucceeds(
      rules.as(OWNER).update('spools/s1', { ledgerBalanced: true, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a correction that moves the spool, a second one, and untying', async () => {
    await assertFails(correction(-120, { remainingWeight: increment(-120) }).commit());
    await assertFails(correction(-120, {}, { kind: 'adjustment' }).commit());
    await assertSucceeds(correction(-120).commit());
    await assertFails(
      move(rules.as(OWNER), {
        entryId: 'fix-2',
        entry: { kind: 'correction', grams: 5 },
        spool: { remainingWeight: increment(0), ledgerBalanced: true },
      }).commit(),
    );
    await assertFails(
      rules.as(OWNER).update('spools/s1', { ledgerBalanced: false, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a restored entry on a tied spool: only an untied one takes its ledger from a backup', async () => {
    const restoredEntry = {
      ...entryOf({ kind: 'adjustment' }),
      createdAt: new Date('2026-01-01'),
      restoredAt: serverTimestamp(),
    };
    await assertSucceeds(rules.as(OWNER).set('spools/s1/ledger/old', restoredEntry));
    await assertSucceeds(correction(0).commit());
    await assertFails(rules.as(OWNER).set('spools/s1/ledger/old-2', restoredEntry));
  });
});
