import { DEFAULT_PLAN_ID } from '@/domain/constants';
import { DOCUMENT_KINDS, type DocumentKind, type Numbering } from '@/domain/invoice-numbering';
import {
  needsDefaultPlanId,
  nextNumberLoweredMessage,
  planChangeAuditDetails,
  profileFormSchema,
  type ProfileFormValues,
} from '@/domain/profile';
import { newUserDefaults, userProfileSchema, type UserProfile } from '@/domain/user';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { RefusedWriteError } from './errors';
import { fromStored, withoutUndefined } from './firestore-values';
import { PRINTERS } from './printers';

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

  /**
   * Issue 11 point 6: a user document written before the printer counter existed gets it once,
   * from an aggregate count of the user's printers (the rules allow this write only while the
   * field is absent, and refuse printer creates and deletes until it exists). True when it wrote.
   */
  const writePrinterCount = async (uid: string) => {
    const printers = query(collection(db, PRINTERS), where('userId', '==', uid));
    const count = (await getCountFromServer(printers)).data().count;
    await updateDoc(doc(db, USERS, uid), { printerCount: count, updatedAt: serverTimestamp() });
  };
  const lacksPrinterCount = (data: Record<string, unknown>) => !Number.isInteger(data.printerCount);
  const ensurePrinterCount = async (uid: string): Promise<boolean> => {
    const snapshot = await getDoc(doc(db, USERS, uid));
    if (!snapshot.exists() || !lacksPrinterCount(snapshot.data())) return false;
    await writePrinterCount(uid);
    return true;
  };

  return {
    get,
    ensurePrinterCount,

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
      if (snapshot.exists()) {
        if (!lacksPrinterCount(snapshot.data())) return parseUserProfile(uid, snapshot.data());
        await writePrinterCount(uid);
        const counted = await get(uid);
        if (!counted) throw new Error('not-found: the user document disappeared while it was counted');
        return counted;
      }
      const audit = await auditLog(db);
      const batch = writeBatch(db);
      batch.set(doc(db, USERS, uid), {
        uid,
        email,
        ...newUserDefaults(),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
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
     * Switches the user's plan at once and records plan.change with the old and new plan.
     * The rules refuse an inactive plan or one below the user's printer count.
     */
    async changePlan(uid: string, newPlanId: string, oldPlanId: string | null | undefined): Promise<void> {
      await updateDoc(doc(db, USERS, uid), { planId: newPlanId, updatedAt: serverTimestamp() });
      await (
        await auditLog(db)
      ).append(uid, 'plan.change', planChangeAuditDetails(uid, oldPlanId, newPlanId));
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
