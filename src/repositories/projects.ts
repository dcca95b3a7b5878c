import { z } from 'zod';
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
import { isActiveProjectStatus } from '@/domain/runs';
import {
  collection,
  deleteField,
  doc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from '@/firebase/firestore';
import { getOwned, ownedCollection, requireUid, storedParser } from './owned-records';

export const PROJECTS = 'projects';
/** Each project's print jobs: projects/{projectId}/jobs/{jobId} (the rules check every field of each). */
export const PROJECT_JOBS = 'jobs';

const parseProject = storedParser<StoredProject>(storedProjectSchema);
const storedJobSchema = printJobSchema.extend({ position: z.number().catch(0) });
const parseJob = storedParser(storedJobSchema);

/**
 * The record checked against the form's rules; stored as it comes (the domain normalised it once,
 * see projectRecordFromForm). A record that breaks a rule is refused before anything is written.
 */
const checked = (record: ProjectRecord): ProjectRecord => projectRecordSchema.parse(record);

/** Newest first; a project whose server timestamp is still pending counts as newest. */
const newestFirst = (a: ProjectSummary, b: ProjectSummary) =>
  (b.createdAt?.getTime() ?? Number.POSITIVE_INFINITY) -
    (a.createdAt?.getTime() ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name);

const summaryOf = ({ inlineParts: _inline, ...summary }: StoredProject): ProjectSummary => summary;

/** A job's stored fields (its id is the document's id; the server stamps its times). */
function jobFields(
  { id: _id, createdAt: _created, updatedAt: _updated, ...job }: PrintJob,
  position: number,
) {
  return { ...job, position, updatedAt: serverTimestamp() };
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

  const projectFields = (record: ProjectRecord) => {
    const { parts, ...fields } = checked(record);
    return { ...fields, ...projectJobTotals(parts) };
  };

  return {
    /** The user's projects without their jobs (SPEC §7: records where userId equals the uid), newest first. */
    list: async (userId: string): Promise<ProjectSummary[]> =>
      (await projects.listAll(userId)).map(summaryOf).sort(newestFirst),
    /** One of the user's projects with its jobs, or null when it does not exist or is not theirs. */
    async get(userId: string, projectId: string): Promise<Project | null> {
      const stored = await getOwned(userId, projects.reference(projectId), parseProject);
      return stored && projectFromStored(stored, await readJobs(userId, projectId));
    },
    /** Creates a project and its jobs in one batch, with a generated id; returns the id. */
    async create(userId: string, record: ProjectRecord): Promise<string> {
      const uid = requireUid(userId);
      const reference = projects.newReference();
      const batch = writeBatch(db);
      batch.set(
        reference,
        projects.stamped(uid, { ...projectFields(record), actualCost: null, materials: [] }),
      );
      writeJobs(batch, uid, reference.id, record, [], null);
      await batch.commit();
      return reference.id;
    },
    /**
     * Saves a record over one of the user's projects as it was read (`previous`): the project
     * and its jobs in one batch (its owner, creation time, actual cost and materials stay). A
     * project whose jobs were inline moves them to their own documents here.
     */
    async update(userId: string, previous: Project, record: ProjectRecord): Promise<void> {
      const uid = requireUid(userId);
      const batch = writeBatch(db);
      const { id, storedJobIds } = previous;
      // A project stored before jobs had their own documents loses its inline list here.
      batch.update(projects.reference(id), {
        ...projectFields(record),
        parts: deleteField(),
        updatedAt: serverTimestamp(),
      });
      writeJobs(batch, uid, id, record, storedJobIds, previous.createdAt);
      await batch.commit();
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
