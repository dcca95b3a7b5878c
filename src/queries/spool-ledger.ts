import { repositoryQuery } from './repository-query';
import { spoolKeys } from './spools';
import { STALE_TIME } from './stale-times';

// A spool's history lives under the spools key family: every write to a spool refreshes it.
export const spoolLedgerKeys = {
  history: (uid: string, spoolId: string) => [...spoolKeys.ofUser(uid), 'history', spoolId] as const,
  detail: (uid: string, spoolId: string) => [...spoolKeys.ofUser(uid), 'detail', spoolId] as const,
  emptyWeight: (uid: string, spoolId: string) => [...spoolKeys.ofUser(uid), 'empty-weight', spoolId] as const,
};

/** One of the user's spools; null when it does not exist or is not theirs. */
export const spoolQuery = (uid: string, spoolId: string) =>
  repositoryQuery(
    spoolLedgerKeys.detail(uid, spoolId),
    (repos) => repos.spools.get(uid, spoolId),
    STALE_TIME.spools,
  );

/** The spool's ledger, newest first (its own entries only). */
export const spoolHistoryQuery = (uid: string, spoolId: string) =>
  repositoryQuery(
    spoolLedgerKeys.history(uid, spoolId),
    (repos) => repos.spoolLedger.history(uid, spoolId),
    STALE_TIME.spools,
  );
