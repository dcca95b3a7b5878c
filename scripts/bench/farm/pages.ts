// The dashboard pages the farm benchmark opens, each with what "its main content is visible"
// means: the first card or row of its list (or its empty state), not the page's header.
import { paths } from '@/config/paths';
import type { SeededAccount } from './seed';
import type { Locator, Page } from '@playwright/test';

export interface BenchPage {
  name: string;
  path: (account: SeededAccount) => string;
  /** The elements that must be visible for the page to count as shown. */
  content: (page: Page, account: SeededAccount) => Locator[];
  /** How the table describes the content it waited for. */
  contentLabel: string;
}

const main = (page: Page) => page.getByRole('main');

export const BENCH_PAGES: BenchPage[] = [
  {
    name: 'calculator',
    path: () => paths.dashboard.root,
    contentLabel: 'the calculator form',
    content: (page) => [page.getByRole('form', { name: 'Cost calculator' })],
  },
  {
    name: 'printers',
    path: () => paths.dashboard.printers,
    contentLabel: 'the first printer card',
    content: (page) => [page.getByRole('list', { name: 'Your printers' }).getByRole('article').first()],
  },
  {
    name: 'spools',
    path: () => paths.dashboard.materials,
    contentLabel: 'the first spool card',
    content: (page) => [page.getByRole('list', { name: 'Spools' }).getByRole('article').first()],
  },
  {
    name: 'materials',
    path: () => paths.dashboard.filaments,
    contentLabel: 'the first row of the materials table',
    content: (page) => [page.getByRole('table', { name: 'Filament types' }).locator('tbody tr').first()],
  },
  {
    name: 'projects',
    path: () => paths.dashboard.projects,
    contentLabel: 'the first project card',
    content: (page) => [
      main(page)
        .getByRole('link', { name: /Project \d+/ })
        .first(),
    ],
  },
  {
    name: 'project',
    path: (account) => paths.dashboard.project(account.projectId),
    contentLabel: 'the project form with its first job',
    content: (page, account) => [
      page.getByRole('heading', { name: `Edit Project: ${account.projectName}` }),
      page.getByRole('group', { name: 'Print Job 1' }),
    ],
  },
  {
    name: 'workshop',
    path: () => paths.dashboard.workshop,
    contentLabel: "the printers' tiles and the queue",
    content: (page) => [
      page.getByRole('list', { name: 'Printers' }).getByRole('article').first(),
      page.getByRole('list', { name: 'Jobs waiting to print' }),
    ],
  },
  {
    name: 'maintenance',
    path: () => paths.dashboard.maintenance,
    contentLabel: 'the first maintenance task',
    content: (page) => [page.getByRole('list', { name: 'Maintenance tasks' }).getByRole('article').first()],
  },
  {
    name: 'profile',
    path: () => paths.profile,
    contentLabel: 'the plan and the profile form',
    content: (page) => [page.locator('#current-plan-title'), page.getByLabel('Business name')],
  },
];
