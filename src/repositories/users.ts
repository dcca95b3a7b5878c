import { newUserDefaults, userProfileSchema, type UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  type Firestore,
} from '@/firebase/firestore';
import { fromStored } from './firestore-values';

export const USERS = 'users';

export function parseUserProfile(uid: string, data: Record<string, unknown>): UserProfile {
  return userProfileSchema.parse({ ...(fromStored(data) as object), uid });
}

export function createUsersRepository(db: Firestore) {
  return {
    async get(uid: string): Promise<UserProfile | null> {
      const snapshot = await getDoc(doc(db, USERS, uid));
      return snapshot.exists() ? parseUserProfile(uid, snapshot.data()) : null;
    },

    /** Every user (admins only, by the rules). */
    async listAll(): Promise<UserProfile[]> {
      const snapshot = await getDocs(collection(db, USERS));
      return snapshot.docs
        .map((entry) => parseUserProfile(entry.id, entry.data()))
        .sort((a, b) => a.email.localeCompare(b.email));
    },

    /** Writes a new user's document with the defaults of SPEC §3. */
    async create(uid: string, email: string): Promise<void> {
      await setDoc(doc(db, USERS, uid), {
        uid,
        email,
        ...newUserDefaults(),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
