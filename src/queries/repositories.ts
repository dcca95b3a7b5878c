import type { AppRepositories } from './app-repositories';

/**
 * The app's repositories over its Firestore instance. The Firestore SDK loads on the first
 * call, so a page that imports a query module (the public calculator, pricing) downloads it
 * only when a query or a write actually runs.
 */
export const repositories = (): Promise<AppRepositories> =>
  import('./app-repositories').then((module) => module.appRepositories());
