import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { STALE_TIME } from './stale-times';

const spoolCollectionKeys = userCollectionKeys('spools');
export const spoolKeys = {
  ...spoolCollectionKeys,
  ofMaterials: (uid: string, materials: readonly string[]) =>
    [...spoolCollectionKeys.ofUser(uid), 'materials', [...materials].sort().join('\u0000')] as const,
  byIds: (uid: string, ids: readonly string[]) =>
    [...spoolCollectionKeys.ofUser(uid), 'ids', ids.join('/')] as const,
};

/** The user's spools, by name. */
export const spoolsQuery = (uid: string) =>
  repositoryQuery(spoolKeys.list(uid), (repos) => repos.spools.list(uid), STALE_TIME.spools);

/** The user's spools of these materials that still hold filament (the workshop's suggestions). */
export const spoolsOfMaterialsQuery = (uid: string, materials: readonly string[]) =>
  repositoryQuery(
    spoolKeys.ofMaterials(uid, materials),
    (repos) => repos.spools.listOfMaterials(uid, materials),
    STALE_TIME.spools,
  );

/** Some spools by id, in that order (a run's spools). */
export const spoolsByIdsQuery = (uid: string, ids: readonly string[]) =>
  repositoryQuery(spoolKeys.byIds(uid, ids), (repos) => repos.spools.listByIds(uid, ids), STALE_TIME.spools);

export const invalidateSpools = invalidatorOf(spoolKeys);
