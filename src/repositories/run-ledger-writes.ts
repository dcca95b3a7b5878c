// What finishing a run writes to its spools' ledgers, loaded on the first finish (runs.ts).
export { deductionEntries, spoolStatusAfter } from '@/domain/spool-ledger';
export { spoolReference, writeEntries } from './spool-ledger';
