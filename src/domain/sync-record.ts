// The device's record of the changes made offline (issue 29): each change still waiting for the
// server, in words, with how to tell from the server's copy whether it landed and how to record it
// again; and each change the server refused, until the user has read it. The app keeps it per
// signed-in user in the browser's storage (src/firebase/sync-status.ts), so the header's chip, the
// sign-out question and the refusal report read the same record after a reload or a restart. Pure.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * How to tell whether a queued batch landed, from the server's copy of one document it writes
 * (a batch lands whole or not at all): the document exists (one the batch creates with a new
 * id), or it holds the values the batch wrote (a run no longer printing, finished as this one).
 */
export type LandedCheck =
  { document: string; exists: true } | { document: string; holds: Record<string, JsonValue> };

/** A repository event to run again with today's data: its name and the arguments it was given. */
export interface RecordAgain {
  event: string;
  args: JsonValue[];
}

/** A change made offline that the server has not answered yet (or whose answer is being checked). */
export interface WaitingChange {
  id: string;
  /** What the user did, in their words ('Finishing “Chess set · Rook” on Prusa MK4 (completed, 120 g)'). */
  change: string;
  /** When it was made (ISO 8601). */
  queuedAt: string;
  landed: LandedCheck;
  again: RecordAgain | null;
}

/** A change the server refused: what was lost, and the server's error code when it gave one. */
export interface RefusedChange {
  id: string;
  change: string;
  /** When the refusal was confirmed against the server's copy (ISO 8601). */
  refusedAt: string;
  /** The Firestore error code ('permission-denied'…); null when it is not known (a refusal found after a reload). */
  code: string | null;
  again: RecordAgain | null;
}

export interface SyncRecord {
  waiting: readonly WaitingChange[];
  refused: readonly RefusedChange[];
}

export const EMPTY_SYNC_RECORD: SyncRecord = { waiting: [], refused: [] };

/** The longest description kept: the words of one change, never a whole document. */
export const CHANGE_TEXT_LIMIT = 300;

/** Where a user's record is kept in the browser's storage. */
export const syncRecordKey = (uid: string) => `printledger.sync.${uid}`;

// Read by hand rather than with a schema: the header reads the record on every page, the public
// ones too, which stay free of a validation library.
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isJson = (value: unknown): value is JsonValue =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) ? value.every(isJson) : isObject(value) && Object.values(value).every(isJson));
const isString = (value: unknown): value is string => typeof value === 'string';

function isLandedCheck(value: unknown): value is LandedCheck {
  if (!isObject(value) || !isString(value.document)) return false;
  return value.exists === true || (isObject(value.holds) && isJson(value.holds));
}
const isRecordAgain = (value: unknown): value is RecordAgain | null =>
  value === null ||
  (isObject(value) && isString(value.event) && Array.isArray(value.args) && value.args.every(isJson));

const isWaitingChange = (value: unknown): value is WaitingChange =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.change) &&
  isString(value.queuedAt) &&
  isLandedCheck(value.landed) &&
  isRecordAgain(value.again);
const isRefusedChange = (value: unknown): value is RefusedChange =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.change) &&
  isString(value.refusedAt) &&
  (value.code === null || isString(value.code)) &&
  isRecordAgain(value.again);

/** The record as stored, or an empty one when nothing (or nothing readable) is stored. */
export function parseSyncRecord(stored: string | null): SyncRecord {
  if (stored === null) return EMPTY_SYNC_RECORD;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return EMPTY_SYNC_RECORD;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.waiting) || !Array.isArray(parsed.refused))
    return EMPTY_SYNC_RECORD;
  if (!parsed.waiting.every(isWaitingChange) || !parsed.refused.every(isRefusedChange))
    return EMPTY_SYNC_RECORD;
  return { waiting: parsed.waiting, refused: parsed.refused };
}

export const serializeSyncRecord = (record: SyncRecord) => JSON.stringify(record);

/** The record with one more change waiting (its words cut to CHANGE_TEXT_LIMIT). */
export function withWaiting(record: SyncRecord, change: WaitingChange): SyncRecord {
  const entry = { ...change, change: change.change.slice(0, CHANGE_TEXT_LIMIT) };
  return { ...record, waiting: [...record.waiting.filter((waiting) => waiting.id !== change.id), entry] };
}

/** The record once a waiting change has landed: it is simply no longer waiting. */
export function withLanded(record: SyncRecord, id: string): SyncRecord {
  if (!record.waiting.some((entry) => entry.id === id)) return record;
  return { ...record, waiting: record.waiting.filter((entry) => entry.id !== id) };
}

/** The record once the server's copy shows a waiting change was refused: it moves to the refused. */
export function withRefused(
  record: SyncRecord,
  id: string,
  { code, refusedAt }: { code: string | null; refusedAt: string },
): SyncRecord {
  const entry = record.waiting.find((waiting) => waiting.id === id);
  if (!entry) return record;
  return {
    waiting: record.waiting.filter((waiting) => waiting.id !== id),
    refused: [...record.refused, { id, change: entry.change, refusedAt, code, again: entry.again }],
  };
}

/** The record without a refusal the user has read (or recorded again). */
export function withoutRefused(record: SyncRecord, id: string): SyncRecord {
  if (!record.refused.some((entry) => entry.id === id)) return record;
  return { ...record, refused: record.refused.filter((entry) => entry.id !== id) };
}

function sameValue(stored: unknown, expected: JsonValue): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(stored) &&
      stored.length === expected.length &&
      expected.every((value, index) => sameValue(stored[index], value))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return false;
    const record = stored as Record<string, unknown>;
    return Object.entries(expected).every(([key, value]) => sameValue(record[key], value));
  }
  return stored === expected;
}

/**
 * Whether the server's copy of the check's document (null when it does not exist, or the rules
 * do not let the user read it) shows that the batch landed.
 */
export function hasLanded(check: LandedCheck, serverCopy: Readonly<Record<string, unknown>> | null): boolean {
  if (serverCopy === null) return false;
  if ('exists' in check) return true;
  return Object.entries(check.holds).every(([field, value]) => sameValue(serverCopy[field], value));
}

/** A value as JSON keeps it (undefined fields dropped), for a check or a record-again argument. */
export const asJson = (value: unknown): JsonValue =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);
