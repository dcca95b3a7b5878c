import { describe, expect, it } from 'vitest';
import {
  addDays,
  analyticsMessages,
  bucketKeyOf,
  dayInPeriod,
  daysFrom,
  granularityOf,
  lastDayOfMonth,
  monthBuckets,
  monthsOf,
  periodDays,
  periodMinutes,
  periodOf,
  weekBuckets,
  weekKeyOf,
} from '@/domain/analytics/period';

describe('periodOf presets', () => {
  it('this month runs from the 1st to today', () => {
    expect(periodOf('this-month', '2026-11-25')).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(periodOf('this-month', '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-01' });
  });

  it('last 30 and last 90 days include today, across month and year boundaries', () => {
    expect(periodOf('last-30', '2026-11-25')).toEqual({ start: '2026-10-27', end: '2026-11-25' });
    expect(periodOf('last-30', '2026-01-10')).toEqual({ start: '2025-12-12', end: '2026-01-10' });
    expect(periodOf('last-90', '2026-11-25')).toEqual({ start: '2026-08-28', end: '2026-11-25' });
    // 2024 is a leap year: Feb 29 is one of the days.
    expect(periodOf('last-30', '2024-03-10')).toEqual({ start: '2024-02-10', end: '2024-03-10' });
    expect(periodOf('last-30', '2025-03-10')).toEqual({ start: '2025-02-09', end: '2025-03-10' });
    for (const today of ['2026-11-25', '2024-03-01', '2026-01-01']) {
      expect(periodDays(periodOf('last-30', today) as { start: string; end: string })).toBe(30);
      expect(periodDays(periodOf('last-90', today) as { start: string; end: string })).toBe(90);
    }
  });

  it('this year runs from Jan 1 to today', () => {
    expect(periodOf('this-year', '2026-11-25')).toEqual({ start: '2026-01-01', end: '2026-11-25' });
    expect(periodOf('this-year', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-01-01' });
  });
});

describe('periodOf custom', () => {
  const custom = (start: string, end: string) => periodOf('custom', '2026-11-25', { start, end });

  it('accepts a range of calendar dates, trimmed', () => {
    expect(custom('2025-12-15', '2026-01-20')).toEqual({ start: '2025-12-15', end: '2026-01-20' });
    expect(custom(' 2026-02-01 ', '2026-02-01')).toEqual({ start: '2026-02-01', end: '2026-02-01' });
    expect(custom('2000-01-01', '2001-12-31')).toEqual({ start: '2000-01-01', end: '2001-12-31' });
  });

  it('says what is wrong with each bad range', () => {
    expect(custom('', '2026-01-20')).toEqual({ error: analyticsMessages.startRequired });
    expect(periodOf('custom', '2026-11-25')).toEqual({ error: analyticsMessages.startRequired });
    expect(custom('2026-02-30', '2026-03-01')).toEqual({ error: analyticsMessages.startInvalid });
    expect(custom('1/2/2026', '2026-03-01')).toEqual({ error: analyticsMessages.startInvalid });
    expect(custom('2026-01-01', '  ')).toEqual({ error: analyticsMessages.endRequired });
    expect(custom('2026-01-01', '2026-13-01')).toEqual({ error: analyticsMessages.endInvalid });
    expect(custom('2025-02-29', '2025-03-01')).toEqual({ error: analyticsMessages.startInvalid });
    expect(custom('2026-01-02', '2026-01-01')).toEqual({ error: analyticsMessages.endBeforeStart });
    expect(custom('1999-12-31', '2000-01-31')).toEqual({ error: analyticsMessages.tooEarly });
  });

  it('allows two years (731 days) and no more', () => {
    expect(custom('2024-01-01', '2025-12-31')).toEqual({ start: '2024-01-01', end: '2025-12-31' }); // 731 days
    expect(custom('2024-01-01', '2026-01-01')).toEqual({ error: analyticsMessages.tooLong });
    expect(custom('2025-01-01', '2027-01-01')).toEqual({ start: '2025-01-01', end: '2027-01-01' }); // 731 days
    expect(custom('2025-01-01', '2027-01-02')).toEqual({ error: analyticsMessages.tooLong });
  });

  it('has a message for every error', () => {
    for (const message of Object.values(analyticsMessages)) expect(message.length).toBeGreaterThan(5);
  });
});

describe('day arithmetic', () => {
  it('adds and counts days over month ends, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysFrom('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysFrom('2025-01-01', '2026-01-01')).toBe(365);
    // A daylight-saving change is no hour shorter here: days are calendar days.
    expect(daysFrom('2026-03-28', '2026-03-30')).toBe(2);
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastDayOfMonth('2100-02')).toBe('2100-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });

  it('tells whether a day is in the period, both ends included', () => {
    const period = { start: '2026-01-10', end: '2026-01-20' };
    expect(dayInPeriod('2026-01-10', period)).toBe(true);
    expect(dayInPeriod('2026-01-20', period)).toBe(true);
    expect(dayInPeriod('2026-01-09', period)).toBe(false);
    expect(dayInPeriod('2026-01-21', period)).toBe(false);
  });
});

describe('granularity and months', () => {
  it('groups per week up to 92 days, per month beyond', () => {
    expect(granularityOf({ start: '2026-11-01', end: '2026-11-25' })).toBe('week');
    expect(granularityOf(periodOf('last-90', '2026-11-25') as { start: string; end: string })).toBe('week');
    expect(granularityOf({ start: '2026-01-01', end: '2026-04-02' })).toBe('week'); // 92 days
    expect(granularityOf({ start: '2026-01-01', end: '2026-04-03' })).toBe('month'); // 93 days
    expect(granularityOf({ start: '2026-01-01', end: '2026-11-25' })).toBe('month');
  });

  it('lists the months a period touches', () => {
    expect(monthsOf({ start: '2025-11-15', end: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf({ start: '2026-11-01', end: '2026-11-25' })).toEqual(['2026-11']);
  });
});

describe('ISO weeks', () => {
  it('numbers weeks from Monday, week 1 holding the first Thursday', () => {
    expect(weekKeyOf('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(weekKeyOf('2026-11-29')).toBe('2026-W48'); // its Sunday
    expect(weekKeyOf('2026-11-30')).toBe('2026-W49');
    // 2026 starts on a Thursday: Dec 29, 2025 to Jan 4, 2026 is 2026-W01.
    expect(weekKeyOf('2025-12-29')).toBe('2026-W01');
    expect(weekKeyOf('2026-01-04')).toBe('2026-W01');
    expect(weekKeyOf('2025-12-28')).toBe('2025-W52');
    // …and has 53 weeks: Dec 28, 2026 to Jan 3, 2027.
    expect(weekKeyOf('2026-12-31')).toBe('2026-W53');
    expect(weekKeyOf('2027-01-03')).toBe('2026-W53');
    expect(weekKeyOf('2027-01-04')).toBe('2027-W01');
    // 2021 starts on a Friday: its first days belong to 2020-W53.
    expect(weekKeyOf('2021-01-01')).toBe('2020-W53');
    expect(weekKeyOf('2024-02-29')).toBe('2024-W09');
    // Dec 30, 2024 is in 2025-W01.
    expect(weekKeyOf('2024-12-30')).toBe('2025-W01');
  });

  it('gives a bucket key per granularity', () => {
    expect(bucketKeyOf('2026-11-25', 'week')).toBe('2026-W48');
    expect(bucketKeyOf('2026-11-25', 'month')).toBe('2026-11');
  });
});

describe('buckets', () => {
  it('labels weeks by their Monday and clips the first and last to the period', () => {
    expect(weekBuckets({ start: '2026-11-01', end: '2026-11-25' })).toEqual([
      { key: '2026-W44', label: 'Oct 26', start: '2026-11-01', end: '2026-11-01' },
      { key: '2026-W45', label: 'Nov 2', start: '2026-11-02', end: '2026-11-08' },
      { key: '2026-W46', label: 'Nov 9', start: '2026-11-09', end: '2026-11-15' },
      { key: '2026-W47', label: 'Nov 16', start: '2026-11-16', end: '2026-11-22' },
      { key: '2026-W48', label: 'Nov 23', start: '2026-11-23', end: '2026-11-25' },
    ]);
  });

  it('crosses a year boundary in ISO weeks', () => {
    expect(weekBuckets({ start: '2026-12-24', end: '2027-01-06' })).toEqual([
      { key: '2026-W52', label: 'Dec 21', start: '2026-12-24', end: '2026-12-27' },
      { key: '2026-W53', label: 'Dec 28', start: '2026-12-28', end: '2027-01-03' },
      { key: '2027-W01', label: 'Jan 4', start: '2027-01-04', end: '2027-01-06' },
    ]);
    const weeks = weekBuckets({ start: '2025-12-15', end: '2026-01-20' });
    expect(weeks.map((week) => week.key)).toEqual([
      '2025-W51',
      '2025-W52',
      '2026-W01',
      '2026-W02',
      '2026-W03',
      '2026-W04',
    ]);
    expect(weeks.at(-1)).toEqual({
      key: '2026-W04',
      label: 'Jan 19',
      start: '2026-01-19',
      end: '2026-01-20',
    });
  });

  it('gives one week for a single day', () => {
    expect(weekBuckets({ start: '2026-11-25', end: '2026-11-25' })).toEqual([
      { key: '2026-W48', label: 'Nov 23', start: '2026-11-25', end: '2026-11-25' },
    ]);
  });

  it('labels months and clips them to the period', () => {
    expect(monthBuckets({ start: '2023-12-15', end: '2024-02-10' })).toEqual([
      { key: '2023-12', label: 'Dec 2023', start: '2023-12-15', end: '2023-12-31' },
      { key: '2024-01', label: 'Jan 2024', start: '2024-01-01', end: '2024-01-31' },
      { key: '2024-02', label: 'Feb 2024', start: '2024-02-01', end: '2024-02-10' },
    ]);
    expect(monthBuckets({ start: '2024-02-01', end: '2024-03-31' })[0]).toEqual({
      key: '2024-02',
      label: 'Feb 2024',
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });
});

describe('periodMinutes', () => {
  const period = { start: '2026-11-01', end: '2026-11-25' };

  it('counts whole days of a period that is over', () => {
    expect(periodMinutes(period, new Date(2026, 11, 3, 9, 0))).toBe(25 * 1440);
    expect(periodMinutes({ start: '2024-02-01', end: '2024-02-29' }, new Date(2026, 0, 1))).toBe(29 * 1440);
  });

  it('counts a period that holds today up to now (local time)', () => {
    expect(periodMinutes(period, new Date(2026, 10, 25, 10, 30))).toBe(24 * 1440 + 630);
    expect(periodMinutes(period, new Date(2026, 10, 1, 0, 0))).toBe(0);
    expect(periodMinutes({ start: '2026-11-01', end: '2026-12-31' }, new Date(2026, 10, 2, 1, 15))).toBe(
      1440 + 75,
    );
  });

  it('counts nothing before the period begins', () => {
    expect(periodMinutes(period, new Date(2026, 9, 31, 23, 59))).toBe(0);
  });
});
