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
 * Stored on every spool (`lowByOwnThreshold`) so the low-spool count is two aggregation queries,
 * not a read of every spool: low by its own threshold. The rules refuse a value that disagrees.
 */
export function lowByOwnThreshold(
  spool: Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>,
): boolean {
  return (
    spool.status !== 'done' &&
    isNonNegativeNumber(spool.lowSpoolThreshold) &&
    spool.remainingWeight < spool.lowSpoolThreshold
  );
}

/** The fields a spool stores for the counting queries, derived from the rest of it. */
export function spoolDerivedFields(spool: Pick<Spool, 'remainingWeight' | 'status' | 'lowSpoolThreshold'>): {
  lowByOwnThreshold: boolean;
} {
  return { lowByOwnThreshold: lowByOwnThreshold(spool) };
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
