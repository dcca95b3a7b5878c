import { projectSchema, type Project, type ProjectRecord } from '@/domain/project-record';
import { projectRecordSchema } from '@/domain/project-save';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from '@/firebase/firestore';
import { firebaseErrorCode, NotAuthenticatedError } from './errors';
import { fromStored } from './firestore-values';

export const PROJECTS = 'projects';

const parseProject = (id: string, data: Record<string, unknown>): Project =>
  projectSchema.parse({ ...(fromStored(data) as object), id });

function requireUser(userId: string) {
  if (!userId) throw new NotAuthenticatedError();
}

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
  return {
    /** The user's projects (SPEC §7: records where userId equals the uid). */
    async list(userId: string): Promise<Project[]> {
      requireUser(userId);
      const snapshot = await getDocs(query(collection(db, PROJECTS), where('userId', '==', userId)));
      return snapshot.docs.map((entry) => parseProject(entry.id, entry.data())).sort(newestFirst);
    },

    /**
     * One of the user's projects, or null when it does not exist or is not theirs (the rules refuse
     * reading another user's project; to the user both are "not found").
     */
    async get(userId: string, projectId: string): Promise<Project | null> {
      requireUser(userId);
      try {
        const snapshot = await getDoc(doc(db, PROJECTS, projectId));
        if (!snapshot.exists()) return null;
        const project = parseProject(snapshot.id, snapshot.data());
        return project.userId === userId ? project : null;
      } catch (error) {
        if (firebaseErrorCode(error) === 'permission-denied') return null;
        throw error;
      }
    },

    /** Creates a project with a generated id; returns the id. */
    async create(userId: string, record: ProjectRecord): Promise<string> {
      requireUser(userId);
      const reference = await addDoc(collection(db, PROJECTS), {
        ...checked(record),
        userId,
        actualCost: null,
        materials: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return reference.id;
    },

    /** Saves a record over one of the user's projects (its owner, creation time, actual cost and materials stay). */
    async update(userId: string, projectId: string, record: ProjectRecord): Promise<void> {
      requireUser(userId);
      await updateDoc(doc(db, PROJECTS, projectId), {
        ...checked(record),
        updatedAt: serverTimestamp(),
      });
    },

    async remove(userId: string, projectId: string): Promise<void> {
      requireUser(userId);
      await deleteDoc(doc(db, PROJECTS, projectId));
    },
  };
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
