// Types of scripts/workshop-fixtures.mjs for the TypeScript that imports it (tests/e2e).
type Document = Record<string, unknown>;

export declare function workshopPrinter(uid: string, now: unknown): Document;
export declare function workshopSpool(uid: string, now: unknown): Document;
export declare function queuedProject(
  uid: string,
  printerId: string,
  now: unknown,
  job?: { projectName?: string; description?: string },
): { project: Document; job: Document };
