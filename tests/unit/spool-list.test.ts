import { describe, expect, it } from 'vitest';
import {
  ALERTING_SPOOL_STATUSES,
  countLowSpools,
  isLowSpool,
  lowByOwnThreshold,
  lowSpoolThresholdFor,
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

describe('the low-spool flag a spool stores (lowByOwnThreshold)', () => {
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

  it('spoolDerivedFields stores exactly the flag', () => {
    expect(spoolDerivedFields({ remainingWeight: 10, status: 'used', lowSpoolThreshold: 300 })).toEqual({
      lowByOwnThreshold: true,
    });
  });

  it('the two counting queries (flag, or no own threshold and below the user’s) count what isLowSpool does', () => {
    const remaining = [0, 49.9, 50, 99.9, 100, 150, 299, 300, 1000];
    const thresholds = [null, 0, 50, 300];
    const spools: LowFields[] = [];
    for (const remainingWeight of remaining)
      for (const lowSpoolThreshold of thresholds)
        for (const status of SPOOL_STATUSES) spools.push({ remainingWeight, status, lowSpoolThreshold });

    for (const userThreshold of [undefined, null, 0, 50, 150, 1000]) {
      const inherited = lowSpoolThresholdFor({ lowSpoolThreshold: null }, userThreshold);
      const byQueries =
        spools.filter((spool) => spoolDerivedFields(spool).lowByOwnThreshold).length +
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
