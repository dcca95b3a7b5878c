// CSV exports (issue 17): the reads of everything the user keeps and the CSV code are downloaded
// when the user exports, not with the page that shows the button.

/** The exports' reads over the app's Firestore, and the CSV tables (src/domain/csv-exports.ts). */
export async function loadCsvExports() {
  const [{ createExportsRepository }, { appFirestore }, csv] = await Promise.all([
    import('@/repositories/exports'),
    import('@/repositories/app-firestore'),
    import('@/domain/csv-exports'),
  ]);
  return [createExportsRepository(appFirestore()), csv] as const;
}
