import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

export const spoolKeys = userCollectionKeys('spools');

/** The user's spools, by name. */
export const spoolsQuery = (uid: string) =>
  repositoryQuery(spoolKeys.list(uid), (repos) => repos.spools.list(uid), STALE_TIME.spools);

export const invalidateSpools = invalidatorOf(spoolKeys);
