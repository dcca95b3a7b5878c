// The admin plan screen's writes (SPEC §7) and its per-plan user counts.
import { chunk } from '@/domain/catalogue-import';
import { MOVES_PER_BATCH, planDeletionMessages, planHolds, type PlanMember } from '@/domain/plan-assignment';
import { editableFieldsOf, newPlanId, planFormMessages, type PlanFormValues } from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from '@/firebase/firestore';
import { createAuditLogRepository, type AuditEntryInput } from './audit-logs';
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

/** Some batches of moves landed, then one failed: those users are on the new plan, the old plan stays. */
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

/** What a deletion did: how many users moved, to which plan, in how many batches. */
export interface PlanDeletion {
  moved: number;
  target: Plan | null;
  batches: number;
}

export function createAdminPlansRepository(db: Firestore) {
  const audit = createAuditLogRepository(db);
  const plans = createPlansRepository(db);

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
     * Creates a plan at the id derived from its name (SPEC §3), active. Refuses a name whose
     * id exists, checked inside a transaction so two admins cannot take the same id.
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
        transaction.set(ref, {
          name: values.name,
          priceMonthly: values.priceMonthly,
          maxPrinters: values.maxPrinters,
          features: values.features,
          active: true,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
      });
      await audit.append(adminUid, 'admin.plan.create', {
        planId: candidate.id,
        name: values.name,
        priceMonthly: values.priceMonthly,
        maxPrinters: values.maxPrinters,
      });
      return candidate.id;
    },

    /** Saves the form's fields (the id stays); audited with the old and new values. */
    async update(adminUid: string, plan: Plan, values: PlanFormValues): Promise<void> {
      const newData = editableFieldsOf(values);
      await updateDoc(doc(db, PLANS, plan.id), { ...newData, updatedAt: serverTimestamp() });
      await audit.append(adminUid, 'admin.plan.update', {
        planId: plan.id,
        oldData: editableFieldsOf(plan),
        newData,
      });
    },

    /** SPEC §4: existing users keep the plan; new users cannot pick it. */
    async deactivate(adminUid: string, planId: string): Promise<void> {
      await updateDoc(doc(db, PLANS, planId), { active: false, updatedAt: serverTimestamp() });
      await audit.append(adminUid, 'admin.plan.deactivate', { planId });
    },

    /** Offers a deactivated plan again; the spec has no action for it, so it is an update. */
    async activate(adminUid: string, planId: string): Promise<void> {
      await updateDoc(doc(db, PLANS, planId), { active: true, updatedAt: serverTimestamp() });
      await audit.append(adminUid, 'admin.plan.update', {
        planId,
        oldData: { active: false },
        newData: { active: true },
      });
    },

    /**
     * Deletes a plan (SPEC §7). A plan with users is deleted only by moving them to `moveTo`, another
     * active plan with room for each user's printers: each move is an admin.user.update entry shaped
     * like an edit's. Moves go MOVES_PER_BATCH to a batch (two writes each, within 500), the delete and its
     * admin.plan.delete entry in the last one, so the plan goes only once all its users have moved.
     * The users are read afresh here, whatever the dialog showed.
     */
    async remove(
      adminUid: string,
      planId: string,
      { moveTo }: { moveTo?: string } = {},
    ): Promise<PlanDeletion> {
      const members = await listMembers(planId);
      if (members.length > 0 && !moveTo) throw new PlanInUseError(members.length);
      const target = members.length > 0 && moveTo ? await checkedTarget(planId, moveTo, members) : null;

      const groups = target ? chunk(members, MOVES_PER_BATCH) : [];
      // The delete and its entry ride with the last moves (MOVES_PER_BATCH leaves room for them).
      if (groups.length === 0) groups.push([]);
      let moved = 0;
      for (const [index, group] of groups.entries()) {
        const batch = writeBatch(db);
        const entries: AuditEntryInput[] = [];
        for (const member of group) {
          batch.update(doc(db, USERS, member.uid), { planId: target!.id, updatedAt: serverTimestamp() });
          entries.push({
            action: 'admin.user.update',
            details: {
              userId: member.uid,
              email: member.email,
              oldData: { role: member.role, planId },
              newData: { role: member.role, planId: target!.id },
            },
          });
        }
        if (index === groups.length - 1) {
          batch.delete(doc(db, PLANS, planId));
          entries.push({ action: 'admin.plan.delete', details: { planId } });
        }
        try {
          await audit.appendAllInBatch(batch, adminUid, entries);
          await batch.commit();
        } catch (error) {
          if (moved > 0) throw new PlanMovePartlyDoneError(moved, target!.name, { cause: error });
          throw error;
        }
        moved += group.length;
      }
      return { moved, target, batches: groups.length };
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
