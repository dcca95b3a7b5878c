import { describe, expect, it } from 'vitest';
import {
  ALERTING_SPOOL_STATUSES,
  countLowSpools,
  isLowSpool,
  lowByOwnThreshold,
  lowSpoolThresholdFor,
  marginWrite,
  spoolDerivedFields,
} from '@/domain/low-spool-alerts';
import {
  DEFAULT_SPOOL_LIST_FILTERS,
  isFilteredSpoolList,
  spoolCountText,
  spoolListFiltersFromParams,
  spoolListFiltersToParams,
} from '@/domain/spool-list';
import { SPOOL_STATUSES, type Spool } from '@/domain/spool-record';

type LowFields = Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>;

describe('the margin a spool stores over its own threshold (ownThresholdMargin)', () => {
  it('is true only for a spool not done, with its own threshold, holding less than it', () => {
    expect(lowByOwnThreshold({ remainingWeight: 40, status: 'used', lowSpoolThreshold: 50 })).toBe(true);
    expect(lowByOwnThreshold({ remainingWeight: 40, status: 'new', lowSpoolThreshold: 50 })).toBe(true);
    // Exactly at the threshold is not below it.
    expect(lowByOwnThreshold({ remainingWeight: 50, status: 'used', lowSpoolThreshold: 50 })).toBe(false);
    expect(lowByOwnThreshold({ remainingWeight: 40, status: 'done', lowSpoolThreshold: 50 })).toBe(false);
    // Without its own threshold the user's applies, which the flag does not know: false.
    expect(lowByOwnThreshold({ remainingWeight: 0, status: 'used', lowSpoolThreshold: null })).toBe(false);
    // Its own threshold 0: nothing is below it.
    expect(lowByOwnThreshold({ remainingWeight: 0, status: 'used', lowSpoolThreshold: 0 })).toBe(false);
  });

  it('spoolDerivedFields stores what the spool holds beyond its own threshold, null without one', () => {
    expect(spoolDerivedFields({ remainingWeight: 10, lowSpoolThreshold: 300 })).toEqual({
      ownThresholdMargin: -290,
    });
    expect(spoolDerivedFields({ remainingWeight: 10, lowSpoolThreshold: null })).toEqual({
      ownThresholdMargin: null,
    });
  });

  it('moves with the remaining weight: the same increment keeps it right on any device', () => {
    // Two devices each take 100 g of a spool holding 350 g with a threshold of 200 g, each from
    // what it last saw: both add -100 to the stored remaining weight and margin.
    const stored = { remainingWeight: 350, lowSpoolThreshold: 200 };
    const margin = spoolDerivedFields(stored).ownThresholdMargin! - 100 - 100;
    expect(margin).toBe(spoolDerivedFields({ ...stored, remainingWeight: 150 }).ownThresholdMargin);
    expect(margin < 0).toBe(lowByOwnThreshold({ ...stored, remainingWeight: 150, status: 'used' }));
  });

  it('the counting queries (not done with a margin below 0, or no own threshold and below the user’s) count what isLowSpool does', () => {
    const remaining = [0, 49.9, 50, 99.9, 100, 150, 299, 300, 1000];
    const thresholds = [null, 0, 50, 300];
    const spools: LowFields[] = [];
    for (const remainingWeight of remaining)
      for (const lowSpoolThreshold of thresholds)
        for (const status of SPOOL_STATUSES) spools.push({ remainingWeight, status, lowSpoolThreshold });

    for (const userThreshold of [undefined, null, 0, 50, 150, 1000]) {
      const inherited = lowSpoolThresholdFor({ lowSpoolThreshold: null }, userThreshold);
      const byQueries =
        spools.filter((spool) => {
          const margin = spoolDerivedFields(spool).ownThresholdMargin;
          return spool.status !== 'done' && margin !== null && margin < 0;
        }).length +
        spools.filter(
          (spool) =>
            spool.lowSpoolThreshold === null &&
            (ALERTING_SPOOL_STATUSES as readonly string[]).includes(spool.status) &&
            spool.remainingWeight < inherited,
        ).length;
      expect(byQueries).toBe(countLowSpools(spools, userThreshold));
      expect(byQueries).toBeGreaterThan(0);
    }
    // A spool with its own threshold above the user's is low by its own, not by the user's.
    const own = { remainingWeight: 200, status: 'used' as const, lowSpoolThreshold: 300 };
    expect(isLowSpool(own, 100)).toBe(true);
    expect(lowByOwnThreshold(own)).toBe(true);
  });
});

describe('the inventory order and filters in the URL', () => {
  it('reads the defaults from a plain URL and leaves them out when writing', () => {
    expect(spoolListFiltersFromParams(new URLSearchParams())).toEqual(DEFAULT_SPOOL_LIST_FILTERS);
    expect(spoolListFiltersToParams(DEFAULT_SPOOL_LIST_FILTERS).toString()).toBe('');
  });

  it('round-trips an order, a status and a material', () => {
    const filters = { sort: 'remaining', status: 'used', material: 'PETG-CF' } as const;
    const params = spoolListFiltersToParams(filters);
    expect(params.toString()).toBe('sort=remaining&status=used&material=PETG-CF');
    expect(spoolListFiltersFromParams(params)).toEqual(filters);
    expect(isFilteredSpoolList(filters)).toBe(true);
    expect(isFilteredSpoolList({ ...DEFAULT_SPOOL_LIST_FILTERS, sort: 'newest' })).toBe(false);
  });

  it('reads an unknown order or status as the default, and a blank material as none', () => {
    expect(
      spoolListFiltersFromParams(new URLSearchParams('sort=price&status=empty&material=%20%20')),
    ).toEqual(DEFAULT_SPOOL_LIST_FILTERS);
  });
});

describe('spoolCountText', () => {
  it('says how many spools with a thousands separator', () => {
    expect(spoolCountText(1000)).toBe('1,000 spools');
    expect(spoolCountText(1)).toBe('1 spool');
    expect(spoolCountText(0)).toBe('0 spools');
  });
});

describe('what an event writes to the margin (marginWrite)', () => {
  const spool = { remainingWeight: 300, lowSpoolThreshold: 200, ownThresholdMargin: 100 };

  it('moves a stored margin by the event’s change: an increment, right whatever other devices did', () => {
    expect(marginWrite(spool, -120, 200, false)).toEqual({ kind: 'increment', by: -120 });
    expect(marginWrite(spool, 0, 200, true)).toEqual({ kind: 'keep' });
    // A threshold raised by 50 with 20 g used: the margin falls by 70.
    expect(marginWrite(spool, -20, 250, false)).toEqual({ kind: 'increment', by: -70 });
  });

  it('sets it when a threshold comes or goes, and leaves a spool without one alone', () => {
    expect(marginWrite(spool, -20, null, false)).toEqual({ kind: 'set', value: null });
    const none = { remainingWeight: 300, lowSpoolThreshold: null, ownThresholdMargin: null };
    expect(marginWrite(none, -20, null, false)).toEqual({ kind: 'keep' });
    expect(marginWrite(none, -20, 250, false)).toEqual({ kind: 'set', value: 30 });
  });

  it('gives a spool stored before the margin its margin only from the server’s own copy', () => {
    const legacy = { remainingWeight: 300, lowSpoolThreshold: 200 };
    expect(marginWrite(legacy, -120, 200, true)).toEqual({ kind: 'set', value: -20 });
    expect(marginWrite(legacy, -120, 200, false)).toEqual({ kind: 'keep' });
  });
});
