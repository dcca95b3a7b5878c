import { projectSchema, type Project, type ProjectRecord } from '@/domain/project-record';
import { projectRecordSchema } from '@/domain/project-save';
import type { Firestore } from '@/firebase/firestore';
import { ownedCollection, storedParser } from './owned-records';

export const PROJECTS = 'projects';

const parseProject = storedParser<Project>(projectSchema);

/**
 * The record checked against the form's rules; stored as it comes (the domain normalised it once,
 * see projectRecordFromForm). A record that breaks a rule is refused before anything is written.
 */
const checked = (record: ProjectRecord): ProjectRecord => projectRecordSchema.parse(record);

/** Newest first; a project whose server timestamp is still pending counts as newest. */
const newestFirst = (a: Project, b: Project) =>
  (b.createdAt?.getTime() ?? Number.POSITIVE_INFINITY) -
    (a.createdAt?.getTime() ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name);

export function createProjectsRepository(db: Firestore) {
  const projects = ownedCollection(db, PROJECTS, parseProject);
  return {
    /** The user's projects (SPEC §7: records where userId equals the uid), newest first. */
    list: async (userId: string): Promise<Project[]> => (await projects.listAll(userId)).sort(newestFirst),
    /** One of the user's projects, or null when it does not exist or is not theirs. */
    get: projects.get,
    /** Creates a project with a generated id; returns the id. */
    create: async (userId: string, record: ProjectRecord) =>
      projects.add(userId, { ...checked(record), actualCost: null, materials: [] }),
    /** Saves a record over one of the user's projects (its owner, creation time, actual cost and materials stay). */
    update: async (userId: string, projectId: string, record: ProjectRecord) =>
      projects.update(userId, projectId, checked(record)),
    remove: projects.remove,
  };
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
