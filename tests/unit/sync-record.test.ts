// The device's record of changes made offline (issue 29) and the check that decides, from the
// server's copy of one document a batch writes, whether the batch landed.
import { describe, expect, it } from 'vitest';
import {
  asJson,
  CHANGE_TEXT_LIMIT,
  EMPTY_SYNC_RECORD,
  hasLanded,
  parseSyncRecord,
  serializeSyncRecord,
  syncRecordKey,
  withLanded,
  withoutRefused,
  withRefused,
  withWaiting,
  type WaitingChange,
} from '@/domain/sync-record';

const finish: WaitingChange = {
  id: 'a',
  change: 'Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)',
  queuedAt: '2026-03-02T10:15:00.000Z',
  landed: {
    document: 'runs/run-1',
    holds: { status: 'completed', grams: [120], minutes: 65, endedOn: '2026-03-02' },
  },
  again: { event: 'runs.finish', args: ['u1', 'run-1', { outcome: 'completed', grams: [120] }, {}] },
};
const weighIn: WaitingChange = {
  id: 'b',
  change: 'Weigh-in of Galaxy Black PLA: 780 g left',
  queuedAt: '2026-03-02T10:20:00.000Z',
  landed: { document: 'spools/s1/ledger/e1-1', exists: true },
  again: null,
};

describe('the record of changes waiting to sync', () => {
  it('keeps changes waiting in the order they were made, and moves a refused one to the refused', () => {
    let record = withWaiting(withWaiting(EMPTY_SYNC_RECORD, finish), weighIn);
    expect(record.waiting.map((entry) => entry.id)).toEqual(['a', 'b']);

    record = withRefused(record, 'a', { code: 'permission-denied', refusedAt: '2026-03-02T11:00:00.000Z' });
    expect(record).toEqual({
      waiting: [weighIn],
      refused: [
        {
          id: 'a',
          change: finish.change,
          refusedAt: '2026-03-02T11:00:00.000Z',
          code: 'permission-denied',
          again: finish.again,
        },
      ],
    });

    record = withLanded(record, 'b');
    expect(record.waiting).toEqual([]);
    record = withoutRefused(record, 'a');
    expect(record).toEqual(EMPTY_SYNC_RECORD);
  });

  it('settles each change once: a second answer for it changes nothing', () => {
    const record = withRefused(withWaiting(EMPTY_SYNC_RECORD, finish), 'a', { code: null, refusedAt: 'now' });
    expect(withRefused(record, 'a', { code: null, refusedAt: 'later' })).toBe(record);
    expect(withLanded(record, 'a')).toBe(record);
    expect(withoutRefused(record, 'unknown')).toBe(record);
    // The same change queued twice is kept once.
    expect(withWaiting(withWaiting(EMPTY_SYNC_RECORD, finish), finish).waiting).toHaveLength(1);
  });

  it('keeps only the words of a change, cut to a limit', () => {
    const record = withWaiting(EMPTY_SYNC_RECORD, { ...finish, change: 'x'.repeat(CHANGE_TEXT_LIMIT + 50) });
    expect(record.waiting[0]!.change).toHaveLength(CHANGE_TEXT_LIMIT);
  });

  it('reads back what it stored, per user, and an empty record from nothing or from anything else', () => {
    const record = withRefused(withWaiting(withWaiting(EMPTY_SYNC_RECORD, finish), weighIn), 'b', {
      code: null,
      refusedAt: '2026-03-02T11:00:00.000Z',
    });
    expect(parseSyncRecord(serializeSyncRecord(record))).toEqual(record);
    expect(syncRecordKey('u1')).not.toBe(syncRecordKey('u2'));
    expect(parseSyncRecord(null)).toEqual(EMPTY_SYNC_RECORD);
    expect(parseSyncRecord('{not json')).toEqual(EMPTY_SYNC_RECORD);
    expect(parseSyncRecord('{"waiting":[{"id":1}],"refused":[]}')).toEqual(EMPTY_SYNC_RECORD);
    expect(parseSyncRecord('[]')).toEqual(EMPTY_SYNC_RECORD);
    // A change whose check or record-again is not of the record's shape makes the record unreadable.
    const stored = (change: object) => JSON.stringify({ waiting: [{ ...finish, ...change }], refused: [] });
    expect(parseSyncRecord(stored({}))).toEqual({ waiting: [finish], refused: [] });
    expect(parseSyncRecord(stored({ landed: { document: 'runs/run-1' } }))).toEqual(EMPTY_SYNC_RECORD);
    expect(parseSyncRecord(stored({ landed: { document: 'runs/run-1', exists: 'yes' } }))).toEqual(
      EMPTY_SYNC_RECORD,
    );
    expect(parseSyncRecord(stored({ again: { event: 'runs.finish', args: 'u1' } }))).toEqual(
      EMPTY_SYNC_RECORD,
    );
    expect(parseSyncRecord(stored({ queuedAt: 12 }))).toEqual(EMPTY_SYNC_RECORD);
    const refused = { id: 'r', change: 'x', refusedAt: 'now', code: 7, again: null };
    expect(parseSyncRecord(JSON.stringify({ waiting: [], refused: [refused] }))).toEqual(EMPTY_SYNC_RECORD);
  });

  it('keeps values as JSON does: undefined fields dropped, dates as text', () => {
    expect(asJson({ grams: [1.5], note: undefined, at: new Date('2026-03-02T10:00:00Z') })).toEqual({
      grams: [1.5],
      at: '2026-03-02T10:00:00.000Z',
    });
    expect(asJson(undefined)).toBeNull();
  });
});

describe('whether a batch landed, from the server copy of a document it writes', () => {
  it('a document the batch creates: landed when it exists, not when it is missing', () => {
    expect(hasLanded(weighIn.landed, { grams: -20 })).toBe(true);
    expect(hasLanded(weighIn.landed, null)).toBe(false);
  });

  it('a run finished offline: landed when it holds this finish, not while printing or finished otherwise', () => {
    const stored = {
      status: 'completed',
      grams: [120],
      minutes: 65,
      endedOn: '2026-03-02',
      totalCost: 4.21,
      printerName: 'Prusa MK4',
    };
    expect(hasLanded(finish.landed, stored)).toBe(true);
    expect(hasLanded(finish.landed, { ...stored, status: 'printing', grams: null, minutes: null })).toBe(
      false,
    );
    expect(hasLanded(finish.landed, { ...stored, status: 'failed' })).toBe(false);
    expect(hasLanded(finish.landed, { ...stored, grams: [100] })).toBe(false);
    expect(hasLanded(finish.landed, { ...stored, grams: [120, 5] })).toBe(false);
    expect(hasLanded(finish.landed, { ...stored, grams: '120' })).toBe(false);
    expect(hasLanded(finish.landed, null)).toBe(false);
  });

  it('compares nested values field by field, and a missing field as not held', () => {
    const check = { document: 'spools/s1', holds: { name: 'Galaxy', colour: { hex: '#000' }, note: null } };
    expect(hasLanded(check, { name: 'Galaxy', colour: { hex: '#000', alpha: 1 }, note: null })).toBe(true);
    expect(hasLanded(check, { name: 'Galaxy', colour: { hex: '#fff' }, note: null })).toBe(false);
    expect(hasLanded(check, { name: 'Galaxy', colour: ['#000'], note: null })).toBe(false);
    expect(hasLanded(check, { name: 'Galaxy', colour: { hex: '#000' } })).toBe(false);
  });
});
