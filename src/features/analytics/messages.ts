// The Analytics page's own messages (the period's are in src/domain/analytics/period.ts).
export const analyticsPageMessages = {
  loadFailed: 'Failed to load analytics. Please try again.',
  rebuildFailed: 'Failed to build your figures. Please try again.',
  notBuiltTitle: 'Your figures start now',
  notBuilt:
    'Figures are kept from now on, as runs, maintenance and invoices are recorded. To include what you recorded before, build them once from your records.',
  buildFromRecords: 'Build from my records',
  rebuild: 'Rebuild',
  choosePeriod: 'Choose a period',
} as const;
