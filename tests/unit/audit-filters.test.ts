import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@/domain/audit';
import {
  auditActionOptions,
  auditDateBounds,
  auditUserLabel,
  auditUserOptions,
  distinctUserIds,
  emptyAuditFilters,
  filterAuditRows,
  formatAuditDetails,
  isDateRangeReversed,
  matchesAuditSearch,
  userIdsToResolve,
  type AuditLogRow,
} from '@/domain/audit-filters';

// Local times, so the tests hold in any time zone the runner uses.
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const row = (overrides: Partial<AuditLogRow>): AuditLogRow => ({
  id: 'log',
  userId: 'admin-uid',
  userEmail: 'admin@example.com',
  action: 'admin.plan.create',
  details: { planId: 'farm', name: 'Farm', priceMonthly: 99, maxPrinters: 20 },
  timestamp: at(2025, 3, 10),
  legacy: false,
  ipAddress: null,
  ...overrides,
});

const rows: AuditLogRow[] = [
  row({ id: '1', timestamp: at(2025, 3, 12, 23, 59) }),
  row({
    id: '2',
    action: 'user.login',
    userId: 'u2',
    userEmail: 'maker@example.com',
    details: { userId: 'u2', email: 'maker@example.com' },
    timestamp: at(2025, 3, 11, 0, 0),
  }),
  row({
    id: '3',
    action: 'admin.filament.import',
    details: { totalProcessed: 29, imported: 29, skipped: 0 },
    timestamp: at(2025, 3, 10, 8),
  }),
  row({
    id: '4',
    action: 'user.login',
    userId: 'gone',
    userEmail: null,
    details: { userId: 'gone', email: 'old@example.com' },
    timestamp: at(2025, 3, 9, 23, 59),
  }),
];

const ids = (list: AuditLogRow[]) => list.map((entry) => entry.id);

describe('filterAuditRows', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterAuditRows(rows, emptyAuditFilters))).toEqual(['1', '2', '3', '4']);
  });
  it('filters by action', () => {
    expect(ids(filterAuditRows(rows, { ...emptyAuditFilters, action: 'user.login' }))).toEqual(['2', '4']);
  });
  it('filters by user', () => {
    expect(ids(filterAuditRows(rows, { ...emptyAuditFilters, userId: 'admin-uid' }))).toEqual(['1', '3']);
  });
  it('filters by date range, both days inclusive, in local time', () => {
    expect(
      ids(filterAuditRows(rows, { ...emptyAuditFilters, from: '2025-03-10', to: '2025-03-11' })),
    ).toEqual(['2', '3']);
    expect(ids(filterAuditRows(rows, { ...emptyAuditFilters, from: '2025-03-12' }))).toEqual(['1']);
    expect(ids(filterAuditRows(rows, { ...emptyAuditFilters, to: '2025-03-09' }))).toEqual(['4']);
  });
  it('ignores a date that is not a day', () => {
    expect(ids(filterAuditRows(rows, { ...emptyAuditFilters, from: '2025-02-30' }))).toHaveLength(4);
    expect(ids(filterAuditRows(rows, { ...emptyAuditFilters, to: 'soon' }))).toHaveLength(4);
  });
  it('combines filters and the quick search', () => {
    expect(
      ids(filterAuditRows(rows, { ...emptyAuditFilters, action: 'user.login', search: 'MAKER' })),
    ).toEqual(['2']);
  });
});

describe('matchesAuditSearch', () => {
  it('matches user, action and details case-insensitively, every word', () => {
    expect(matchesAuditSearch(rows[2]!, 'import 29')).toBe(true);
    expect(matchesAuditSearch(rows[2]!, 'import 30')).toBe(false);
    expect(matchesAuditSearch(rows[0]!, 'ADMIN@EXAMPLE')).toBe(true);
    expect(matchesAuditSearch(rows[3]!, 'unknown user')).toBe(true);
    expect(matchesAuditSearch(rows[3]!, 'old@example.com')).toBe(true);
    expect(matchesAuditSearch(rows[0]!, '   ')).toBe(true);
  });
});

describe('auditDateBounds', () => {
  it('gives ISO bounds: start of from-day, start of the day after to-day', () => {
    expect(auditDateBounds({ from: '2025-03-10', to: '2025-03-11' })).toEqual({
      fromIso: new Date(2025, 2, 10).toISOString(),
      toIso: new Date(2025, 2, 12).toISOString(),
    });
    expect(auditDateBounds({ from: '', to: '' })).toEqual({});
  });
  it('rolls over month ends', () => {
    expect(auditDateBounds({ from: '', to: '2025-12-31' }).toIso).toBe(new Date(2026, 0, 1).toISOString());
  });
});

describe('isDateRangeReversed', () => {
  it('spots a from after the to', () => {
    expect(isDateRangeReversed({ from: '2025-03-12', to: '2025-03-10' })).toBe(true);
    expect(isDateRangeReversed({ from: '2025-03-10', to: '2025-03-10' })).toBe(false);
    expect(isDateRangeReversed({ from: '2025-03-10', to: '' })).toBe(false);
  });
});

describe('labels', () => {
  it("shows the email or 'Unknown User'", () => {
    expect(auditUserLabel({ userEmail: 'a@b.c' })).toBe('a@b.c');
    expect(auditUserLabel({ userEmail: null })).toBe('Unknown User');
  });
  it('formats details as key: value pairs', () => {
    expect(formatAuditDetails({ planId: 'farm', oldData: { maxPrinters: 1 }, imported: 3 })).toBe(
      'planId: farm, oldData: {"maxPrinters":1}, imported: 3',
    );
    expect(formatAuditDetails({})).toBe('');
  });
});

describe('filter options', () => {
  it('offers every known action plus unknown ones seen, sorted', () => {
    const options = auditActionOptions([{ action: 'legacy.thing' }, { action: 'user.login' }]);
    expect(options).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(options).toContain('legacy.thing');
    expect(options).toEqual([...options].sort());
  });
  it('offers users by email, unknown ones last with their id', () => {
    expect(
      auditUserOptions([
        { userId: 'z', email: 'zed@example.com' },
        { userId: 'gone', email: null },
        { userId: 'a', email: 'amy@example.com' },
        { userId: 'a', email: null },
      ]),
    ).toEqual([
      { userId: 'a', label: 'amy@example.com' },
      { userId: 'z', label: 'zed@example.com' },
      { userId: 'gone', label: 'Unknown User (gone)' },
    ]);
  });
});

describe('user lookups', () => {
  it('reads each distinct user of a page once', () => {
    expect(distinctUserIds([{ userId: 'a' }, { userId: 'b' }, { userId: 'a' }, { userId: '' }])).toEqual([
      'a',
      'b',
    ]);
  });
  it('skips users already resolved by earlier pages', () => {
    expect(userIdsToResolve([{ userId: 'a' }, { userId: 'b' }, { userId: 'c' }], new Set(['b']))).toEqual([
      'a',
      'c',
    ]);
  });
});
