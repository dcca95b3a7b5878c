// The admin plan screen's writes (SPEC §7) and its per-plan user counts.
import { editableFieldsOf, newPlanId, planFormMessages, type PlanFormValues } from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from '@/firebase/firestore';
import { createAuditLogRepository } from './audit-logs';

const PLANS = 'plans';
const USERS = 'users';

/** The name's id is taken, or unusable: the message says which (shown under the name field). */
export class PlanNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanNameError';
  }
}

export function createAdminPlansRepository(db: Firestore) {
  const audit = createAuditLogRepository(db);
  return {
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

    async remove(adminUid: string, planId: string): Promise<void> {
      await deleteDoc(doc(db, PLANS, planId));
      await audit.append(adminUid, 'admin.plan.delete', { planId });
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
