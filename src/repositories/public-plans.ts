// The plans as a visitor reads them: over Firestore's REST API, not an SDK (the pricing page must
// stay small, issue 15). Signed-in pages read plans through ./plans.ts, over the app's Firestore.
import { planSchema, sortPlansByPrice, type Plan } from '@/domain/plans';
import { queryWhereEqual, type FirestoreRest } from '@/firebase/firestore-rest';

export { appFirestoreRest } from '@/firebase/firestore-rest';

const PLANS = 'plans';

export function createPublicPlansRepository(rest: FirestoreRest) {
  return {
    /**
     * The query visitors are allowed (active == true), sorted by price on the client. A malformed
     * plan is skipped with a warning, so the page still shows the others.
     */
    async listActive(): Promise<Plan[]> {
      const documents = await queryWhereEqual(rest, PLANS, { active: true });
      const plans: Plan[] = [];
      for (const entry of documents) {
        // createdAt and updatedAt are not part of a plan: the schema drops them.
        const parsed = planSchema.safeParse({ ...entry.data, id: entry.id });
        if (parsed.success) plans.push(parsed.data);
        else console.warn(`Skipped plan ${entry.id}: it is not a valid plan document.`, parsed.error.issues);
      }
      return sortPlansByPrice(plans);
    },
  };
}
export type PublicPlansRepository = ReturnType<typeof createPublicPlansRepository>;
