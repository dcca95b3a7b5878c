// Types of scripts/seed.mjs for the TypeScript that imports it (tests/support, benchmarks).
import type { Firestore } from 'firebase-admin/firestore';

export declare const DEV_ADMIN: { email: string; password: string };
export declare function seedBuiltInPlans(db: Firestore, options?: { overwrite?: boolean }): Promise<void>;
export declare function seed(options?: { projectId?: string; withAdmin?: boolean }): Promise<string | null>;
