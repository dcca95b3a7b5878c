// The admin plan screen's writes (SPEC §7) and its per-plan user counts. Each change of a plan is
// access: it is written in one transaction with its admin.plan.* entry (the rules refuse it
// otherwise). A plan's users are counted on its tally (src/domain/plan-tally.ts): it is deleted
// only once no one is on it, and its printer limit never goes below a user's printers.
import { planDeletionMessages, planHolds, type PlanMember } from '@/domain/plan-assignment';
import { editableFieldsOf, newPlanId, planFormMessages, type PlanFormValues } from '@/domain/plan-form';
import { emptyTally, lowerLimitProblem, planTallyMessages, type PlanTally } from '@/domain/plan-tally';
import type { Plan } from '@/domain/plans';
import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
} from '@/firebase/firestore';
import { createAdminUsersRepository } from './admin-users';
import { createAuditLogRepository, type AuditEntryInput } from './audit-logs';
import { tallyRef } from './plan-tallies';
import { createPlansRepository } from './plans';
import { parseUserProfile } from './users';

const PLANS = 'plans';
const USERS = 'users';

/** The name's id is taken, or unusable: the message says which (shown under the name field). */
export class PlanNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanNameError';
  }
}

/** The plan still has users and no plan to move them to was given. */
export class PlanInUseError extends Error {
  constructor(readonly userCount: number) {
    super(planDeletionMessages.inUse(userCount));
    this.name = 'PlanInUseError';
  }
}

/** The plan chosen for the users cannot take them (gone, inactive, the same plan, or too small). */
export class PlanMoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanMoveError';
  }
}

/** The plan's printer limit cannot go that low (a user has more printers, or they are not counted). */
export class PlanLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanLimitError';
  }
}

/** Some moves landed, then one failed: those users are on the new plan, the old plan stays. */
export class PlanMovePartlyDoneError extends Error {
  constructor(
    readonly moved: number,
    targetName: string,
    options: { cause: unknown },
  ) {
    super(planDeletionMessages.partlyMoved(moved, targetName), options);
    this.name = 'PlanMovePartlyDoneError';
  }
}

/** What a deletion did: how many users moved, to which plan, in how many requests. */
export interface PlanDeletion {
  moved: number;
  target: Plan | null;
  batches: number;
}

const tallyOf = (snapshot: DocumentSnapshot): PlanTally | null =>
  snapshot.exists()
    ? {
        userCount: Number(snapshot.get('userCount') ?? 0),
        printerUsers: (snapshot.get('printerUsers') ?? {}) as Record<string, number>,
      }
    : null;

export function createAdminPlansRepository(db: Firestore) {
  const audit = createAuditLogRepository(db);
  const plans = createPlansRepository(db);
  const users = createAdminUsersRepository(db);

  /**
   * Changes a plan's fields in one transaction with the entry `entryOf` gives for the plan as
   * stored; a lower printer limit is checked against the plan's tally first.
   */
  async function changePlan(
    adminUid: string,
    planId: string,
    fields: Partial<Pick<Plan, 'name' | 'priceMonthly' | 'maxPrinters' | 'features' | 'active'>>,
    entryOf: (stored: Plan) => AuditEntryInput,
  ): Promise<void> {
    await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(doc(db, PLANS, planId));
      if (!stored.exists()) throw new PlanMoveError(planDeletionMessages.targetUnavailable);
      const plan = { id: planId, ...stored.data() } as Plan;
      if (fields.maxPrinters !== undefined && fields.maxPrinters < plan.maxPrinters) {
        const tally = tallyOf(await transaction.get(tallyRef(db, planId)));
        const problem = tally ? lowerLimitProblem(tally, fields.maxPrinters) : planTallyMessages.uncounted;
        if (problem) throw new PlanLimitError(problem);
      }
      await audit.recordIn(transaction, adminUid, entryOf(plan));
      transaction.update(doc(db, PLANS, planId), { ...fields, updatedAt: serverTimestamp() });
    });
  }

  /** The users on a plan, by email (admins only, by the rules). */
  async function listMembers(planId: string): Promise<PlanMember[]> {
    const snapshot = await getDocs(query(collection(db, USERS), where('planId', '==', planId)));
    return snapshot.docs
      .map((entry) => {
        const { uid, email, role, printerCount } = parseUserProfile(entry.id, entry.data());
        return { uid, email, role, planId, printerCount };
      })
      .sort((a, b) => a.email.localeCompare(b.email));
  }

  /** The plan the users move to, checked: another active plan with room for every one of them. */
  async function checkedTarget(planId: string, moveTo: string, members: readonly PlanMember[]) {
    const target = moveTo === planId ? null : await plans.get(moveTo);
    if (!target?.active) throw new PlanMoveError(planDeletionMessages.targetUnavailable);
    const misfits = members.filter((member) => !planHolds(target, member.printerCount));
    if (misfits.length > 0) {
      throw new PlanMoveError(
        planDeletionMessages.tooSmallFor(
          target.name,
          misfits.map((member) => member.email),
        ),
      );
    }
    return target;
  }

  return {
    listMembers,

    /**
     * Creates a plan at the id derived from its name (SPEC §3), active, with admin.plan.create and
     * its tally (of no one, unless users were counted on that id before it existed). Refuses a
     * name whose id exists, checked inside the transaction so two admins cannot take the same id.
     */
    async create(
      adminUid: string,
      values: PlanFormValues,
      knownIds: readonly string[] = [],
    ): Promise<string> {
      const candidate = newPlanId(values.name, knownIds);
      if (!candidate.ok) throw new PlanNameError(candidate.message);
      const ref = doc(db, PLANS, candidate.id);
      await runTransaction(db, async (transaction) => {
        const existing = await transaction.get(ref);
        if (existing.exists()) throw new PlanNameError(planFormMessages.nameTaken);
        const tally = await transaction.get(tallyRef(db, candidate.id));
        await audit.recordIn(transaction, adminUid, {
          action: 'admin.plan.create',
          details: {
            planId: candidate.id,
            name: values.name,
            priceMonthly: values.priceMonthly,
            maxPrinters: values.maxPrinters,
          },
        });
        transaction.set(ref, {
          name: values.name,
          priceMonthly: values.priceMonthly,
          maxPrinters: values.maxPrinters,
          features: values.features,
          active: true,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        if (!tally.exists()) transaction.set(tallyRef(db, candidate.id), emptyTally(serverTimestamp()));
      });
      return candidate.id;
    },

    /**
     * Saves the form's fields (the id stays), audited with the values read in the transaction and
     * the new ones. A lower printer limit must still hold every user of the plan (its tally says);
     * refused with PlanLimitError otherwise.
     */
    async update(adminUid: string, plan: Plan, values: PlanFormValues): Promise<void> {
      const newData = editableFieldsOf(values);
      await changePlan(adminUid, plan.id, newData, (stored) => ({
        action: 'admin.plan.update',
        details: { planId: plan.id, oldData: editableFieldsOf(stored), newData },
      }));
    },

    /** SPEC §4: existing users keep the plan; new users cannot pick it. */
    deactivate: (adminUid: string, planId: string) =>
      changePlan(adminUid, planId, { active: false }, () => ({
        action: 'admin.plan.deactivate',
        details: { planId },
      })),

    /** Offers a deactivated plan again; the spec has no action for it, so it is an update. */
    activate: (adminUid: string, planId: string) =>
      changePlan(adminUid, planId, { active: true }, () => ({
        action: 'admin.plan.update',
        details: { planId, oldData: { active: false }, newData: { active: true } },
      })),

    /**
     * Deletes a plan (SPEC §7). A plan with users is deleted only by moving them to `moveTo`,
     * another active plan with room for each user's printers: each move is one request, the
     * user's admin.user.update entry and their step on both plans' tallies with it (shaped like
     * an admin's edit). The delete and its admin.plan.delete entry come last, once the plan's
     * tally says no one is on it. The users are read afresh here, whatever the dialog showed.
     */
    async remove(
      adminUid: string,
      planId: string,
      { moveTo }: { moveTo?: string } = {},
    ): Promise<PlanDeletion> {
      const members = await listMembers(planId);
      if (members.length > 0 && !moveTo) throw new PlanInUseError(members.length);
      const target = members.length > 0 && moveTo ? await checkedTarget(planId, moveTo, members) : null;
      let moved = 0;
      for (const member of members) {
        try {
          await users.updateAccess(adminUid, member, { role: member.role, planId: target!.id });
        } catch (error) {
          if (moved > 0) throw new PlanMovePartlyDoneError(moved, target!.name, { cause: error });
          throw error;
        }
        moved += 1;
      }
      try {
        await runTransaction(db, async (transaction) => {
          const tally = tallyOf(await transaction.get(tallyRef(db, planId)));
          if (tally && tally.userCount > 0) throw new PlanInUseError(tally.userCount);
          if (!tally) throw new PlanLimitError(planTallyMessages.uncounted);
          await audit.recordIn(transaction, adminUid, {
            action: 'admin.plan.delete',
            details: { planId },
          });
          transaction.delete(doc(db, PLANS, planId));
        });
      } catch (error) {
        // Someone still counted on it (joined meanwhile): said as it is, whatever moved before.
        if (moved > 0 && !(error instanceof PlanInUseError))
          throw new PlanMovePartlyDoneError(moved, target!.name, { cause: error });
        throw error;
      }
      return { moved, target, batches: moved + 1 };
    },

    /** Users per plan (SPEC §7): one aggregate count per plan, not a read per user. */
    async countUsersByPlan(planIds: readonly string[]): Promise<Record<string, number>> {
      const counts = await Promise.all(
        planIds.map(async (planId) => {
          const snapshot = await getCountFromServer(
            query(collection(db, USERS), where('planId', '==', planId)),
          );
          return [planId, snapshot.data().count] as const;
        }),
      );
      return Object.fromEntries(counts);
    },
  };
}
export type AdminPlansRepository = ReturnType<typeof createAdminPlansRepository>;
