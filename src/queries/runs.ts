import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueueCursor } from '@/repositories/runs';
import { invalidatePrinters } from './printers';
import { runsRepository } from './repositories';
import { invalidatorOf, repositoryQuery, userCollectionKeys } from './repository-query';
import { spoolKeys } from './spools';
import { STALE_TIME } from './stale-times';

const runCollectionKeys = userCollectionKeys('runs');
export const runKeys = {
  ...runCollectionKeys,
  printing: (uid: string) => [...runCollectionKeys.ofUser(uid), 'printing'] as const,
  ofProject: (uid: string, projectId: string) =>
    [...runCollectionKeys.ofUser(uid), 'project', projectId] as const,
  queue: (uid: string, materialType: string) =>
    [...runCollectionKeys.ofUser(uid), 'queue', materialType] as const,
};

/** The runs printing now: the board's tiles. */
export const printingRunsQuery = (uid: string) =>
  repositoryQuery(runKeys.printing(uid), runsRepository, (runs) => runs.listPrinting(uid), STALE_TIME.runs);

/** A project's runs, oldest first. */
export const projectRunsQuery = (uid: string, projectId: string) =>
  repositoryQuery(
    runKeys.ofProject(uid, projectId),
    runsRepository,
    (runs) => runs.listForProject(uid, projectId),
    STALE_TIME.runs,
  );

/** The workshop queue, a page at a time; '' = every material. */
export const queueQuery = (uid: string, materialType: string) =>
  infiniteQueryOptions({
    queryKey: runKeys.queue(uid, materialType),
    queryFn: async ({ pageParam }) =>
      (await runsRepository()).queue(uid, { materialType: materialType || undefined, after: pageParam }),
    initialPageParam: null as QueueCursor | null,
    getNextPageParam: (page) => page.next,
    staleTime: STALE_TIME.runs,
  });

export const invalidateRuns = invalidatorOf(runKeys);

/**
 * After a run starts or finishes: the runs, the printers (status, hours), the spools (remaining
 * weight and history) and the projects (job status, actual cost) it changed read again.
 */
/**
 * The projects' key family (projectKeys.ofUser of projects.ts, the same key), without importing
 * that module: its cache helpers and their schemas are not part of the pages that record runs.
 */
const projectsOfUser = userCollectionKeys('projects').ofUser;

export const invalidateRunEvent = (queryClient: QueryClient, uid: string) =>
  Promise.all([
    invalidateRuns(queryClient, uid),
    invalidatePrinters(queryClient, uid),
    queryClient.invalidateQueries({ queryKey: spoolKeys.ofUser(uid) }),
    queryClient.invalidateQueries({ queryKey: projectsOfUser(uid) }),
  ]);
