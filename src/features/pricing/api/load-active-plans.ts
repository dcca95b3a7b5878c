// Loaded on demand by active-plans.ts: it brings in Firestore, which the page itself does not wait for.
import type { Plan } from '@/domain/plans';
import { appFirestore } from '@/repositories/app-firestore';
import { createPlansRepository } from '@/repositories/plans';

/** The plans visitors may read (active == true), sorted by monthly price on the client. */
export const loadActivePlans = (): Promise<Plan[]> => createPlansRepository(appFirestore()).listActive();
