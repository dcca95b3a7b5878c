import {
  normalizeProject,
  projectFormSchema,
  projectSchema,
  type PrintJob,
  type Project,
  type ProjectFormOutput,
  type ProjectFormValues,
} from '@/domain/projects';
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

/** What a save carries: the form's values (validated again here) and the cost worked out from them. */
export interface ProjectSave {
  values: ProjectFormValues | ProjectFormOutput;
  /** The estimated cost at save time (SPEC §3 estimatedCost), in the user's currency. */
  estimatedCost: number;
}

function requireUser(userId: string) {
  if (!userId) throw new NotAuthenticatedError();
}

/** Validates with the form's schema and normalises (SPEC §5 On save). */
function storedFields({ values, estimatedCost }: ProjectSave, previousParts: readonly PrintJob[] = []) {
  const parsed = projectFormSchema.parse(values);
  return {
    ...normalizeProject(parsed, { now: new Date(), previousParts }),
    estimatedCost: Number.isFinite(estimatedCost) && estimatedCost >= 0 ? estimatedCost : 0,
  };
}

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
    async create(userId: string, save: ProjectSave): Promise<string> {
      requireUser(userId);
      const reference = await addDoc(collection(db, PROJECTS), {
        ...storedFields(save),
        userId,
        actualCost: null,
        materials: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return reference.id;
    },

    /** Saves the form over an existing project; edited jobs keep their creation time. */
    async update(userId: string, previous: Project, save: ProjectSave): Promise<void> {
      requireUser(userId);
      await updateDoc(doc(db, PROJECTS, previous.id), {
        ...storedFields(save, previous.parts),
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
