// Loaded on demand by activePlansQuery (Firestore's REST API, no SDK).
import { appFirestoreRest, createPublicPlansRepository } from '@/repositories/public-plans';

export const publicPlans = () => createPublicPlansRepository(appFirestoreRest());
