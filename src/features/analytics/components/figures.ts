// The page's figures as the rest of the app writes them: money in the user's currency
// (formatMoney), grams ('12.5 g') and hours ('3.4 h'); the views keep cents, tenths of a gram and
// minutes, so the page and a recomputation from the raw records agree exactly.
import { shortDayLabel } from '@/domain/analytics/period';
import type { Bucket, Granularity, MoneyAmount } from '@/domain/analytics/view-types';
import { formatGrams } from '@/domain/filament-amounts';
import { formatMoney } from '@/domain/money';
import { roundHalfUp } from '@/domain/rounding';
import { formatHours } from '@/domain/runs';

export const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);
/** '+$3.20' over the estimate, '-$1.00' under it. */
export const signedMoney = (cents: number, currency: string) =>
  cents > 0 ? `+${money(cents, currency)}` : money(cents, currency);
export const moneyList = (amounts: readonly MoneyAmount[]) =>
  amounts.length === 0 ? '—' : amounts.map((amount) => money(amount.cents, amount.currency)).join(', ');
export const grams = (decigrams: number) => formatGrams(decigrams / 10);
export const hours = (minutes: number) => formatHours(minutes);
/** '12.5%' from 0.125. */
export const percent = (share: number) => `${roundHalfUp(share * 100, 1).toLocaleString('en-US')}%`;
/** '1 run', '3 runs'. */
export const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Money on a chart's axis, short: '$1.2k'. */
export function shortMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return formatMoney(amount, currency);
  }
}
/** A number on a chart's axis, short: '1.2k'. */
export const shortNumber = (value: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(value);

/**
 * A week as the page names it: its days within the period ('Nov 2–8', 'Oct 26 – Nov 1', 'Nov 1'
 * for a week the period starts on its Sunday); a month by its name ('Nov 2026').
 */
export function bucketText(bucket: Bucket, granularity: Granularity): string {
  if (granularity === 'month') return bucket.label;
  if (bucket.start === bucket.end) return shortDayLabel(bucket.start);
  if (bucket.start.slice(0, 7) === bucket.end.slice(0, 7))
    return `${shortDayLabel(bucket.start)}–${Number(bucket.end.slice(8, 10))}`;
  return `${shortDayLabel(bucket.start)} – ${shortDayLabel(bucket.end)}`;
}
