// The Analytics page's period (issue 18): which local calendar days a preset or a custom range
// covers, and the weeks or months its charts group by. Days are 'YYYY-MM-DD' strings and all
// arithmetic is on UTC dates, so no time zone or daylight-saving change moves a day.
import { isoDateOf, isoDateParts } from '../dates';
import type { DayKey, MonthKey } from './rollup';
import type { Bucket, Granularity, Period, PeriodPreset } from './view-types';

/** The earliest day a custom period may start on. */
export const EARLIEST_DAY: DayKey = '2000-01-01';
/** The longest custom period: two years (one of them a leap year). */
export const MAX_PERIOD_DAYS = 731;
/** Periods up to this many days are grouped per week; longer ones per month. */
export const WEEKLY_UP_TO_DAYS = 92;

/** The Analytics page's messages (shown verbatim). */
export const analyticsMessages = {
  startRequired: 'Choose a start date',
  startInvalid: 'Enter the start date as a real date (YYYY-MM-DD)',
  endRequired: 'Choose an end date',
  endInvalid: 'Enter the end date as a real date (YYYY-MM-DD)',
  endBeforeStart: 'The end date cannot be before the start date',
  tooLong: `Choose a period of at most 2 years (${MAX_PERIOD_DAYS} days)`,
  tooEarly: 'Choose a start date on or after Jan 1, 2000',
  noMaterial: 'No material',
  noColour: 'No colour',
  noReason: 'No reason recorded',
} as const;

const DAY_MS = 86_400_000;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** UTC milliseconds of a calendar day's midnight (the day's number on a time line without zones). */
function utcOf(day: DayKey): number {
  const parts = isoDateParts(day);
  if (!parts) throw new Error(`Not a calendar date: ${day}`);
  return Date.UTC(parts[0], parts[1] - 1, parts[2]);
}
const dayOfUtc = (ms: number): DayKey => new Date(ms).toISOString().slice(0, 10);

/** The calendar day `days` after `day` (before, when negative). */
export const addDays = (day: DayKey, days: number): DayKey => dayOfUtc(utcOf(day) + days * DAY_MS);

/** Whole days from one calendar day to another ('2026-01-01' → '2026-01-31' is 30). */
export const daysFrom = (from: DayKey, to: DayKey): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/** The number of days of a period, both ends included. */
export const periodDays = (period: Period): number => daysFrom(period.start, period.end) + 1;

/** Whether a day falls inside the period (both ends included). */
export const dayInPeriod = (day: DayKey, period: Period): boolean => day >= period.start && day <= period.end;

const later = (a: DayKey, b: DayKey) => (a > b ? a : b);
const earlier = (a: DayKey, b: DayKey) => (a < b ? a : b);

/**
 * The days a preset covers, ending today ('YYYY-MM-DD', the user's local day), or a checked
 * custom range. Errors come as `{ error }` with the message to show.
 */
export function periodOf(
  preset: PeriodPreset,
  today: DayKey,
  custom?: { start: string; end: string },
): Period | { error: string } {
  switch (preset) {
    case 'this-month':
      return { start: `${today.slice(0, 8)}01`, end: today };
    case 'last-30':
      return { start: addDays(today, -29), end: today };
    case 'last-90':
      return { start: addDays(today, -89), end: today };
    case 'this-year':
      return { start: `${today.slice(0, 4)}-01-01`, end: today };
    case 'custom':
      return customPeriod(custom?.start ?? '', custom?.end ?? '');
  }
}

function customPeriod(startText: string, endText: string): Period | { error: string } {
  const start = startText.trim();
  const end = endText.trim();
  if (!start) return { error: analyticsMessages.startRequired };
  if (!isoDateParts(start)) return { error: analyticsMessages.startInvalid };
  if (!end) return { error: analyticsMessages.endRequired };
  if (!isoDateParts(end)) return { error: analyticsMessages.endInvalid };
  if (start < EARLIEST_DAY) return { error: analyticsMessages.tooEarly };
  if (end < start) return { error: analyticsMessages.endBeforeStart };
  if (daysFrom(start, end) + 1 > MAX_PERIOD_DAYS) return { error: analyticsMessages.tooLong };
  return { start, end };
}

/** Per week up to 92 days (a quarter), per month beyond. */
export const granularityOf = (period: Period): Granularity =>
  periodDays(period) <= WEEKLY_UP_TO_DAYS ? 'week' : 'month';

const nextMonth = (month: MonthKey): MonthKey => {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 12 ? `${pad(year + 1, 4)}-01` : `${month.slice(0, 4)}-${pad(number + 1)}`;
};

/** The calendar months the period touches, oldest first. */
export function monthsOf(period: Period): MonthKey[] {
  const months: MonthKey[] = [];
  const last = period.end.slice(0, 7);
  for (let month = period.start.slice(0, 7); month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/** The last day of a month ('2024-02' → '2024-02-29'). */
export function lastDayOfMonth(month: MonthKey): DayKey {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return `${month}-${pad(new Date(Date.UTC(year, number, 0)).getUTCDate())}`;
}

/** The Monday of the ISO week a day is in. */
export function mondayOf(day: DayKey): DayKey {
  const weekday = (new Date(utcOf(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The ISO week a day is in, '2026-W48' (week 1 holds the year's first Thursday). */
export function weekKeyOf(day: DayKey): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysFrom(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The key of the week or month bucket a day falls in. */
export const bucketKeyOf = (day: DayKey, granularity: Granularity): string =>
  granularity === 'week' ? weekKeyOf(day) : day.slice(0, 7);

/** 'Nov 23' */
export function shortDayLabel(day: DayKey): string {
  return `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;
}
/** 'Nov 2026' */
export function monthLabel(month: MonthKey): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The ISO weeks the period touches, each labelled by its Monday, its days clipped to the period. */
export function weekBuckets(period: Period): Bucket[] {
  const buckets: Bucket[] = [];
  for (let monday = mondayOf(period.start); monday <= period.end; monday = addDays(monday, 7)) {
    buckets.push({
      key: weekKeyOf(monday),
      label: shortDayLabel(monday),
      start: later(monday, period.start),
      end: earlier(addDays(monday, 6), period.end),
    });
  }
  return buckets;
}

/** The calendar months the period touches, their days clipped to the period. */
export function monthBuckets(period: Period): Bucket[] {
  return monthsOf(period).map((month) => ({
    key: month,
    label: monthLabel(month),
    start: later(`${month}-01`, period.start),
    end: earlier(lastDayOfMonth(month), period.end),
  }));
}

/** The buckets of the period's granularity. */
export const bucketsOf = (period: Period, granularity: Granularity = granularityOf(period)): Bucket[] =>
  granularity === 'week' ? weekBuckets(period) : monthBuckets(period);

/**
 * The minutes of the period up to `now`: whole days × 1440, but a period that has not ended yet
 * (it holds today) counts only up to `now` (its local time of day), and one not begun yet none.
 */
export function periodMinutes(period: Period, now: Date): number {
  const today = isoDateOf(now);
  if (today > period.end) return periodDays(period) * 1440;
  if (today < period.start) return 0;
  return daysFrom(period.start, today) * 1440 + now.getHours() * 60 + now.getMinutes();
}
