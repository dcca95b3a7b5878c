// What finishing a run writes to its spools' ledgers, loaded on the first finish (runs.ts).
export { deductionEntries, runEntryId } from '@/domain/spool-ledger';
export { writeSpoolMove } from './spool-ledger';
