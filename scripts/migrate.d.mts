// Types of scripts/migrate.mjs for the TypeScript that imports it (tests).
import type { Firestore } from 'firebase-admin/firestore';

export interface MigrationReport {
  tallies: number;
  printerCounts: number;
  counted: number;
  claims: number;
  duplicateNumbers: string[];
}

/** src/domain/plan-tally.ts and invoices.ts, as the script uses them. */
export interface MigrationDomain {
  PLAN_TALLIES: string;
  emptyTally: (now: unknown) => object;
  tallyStep: (...args: never[]) => object;
  numberClaimId: (userId: string, kind: never, number: string) => string;
}

export declare function migrate(
  db: Firestore,
  log?: (line: string) => void,
  domain?: MigrationDomain | null,
): Promise<MigrationReport>;
