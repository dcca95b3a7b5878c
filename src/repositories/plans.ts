import { planSchema, sortPlansByPrice, type Plan } from '@/domain/plans';
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from '@/firebase/firestore';
import { fromStored } from './firestore-values';

export const PLANS = 'plans';

const parsePlan = (id: string, data: Record<string, unknown>): Plan =>
  planSchema.parse({ ...(fromStored(data) as object), id });

export function createPlansRepository(db: Firestore) {
  return {
    /** The query visitors are allowed (active == true), sorted by price on the client. */
    async listActive(): Promise<Plan[]> {
      const snapshot = await getDocs(query(collection(db, PLANS), where('active', '==', true)));
      return sortPlansByPrice(snapshot.docs.map((entry) => parsePlan(entry.id, entry.data())));
    },
    /** Every plan (signed-in users and admins), sorted by price on the client. */
    async listAll(): Promise<Plan[]> {
      const snapshot = await getDocs(collection(db, PLANS));
      return sortPlansByPrice(snapshot.docs.map((entry) => parsePlan(entry.id, entry.data())));
    },
    async get(planId: string): Promise<Plan | null> {
      const snapshot = await getDoc(doc(db, PLANS, planId));
      return snapshot.exists() ? parsePlan(snapshot.id, snapshot.data()) : null;
    },
  };
}
export type PlansRepository = ReturnType<typeof createPlansRepository>;
