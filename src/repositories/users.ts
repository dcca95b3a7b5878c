import { DEFAULT_PLAN_ID } from '@/domain/constants';
import {
  needsDefaultPlanId,
  planChangeAuditDetails,
  profileFormSchema,
  type ProfileFormValues,
} from '@/domain/profile';
import { newUserDefaults, userProfileSchema, type UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';
import { fromStored, withoutUndefined } from './firestore-values';

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

    // ---- profile and plan (printers/profile feature) ----

    /** Saves the profile form's fields (SPEC §7: businessName, city, country, currency, electricityRate). */
    async updateProfile(uid: string, input: ProfileFormValues): Promise<void> {
      const profile = profileFormSchema.parse(input);
      await updateDoc(doc(db, USERS, uid), { ...withoutUndefined(profile), updatedAt: serverTimestamp() });
    },

    /**
     * Switches the user's plan at once and records plan.change with the old and new plan.
     * The rules refuse an inactive plan or one below the user's printer count.
     */
    async changePlan(uid: string, newPlanId: string, oldPlanId: string | null | undefined): Promise<void> {
      await updateDoc(doc(db, USERS, uid), { planId: newPlanId, updatedAt: serverTimestamp() });
      await createAuditLogRepository(db).append(
        uid,
        'plan.change',
        planChangeAuditDetails(uid, oldPlanId, newPlanId),
      );
    },

    /** SPEC §4: a profile stored without a planId gets hobby written. True when it wrote. */
    async ensurePlanId(uid: string): Promise<boolean> {
      const snapshot = await getDoc(doc(db, USERS, uid));
      if (!snapshot.exists() || !needsDefaultPlanId(snapshot.data().planId as string | undefined))
        return false;
      await updateDoc(doc(db, USERS, uid), { planId: DEFAULT_PLAN_ID, updatedAt: serverTimestamp() });
      return true;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
