import * as z from 'zod/mini';
import {
  PROJECT_PAGE_SIZE,
  PROJECT_SORT_ORDERS,
  projectSortKey,
  type ProjectListView,
  type ProjectPageOf,
  type ProjectSortKey,
} from '@/domain/project-list';
import {
  printJobSchema,
  projectFromStored,
  projectJobTotals,
  storedProjectSchema,
  type PrintJob,
  type Project,
  type ProjectRecord,
  type ProjectSummary,
  type StoredProject,
} from '@/domain/project-record';
import { projectRecordSchema } from '@/domain/project-save';
import { isActiveProjectStatus } from '@/domain/run-status';
import { storedFilamentSlot } from '@/domain/sliced-job';
import {
  collection,
  deleteField,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type WriteBatch,
} from '@/firebase/firestore';
import { getOwned, ownedCollection, requireUid, storedParser } from './owned-records';

export const PROJECTS = 'projects';
/** Each project's print jobs: projects/{projectId}/jobs/{jobId} (the rules check every field of each). */
export const PROJECT_JOBS = 'jobs';

const parseProject = storedParser<StoredProject>(storedProjectSchema);
const storedJobSchema = z.extend(printJobSchema, { position: z.catch(z.number(), 0) });
const parseJob = storedParser(storedJobSchema);

/**
 * The record checked against the form's rules; stored as it comes (the domain normalised it once,
 * see projectRecordFromForm). A record that breaks a rule is refused before anything is written.
 */
const checked = (record: ProjectRecord): ProjectRecord => projectRecordSchema.parse(record);

/**
 * Where the next page of the list starts: the last project read, as its sort places it (`key`,
 * what the app compares a written project with) and as Firestore resumes after it (opaque).
 */
export interface ProjectCursor {
  readonly key: ProjectSortKey;
  readonly after: unknown;
}
export type ProjectPage = ProjectPageOf<ProjectCursor>;

const summaryOf = ({ inlineParts: _inline, ...summary }: StoredProject): ProjectSummary => summary;

/** The jobs one request may take off a project (each is a read for the rules: issue 29). */
export const MAX_JOB_DELETES_PER_SAVE = 8;

/** A job's stored fields (its id is the document's id; the server stamps its times). */
function jobFields(
  { id: _id, createdAt: _created, updatedAt: _updated, filaments, ...job }: PrintJob,
  position: number,
) {
  return { ...job, filaments: filaments.map(storedFilamentSlot), position, updatedAt: serverTimestamp() };
}

export function createProjectsRepository(db: Firestore) {
  const projects = ownedCollection(db, PROJECTS, parseProject);
  const jobsOf = (projectId: string) => collection(db, PROJECTS, projectId, PROJECT_JOBS);
  const jobReference = (projectId: string, jobId: string) => doc(jobsOf(projectId), jobId);

  /** The user's job documents of one project, in order. */
  async function readJobs(uid: string, projectId: string): Promise<PrintJob[]> {
    const snapshot = await getDocs(query(jobsOf(projectId), where('userId', '==', uid)));
    return snapshot.docs
      .map((entry) => parseJob(entry.id, entry.data()))
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...job }) => job);
  }

  /**
   * Adds to `batch` the writes that make the project's job documents equal `parts`: a new job is
   * created, a job read before (`storedJobIds`) is updated in place (keeping its creation time), a
   * job no longer in `parts` is deleted.
   */
  function writeJobs(
    batch: WriteBatch,
    uid: string,
    projectId: string,
    record: ProjectRecord,
    storedJobIds: readonly string[],
    projectCreatedAt: Date | null,
  ) {
    const stored = new Set(storedJobIds);
    // What the workshop queue filters and orders jobs by, kept equal to the project's (the rules check).
    const queueFields = {
      projectName: record.name,
      projectActive: isActiveProjectStatus(record.status),
      projectCreatedAt: projectCreatedAt ?? serverTimestamp(),
    };
    record.parts.forEach((job, position) => {
      const reference = jobReference(projectId, job.id);
      const fields = { ...jobFields(job, position), ...queueFields };
      if (stored.has(job.id)) batch.update(reference, fields);
      else batch.set(reference, { ...fields, userId: uid, createdAt: serverTimestamp() });
    });
    const kept = new Set(record.parts.map((job) => job.id));
    for (const id of storedJobIds) if (!kept.has(id)) batch.delete(jobReference(projectId, id));
  }

  /** The project's fields, with its jobs' totals and the list of its jobs (the rules count by it). */
  const projectFields = (record: ProjectRecord) => {
    const { parts, ...fields } = checked(record);
    return { ...fields, ...projectJobTotals(parts), jobIds: parts.map((job) => job.id) };
  };

  /**
   * Deletes the jobs a save removes beyond the rules' 8 per request, 8 at a time, each batch
   * taking them off the project's list (issue 29: an id leaves the list only with its document).
   * Returns the ids still to delete, at most 8, for the save's own batch.
   */
  async function deleteRemovedJobsInSteps(
    projectId: string,
    storedJobIds: readonly string[],
    kept: readonly string[],
  ) {
    const keptIds = new Set(kept);
    let listed = [...storedJobIds];
    let removed = listed.filter((id) => !keptIds.has(id));
    while (removed.length > MAX_JOB_DELETES_PER_SAVE) {
      const step = removed.slice(0, MAX_JOB_DELETES_PER_SAVE);
      listed = listed.filter((id) => !step.includes(id));
      const batch = writeBatch(db);
      for (const id of step) batch.delete(jobReference(projectId, id));
      batch.update(projects.reference(projectId), {
        jobIds: listed,
        jobCount: listed.length,
        updatedAt: serverTimestamp(),
      });
      await batch.commit();
      removed = removed.slice(MAX_JOB_DELETES_PER_SAVE);
    }
    return listed;
  }

  /** The user's projects (SPEC §7: records where userId equals the uid), of one status or all. */
  const ownedProjects = (uid: string, status: ProjectListView['status']): QueryConstraint[] => [
    where('userId', '==', requireUid(uid)),
    ...(status ? [where('status', '==', status)] : []),
  ];

  /** The ids of the project's job documents (what a save of it updates or deletes). */
  const jobIdsOf = (record: ProjectRecord) => record.parts.map((job) => job.id);

  return {
    /**
     * One page of the user's projects without their jobs, in the view's sort and status (the
     * indexes are in firestore.indexes.json), after `after`. One more than a page is read, so
     * the last page knows it is the last.
     */
    async listPage(
      userId: string,
      view: ProjectListView,
      after: ProjectCursor | null = null,
      pageSize = PROJECT_PAGE_SIZE,
    ): Promise<ProjectPage> {
      const { field, direction } = PROJECT_SORT_ORDERS[view.sort];
      const constraints = [...ownedProjects(userId, view.status), orderBy(field, direction)];
      if (after) constraints.push(startAfter(after.after as QueryDocumentSnapshot));
      constraints.push(limit(pageSize + 1));
      const snapshot = await getDocs(query(collection(db, PROJECTS), ...constraints));
      const shown = snapshot.docs.slice(0, pageSize);
      const listed = shown.map((entry) => summaryOf(parseProject(entry.id, entry.data())));
      const last = listed.at(-1);
      const lastDocument = shown.at(-1);
      return {
        projects: listed,
        next:
          snapshot.docs.length > pageSize && last && lastDocument
            ? { key: projectSortKey(last, view.sort), after: lastDocument }
            : null,
      };
    },
    /** How many projects the user has, of one status or all (an aggregation: one read per 1,000). */
    async count(userId: string, status: ProjectListView['status'] = null): Promise<number> {
      const snapshot = await getCountFromServer(
        query(collection(db, PROJECTS), ...ownedProjects(userId, status)),
      );
      return snapshot.data().count;
    },
    /** One of the user's projects with its jobs, or null when it does not exist or is not theirs. */
    async get(userId: string, projectId: string): Promise<Project | null> {
      const stored = await getOwned(userId, projects.reference(projectId), parseProject);
      return stored && projectFromStored(stored, await readJobs(userId, projectId));
    },
    /**
     * Creates a project and its jobs in one batch, with a generated id; returns the project as
     * the list shows it (its creation time the client's clock: the server stamps its own).
     */
    async create(userId: string, record: ProjectRecord): Promise<ProjectSummary> {
      const uid = requireUid(userId);
      const reference = projects.newReference();
      const batch = writeBatch(db);
      const fields = { ...projectFields(record), actualCost: null, materials: [] };
      batch.set(reference, projects.stamped(uid, fields));
      writeJobs(batch, uid, reference.id, record, [], null);
      await batch.commit();
      const now = new Date();
      const { jobIds: _listed, ...shown } = fields;
      return { ...shown, id: reference.id, userId: uid, createdAt: now, updatedAt: now };
    },
    /**
     * Saves a record over one of the user's projects as it was read (`previous`): the project
     * and its jobs in one batch (its owner, creation time, actual cost and materials stay), its
     * list of jobs written with them (a project stored before the list gets it here). A save that
     * removes more than 8 jobs deletes the others first, 8 a batch (the rules' reads per request).
     * A project whose jobs were inline moves them to their own documents here. Returns the project
     * as now stored (what a later save of it starts from).
     */
    async update(userId: string, previous: Project, record: ProjectRecord): Promise<Project> {
      const uid = requireUid(userId);
      const { id } = previous;
      // A project stored before jobs had their own documents loses its inline list here.
      const fields = projectFields(record);
      const storedJobIds = await deleteRemovedJobsInSteps(id, previous.storedJobIds, fields.jobIds);
      const batch = writeBatch(db);
      batch.update(projects.reference(id), { ...fields, parts: deleteField(), updatedAt: serverTimestamp() });
      writeJobs(batch, uid, id, record, storedJobIds, previous.createdAt);
      await batch.commit();
      const { jobIds: _listed, ...shown } = fields;
      return {
        ...previous,
        ...shown,
        parts: record.parts,
        storedJobIds: jobIdsOf(record),
        updatedAt: new Date(),
      };
    },
    /** Deletes a project and its job documents in one batch. */
    async remove(userId: string, projectId: string): Promise<void> {
      const uid = requireUid(userId);
      const jobs = await getDocs(query(jobsOf(projectId), where('userId', '==', uid)));
      const batch = writeBatch(db);
      for (const job of jobs.docs) batch.delete(job.ref);
      batch.delete(projects.reference(projectId));
      await batch.commit();
    },
  };
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
