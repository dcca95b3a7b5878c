// What the export buttons say (issue 17): kept apart from csv.ts, which loads papaparse, so a page
// can name them without downloading the CSV code.
export const csvMessages = {
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'Failed to export the CSV. Please try again.',
} as const;
