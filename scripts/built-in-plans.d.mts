// Types of scripts/built-in-plans.mjs for the TypeScript that imports it (tests/support, benchmarks).
import type { Firestore } from 'firebase-admin/firestore';

export declare function seedBuiltInPlans(db: Firestore, options?: { overwrite?: boolean }): Promise<void>;
