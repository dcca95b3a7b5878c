// What only the spools repository's writes need (the form's schema, the ledger's adjustment
// entries), loaded on the first write: a page that only reads spools (an invoice priced from
// them, a project's estimate, the low-spool count) never downloads it (issue 15's route budget).
export { spoolFormSchema } from '@/domain/spool-form';
export { adjustmentEntry, formLedgerChange, ledgerMessages } from '@/domain/spool-ledger';
export { ledgerOf, newEventId, writeNewSpool, writeSpoolMove } from './spool-ledger';
