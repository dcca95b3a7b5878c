import { planSchema, sortPlansByPrice, type Plan } from '@/domain/plans';
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from '@/firebase/firestore';
import { fromStored } from './firestore-values';

export const PLANS = 'plans';

const parsePlan = (id: string, data: Record<string, unknown>): Plan =>
  planSchema.parse({ ...(fromStored(data) as object), id });

/**
 * The plans of a list that read as plans. A malformed one (features that are not strings, say)
 * is skipped with a warning, so the pricing page and the profile still show the others.
 */
function readablePlans(entries: readonly { id: string; data: () => Record<string, unknown> }[]): Plan[] {
  const plans: Plan[] = [];
  for (const entry of entries) {
    const parsed = planSchema.safeParse({ ...(fromStored(entry.data()) as object), id: entry.id });
    if (parsed.success) plans.push(parsed.data);
    else console.warn(`Skipped plan ${entry.id}: it is not a valid plan document.`, parsed.error.issues);
  }
  return sortPlansByPrice(plans);
}

export function createPlansRepository(db: Firestore) {
  return {
    /** The query visitors are allowed (active == true), sorted by price on the client. */
    async listActive(): Promise<Plan[]> {
      const snapshot = await getDocs(query(collection(db, PLANS), where('active', '==', true)));
      return readablePlans(snapshot.docs);
    },
    /** Every plan (signed-in users and admins), sorted by price on the client. */
    async listAll(): Promise<Plan[]> {
      const snapshot = await getDocs(collection(db, PLANS));
      return readablePlans(snapshot.docs);
    },
    async get(planId: string): Promise<Plan | null> {
      const snapshot = await getDoc(doc(db, PLANS, planId));
      return snapshot.exists() ? parsePlan(snapshot.id, snapshot.data()) : null;
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
