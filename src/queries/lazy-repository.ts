import type { Firestore } from '@/repositories/app-firestore';

/**
 * One repository over the app's Firestore instance, loaded on its first use: a page downloads the
 * Firestore SDK and the repositories it calls, not every repository of the app.
 *   const invoicesRepository = lazyRepository(() =>
 *     import('@/repositories/invoices').then((module) => module.createInvoicesRepository));
 *   const repo = await invoicesRepository();
 */
export function lazyRepository<Repository>(
  loadFactory: () => Promise<(db: Firestore) => Repository>,
): () => Promise<Repository> {
  let instance: Promise<Repository> | undefined;
  return () => {
    instance ??= Promise.all([loadFactory(), import('@/repositories/app-firestore')]).then(
      ([create, { appFirestore }]) => create(appFirestore()),
    );
    // A failed load (a dropped connection fetching the chunk) is retried on the next call.
    instance.catch(() => {
      instance = undefined;
    });
    return instance;
  };
}
