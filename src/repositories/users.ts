import { DEFAULT_PLAN_ID } from '@/domain/constants';
import { DOCUMENT_KINDS, type DocumentKind, type Numbering } from '@/domain/invoice-numbering';
import {
  effectivePlanId,
  needsDefaultPlanId,
  nextNumberLoweredMessage,
  profileFormSchema,
  type ProfileFormValues,
} from '@/domain/profile';
import { newUserDefaults, userProfileSchema, type UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { RefusedWriteError } from './errors';
import { fromStored, withoutUndefined } from './firestore-values';
import { moveBetweenTallies, writeTallyStep } from './plan-tallies';

export const USERS = 'users';

/** Issue 14: a profile save that would lower a next number (the rules refuse it too). */
export class NextNumberLoweredError extends RefusedWriteError {
  readonly kind: DocumentKind;
  /** The lowest next number allowed now. */
  readonly minimum: number;
  constructor(kind: DocumentKind, minimum: number) {
    super(nextNumberLoweredMessage(minimum));
    this.name = 'NextNumberLoweredError';
    this.kind = kind;
    this.minimum = minimum;
  }
}

export function parseUserProfile(uid: string, data: Record<string, unknown>): UserProfile {
  return userProfileSchema.parse({ ...(fromStored(data) as object), uid });
}

/**
 * The audit log's writer, loaded when a write needs it: the users repository serves every
 * signed-in page (the profile), which then does not download the audit code (issue 15's budget).
 */
const auditLog = (db: Firestore) =>
  import('./audit-logs').then((module) => module.createAuditLogRepository(db));

export function createUsersRepository(db: Firestore) {
  const get = async (uid: string): Promise<UserProfile | null> => {
    const snapshot = await getDoc(doc(db, USERS, uid));
    return snapshot.exists() ? parseUserProfile(uid, snapshot.data()) : null;
  };

  return {
    get,

    /** Every user (admins only, by the rules). */
    async listAll(): Promise<UserProfile[]> {
      const snapshot = await getDocs(collection(db, USERS));
      return snapshot.docs
        .map((entry) => parseUserProfile(entry.id, entry.data()))
        .sort((a, b) => a.email.localeCompare(b.email));
    },

    /**
     * The signed-in user's document; when sign-up could not write it, it is created with the
     * defaults of SPEC §3 together with its user.register audit entry, in one batch.
     */
    async loadOrCreateProfile(uid: string, email: string): Promise<UserProfile> {
      const snapshot = await getDoc(doc(db, USERS, uid));
      if (snapshot.exists()) return parseUserProfile(uid, snapshot.data());
      const audit = await auditLog(db);
      const batch = writeBatch(db);
      const defaults = newUserDefaults();
      batch.set(doc(db, USERS, uid), {
        uid,
        email,
        ...defaults,
        planCounted: true,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      // Counted on the plan's tally from the start, whether or not its plan document exists yet.
      writeTallyStep(batch, db, defaults.planId, uid, null, defaults.printerCount);
      audit.appendRegistration(batch, uid, {
        userId: uid,
        email,
        initialPlan: DEFAULT_PLAN_ID,
      });
      await batch.commit();
      const created = await get(uid);
      if (!created) throw new Error('not-found: the user document could not be created');
      return created;
    },

    // ---- profile and plan (printers/profile feature) ----

    /**
     * Saves the profile form's fields (SPEC §7: businessName, city, country, currency,
     * electricityRate; issue 14: business details, paper size, numbering). A next number is
     * never lowered below the stored one (numbers up to it are issued; the rules refuse it too),
     * read in the same transaction so a number issued meanwhile on another device counts:
     * - the user typed a number below the one the form was loaded with (`loaded`): refused with
     *   NextNumberLoweredError (its userMessage says the lowest allowed);
     * - the form still shows the number it was loaded with (or no `loaded` is given) while another
     *   device has issued numbers since: the stored, higher number is kept.
     */
    async updateProfile(
      uid: string,
      input: ProfileFormValues,
      loaded?: { numbering: Numbering } | null,
    ): Promise<void> {
      const profile = profileFormSchema.parse(input);
      const reference = doc(db, USERS, uid);
      await runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(reference);
        let numbering = profile.numbering;
        if (numbering && snapshot.exists()) {
          const stored = parseUserProfile(uid, snapshot.data()).numbering;
          const kept = { ...numbering };
          for (const kind of DOCUMENT_KINDS) {
            const typed = numbering[kind].next;
            const shown = loaded?.numbering[kind].next;
            if (shown !== undefined && typed < shown)
              throw new NextNumberLoweredError(kind, Math.max(shown, stored[kind].next));
            if (typed < stored[kind].next) {
              if (shown !== undefined && typed !== shown)
                throw new NextNumberLoweredError(kind, stored[kind].next);
              kept[kind] = { ...numbering[kind], next: stored[kind].next };
            }
          }
          numbering = kept;
        }
        transaction.update(reference, {
          ...withoutUndefined({ ...profile, numbering }),
          updatedAt: serverTimestamp(),
        });
      });
    },

    /**
     * Switches the user's plan at once, in one transaction with what moves with it: the user
     * leaves the old plan's tally and joins the new one's, and plan.change records the old and
     * new plan (access: the rules refuse the change without its entry). The rules refuse an
     * inactive plan or one below the user's printer count.
     */
    async changePlan(uid: string, newPlanId: string): Promise<void> {
      const audit = await auditLog(db);
      await runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(doc(db, USERS, uid));
        if (!snapshot.exists()) throw new Error('not-found: the user document is missing');
        const oldPlanId = effectivePlanId(snapshot.get('planId') as string | undefined);
        if (oldPlanId === newPlanId) return;
        const seq = audit.inTransaction(transaction, uid, snapshot.get('auditSeq'), {
          action: 'plan.change',
          details: { userId: uid, oldPlan: oldPlanId, newPlan: newPlanId },
        });
        moveBetweenTallies(transaction, db, uid, snapshot.data(), newPlanId);
        transaction.update(doc(db, USERS, uid), {
          planId: newPlanId,
          planCounted: true,
          updatedAt: serverTimestamp(),
          ...seq,
        });
      });
    },

    /** The user's global low-spool threshold (grams). */
    async setLowSpoolThreshold(uid: string, grams: number): Promise<void> {
      if (!Number.isFinite(grams) || grams < 0) throw new RangeError('threshold must be a number ≥ 0');
      await updateDoc(doc(db, USERS, uid), { lowSpoolThreshold: grams, updatedAt: serverTimestamp() });
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
