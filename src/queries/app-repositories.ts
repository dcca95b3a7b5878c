// Loaded on demand through repositories.ts: importing this module loads the Firestore SDK.
import { createAdminAuditLogsRepository } from '@/repositories/admin-audit-logs';
import { createAdminPlansRepository } from '@/repositories/admin-plans';
import { createAdminUsersRepository } from '@/repositories/admin-users';
import { appFirestore, type Firestore } from '@/repositories/app-firestore';
import { createAuditLogRepository } from '@/repositories/audit-logs';
import { createCatalogueRepository } from '@/repositories/catalogue';
import { createFilamentBrandsRepository } from '@/repositories/filament-brands';
import { createFilamentsRepository } from '@/repositories/filaments';
import { createMaintenanceRepository } from '@/repositories/maintenance';
import { createMaterialsRepository } from '@/repositories/materials';
import { createPlansRepository } from '@/repositories/plans';
import { createPrintersRepository } from '@/repositories/printers';
import { createProjectsRepository } from '@/repositories/projects';
import { createRunsRepository } from '@/repositories/runs';
import { createSpoolLedgerRepository } from '@/repositories/spool-ledger';
import { createSpoolsRepository } from '@/repositories/spools';
import { createUsersRepository } from '@/repositories/users';

function createRepositories(db: Firestore) {
  return {
    adminAuditLogs: createAdminAuditLogsRepository(db),
    adminPlans: createAdminPlansRepository(db),
    adminUsers: createAdminUsersRepository(db),
    auditLogs: createAuditLogRepository(db),
    catalogue: createCatalogueRepository(db),
    filamentBrands: createFilamentBrandsRepository(db),
    filaments: createFilamentsRepository(db),
    maintenance: createMaintenanceRepository(db),
    materials: createMaterialsRepository(db),
    plans: createPlansRepository(db),
    printers: createPrintersRepository(db),
    projects: createProjectsRepository(db),
    runs: createRunsRepository(db),
    spoolLedger: createSpoolLedgerRepository(db),
    spools: createSpoolsRepository(db),
    users: createUsersRepository(db),
  };
}
export type AppRepositories = ReturnType<typeof createRepositories>;

let instance: AppRepositories | undefined;

export function appRepositories(): AppRepositories {
  instance ??= createRepositories(appFirestore());
  return instance;
}
