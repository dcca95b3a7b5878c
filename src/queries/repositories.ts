import { lazyRepository } from './lazy-repository';

// The app's repositories over its Firestore instance, each loaded on its first use: a page
// downloads the Firestore SDK and the repositories its reads call, not every repository of the
// app (scripts/route-budget.mjs counts, for each route, the loaders its modules import from here).
// A query or a write names the one it goes through:
//   repositoryQuery(spoolKeys.list(uid), spoolsRepository, (spools) => spools.list(uid), …)

export const adminAuditLogsRepository = lazyRepository(() =>
  import('@/repositories/admin-audit-logs').then((module) => module.createAdminAuditLogsRepository),
);
export const adminPlansRepository = lazyRepository(() =>
  import('@/repositories/admin-plans').then((module) => module.createAdminPlansRepository),
);
export const adminUsersRepository = lazyRepository(() =>
  import('@/repositories/admin-users').then((module) => module.createAdminUsersRepository),
);
export const analyticsRepository = lazyRepository(() =>
  import('@/repositories/analytics').then((module) => module.createAnalyticsRepository),
);
export const auditLogsRepository = lazyRepository(() =>
  import('@/repositories/audit-logs').then((module) => module.createAuditLogRepository),
);
export const backupRepository = lazyRepository(() =>
  import('@/repositories/backup').then((module) => module.createBackupRepository),
);
export const restoreRepository = lazyRepository(() =>
  import('@/repositories/restore').then((module) => module.createRestoreRepository),
);
export const catalogueRepository = lazyRepository(() =>
  import('@/repositories/catalogue').then((module) => module.createCatalogueRepository),
);
export const filamentBrandsRepository = lazyRepository(() =>
  import('@/repositories/filament-brands').then((module) => module.createFilamentBrandsRepository),
);
export const filamentsRepository = lazyRepository(() =>
  import('@/repositories/filaments').then((module) => module.createFilamentsRepository),
);
export const maintenanceRepository = lazyRepository(() =>
  import('@/repositories/maintenance').then((module) => module.createMaintenanceRepository),
);
export const materialsRepository = lazyRepository(() =>
  import('@/repositories/materials').then((module) => module.createMaterialsRepository),
);
export const plansRepository = lazyRepository(() =>
  import('@/repositories/plans').then((module) => module.createPlansRepository),
);
export const printersRepository = lazyRepository(() =>
  import('@/repositories/printers').then((module) => module.createPrintersRepository),
);
export const projectsRepository = lazyRepository(() =>
  import('@/repositories/projects').then((module) => module.createProjectsRepository),
);
export const runsRepository = lazyRepository(() =>
  import('@/repositories/runs').then((module) => module.createRunsRepository),
);
export const spoolImportRepository = lazyRepository(() =>
  import('@/repositories/spool-import').then((module) => module.createSpoolImportRepository),
);
export const spoolLedgerRepository = lazyRepository(() =>
  import('@/repositories/spool-ledger').then((module) => module.createSpoolLedgerRepository),
);
export const spoolsRepository = lazyRepository(() =>
  import('@/repositories/spools').then((module) => module.createSpoolsRepository),
);
export const usersRepository = lazyRepository(() =>
  import('@/repositories/users').then((module) => module.createUsersRepository),
);

/** What a loader above resolves to: Loaded<typeof spoolsRepository> is the spools repository. */
export type Loaded<Load extends () => Promise<unknown>> = Awaited<ReturnType<Load>>;
