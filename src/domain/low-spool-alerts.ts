// Low-spool alerts: a product addition (the home page promises "inventory alerts for low
// spools"; the spec gives no number or message), with the user's global threshold setting.
import * as z from 'zod/mini';
import { isNonNegativeNumber, requiredNonNegativeNumber } from './form-fields';
import { NUMBER_LIMITS } from './limits';
import type { Spool } from './spool-record';

export const lowSpoolMessages = {
  thresholdRequired: 'Low-spool threshold is required',
  thresholdPositive: 'Threshold must be positive',
  badge: 'Low',
} as const;

/**
 * The default threshold. 100 g is roughly one mid-size print: below it a spool is worth
 * reordering.
 */
export const DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS = 100;

/** The threshold that applies to a spool: its own, else the user's, else the default. */
export function lowSpoolThresholdFor(
  spool: Pick<Spool, 'lowSpoolThreshold'>,
  userThreshold?: number | null,
): number {
  if (isNonNegativeNumber(spool.lowSpoolThreshold)) return spool.lowSpoolThreshold;
  if (isNonNegativeNumber(userThreshold)) return userThreshold;
  return DEFAULT_LOW_SPOOL_THRESHOLD_GRAMS;
}

/**
 * A spool is low when its remaining weight falls below its threshold. A spool marked done is
 * used up on purpose, so it raises no alert.
 */
export function isLowSpool(
  spool: Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>,
  userThreshold?: number | null,
): boolean {
  if (spool.status === 'done') return false;
  return spool.remainingWeight < lowSpoolThresholdFor(spool, userThreshold);
}

/**
 * Stored on every spool (`ownThresholdMargin`) so the low-spool count is aggregation queries, not a
 * read of every spool: what the spool holds beyond its own threshold, null without one. A spool
 * not done with a margin below 0 is low by its own threshold. The margin moves by the same
 * increment as the remaining weight (issue 29), so it stays right when several devices use a spool
 * at once: a stored true/false could not, since a device offline cannot know what the others took.
 */
export function ownThresholdMargin(
  spool: Pick<Spool, 'remainingWeight' | 'lowSpoolThreshold'>,
): number | null {
  return isNonNegativeNumber(spool.lowSpoolThreshold)
    ? spool.remainingWeight - spool.lowSpoolThreshold
    : null;
}

/** Whether a spool is low by its own threshold (what the stored margin counts). */
export function lowByOwnThreshold(
  spool: Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>,
): boolean {
  const margin = ownThresholdMargin(spool);
  return spool.status !== 'done' && margin !== null && margin < 0;
}

/** The fields a spool stores for the counting queries, derived from the rest of it. */
export function spoolDerivedFields(spool: Pick<Spool, 'remainingWeight' | 'lowSpoolThreshold'>): {
  ownThresholdMargin: number | null;
} {
  return { ownThresholdMargin: ownThresholdMargin(spool) };
}

/** How a write moves a spool's stored margin (ownThresholdMargin). */
export type MarginWrite =
  { kind: 'keep' } | { kind: 'increment'; by: number } | { kind: 'set'; value: number | null };

/**
 * What an event that moves a spool's remaining weight by `change`, leaving it with the own
 * threshold `threshold`, writes to the spool's margin, from the spool as this device read it. A
 * stored margin moves by increments, right on any device. A new threshold where there was none
 * is set from what the device read. A spool stored before the margin (`ownThresholdMargin`
 * undefined) gets it only from an event decided on the server's own copy (`exact`: online, in a
 * transaction); queued offline it goes on without one.
 */
export function marginWrite(
  stored: Pick<Spool, 'remainingWeight' | 'lowSpoolThreshold'> & { ownThresholdMargin?: number | null },
  change: number,
  threshold: number | null,
  exact: boolean,
): MarginWrite {
  const after = ownThresholdMargin({
    remainingWeight: stored.remainingWeight + change,
    lowSpoolThreshold: threshold,
  });
  if (stored.ownThresholdMargin === undefined)
    return exact ? { kind: 'set', value: after } : { kind: 'keep' };
  const before = stored.lowSpoolThreshold;
  if (threshold === null) return before === null ? { kind: 'keep' } : { kind: 'set', value: null };
  if (before === null || stored.ownThresholdMargin === null) return { kind: 'set', value: after };
  const by = change - (threshold - before);
  return by === 0 ? { kind: 'keep' } : { kind: 'increment', by };
}

/** The statuses of a spool that can raise a low-spool alert (a done spool is used up on purpose). */
export const ALERTING_SPOOL_STATUSES = ['new', 'used'] as const;

export function countLowSpools(
  spools: readonly Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>[],
  userThreshold?: number | null,
): number {
  return spools.filter((spool) => isLowSpool(spool, userThreshold)).length;
}

/** "2 spools are running low" / "1 spool is running low". */
export function lowSpoolAlertText(count: number): string {
  return count === 1 ? '1 spool is running low' : `${count} spools are running low`;
}

/** The user's global low-spool threshold (profile setting), in grams. */
export const lowSpoolThresholdSchema = requiredNonNegativeNumber(
  lowSpoolMessages.thresholdRequired,
  lowSpoolMessages.thresholdPositive,
  NUMBER_LIMITS.grams,
);

/** The low-spool settings form: its one field, as typed. */
export const lowSpoolSettingsSchema = z.object({ threshold: lowSpoolThresholdSchema });
export type LowSpoolSettingsValues = z.input<typeof lowSpoolSettingsSchema>;
