// The projects list at farm scale (issue 15) against the emulators: pages read with a cursor,
// sort and status in the address, the count from an aggregation, the four states, and what a save
// reads. Reads are counted where the app reads: every getDoc, getDocs and count it makes goes
// through a pass-through wrapper of '@/firebase/firestore' that tallies what Firestore bills.
import { screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectStatus } from '@/domain/project-record';
import type * as FirestoreModule from '@/firebase/firestore';
import { projectsRepository } from '@/queries/repositories';
import { adminDocuments, adminFirestore, seedBuiltInPlans, signedUpClient } from '../support/emulators';
import { renderApp, signInApp, signOutApp } from '../support/render-app';

const reads = vi.hoisted(() => ({ documents: 0 }));

vi.mock('@/firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof FirestoreModule>();
  return {
    ...actual,
    // A query is billed a read per document it returns, and one when it returns none.
    getDocs: async (...args: Parameters<typeof actual.getDocs>) => {
      const snapshot = await actual.getDocs(...args);
      reads.documents += Math.max(1, snapshot.size);
      return snapshot;
    },
    getDoc: async (...args: Parameters<typeof actual.getDoc>) => {
      reads.documents += 1;
      return actual.getDoc(...args);
    },
    // A count is billed a read per 1,000 index entries it counts, at least one.
    getCountFromServer: async (...args: Parameters<typeof actual.getCountFromServer>) => {
      const snapshot = await actual.getCountFromServer(...args);
      reads.documents += Math.max(1, Math.ceil(snapshot.data().count / 1000));
      return snapshot;
    },
  };
});

const disposers: Array<() => Promise<void>> = [];

async function signedInUser() {
  const client = await signedUpClient();
  disposers.push(client.dispose);
  await signInApp(client.email, 'secret-pass');
  localStorage.setItem('firebase:authUser:test', '1');
  return client;
}

beforeAll(async () => {
  await seedBuiltInPlans();
  // jsdom lays nothing out: a window this tall holds every card the list draws (it draws the
  // rows on screen only; the end-to-end journey checks that in a real browser).
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 100_000 });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await signOutApp();
  localStorage.clear();
});
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

const STATUSES: ProjectStatus[] = ['pending', 'in-progress', 'completed'];
const projectName = (index: number) => `Project ${String(index).padStart(2, '0')}`;

/**
 * `count` projects of the user, Project 01 the oldest, each with two job documents; statuses
 * cycle pending, in progress, completed; Project 01 starts latest.
 */
async function seedProjects(uid: string, count: number) {
  const db = adminFirestore();
  const batch = db.batch();
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const reference = db.collection('projects').doc();
    ids.push(reference.id);
    batch.set(reference, {
      ...adminDocuments.project(uid, {
        name: projectName(index),
        status: STATUSES[(index - 1) % STATUSES.length]!,
        startDate: `2025-${String(13 - Math.min(12, index)).padStart(2, '0')}-01`,
        jobCount: 2,
      }),
      createdAt: Timestamp.fromDate(new Date(2025, 0, 1, 0, index)),
    });
    for (const position of [0, 1]) {
      batch.set(
        reference.collection('jobs').doc(`job-${position}`),
        adminDocuments.printJob(uid, { id: `job-${position}`, position, projectName: projectName(index) }),
      );
    }
  }
  await batch.commit();
  return ids;
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);

/** Waits until nothing has been read for a while: the reads a step caused are all in. */
async function readsSettled() {
  let last = -1;
  await waitFor(
    async () => {
      const now = reads.documents;
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (now !== last || reads.documents !== now) {
        last = reads.documents;
        throw new Error('still reading');
      }
    },
    { timeout: 10_000 },
  );
}

describe('projects list, a page at a time', () => {
  it('shows the count, 12 projects newest first, and the rest on Load more', async () => {
    const { uid } = await signedInUser();
    await seedProjects(uid, 30);

    const { user } = renderApp('/dashboard/projects');
    expect(await screen.findByText('Loading projects...', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('30 projects.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    expect(cardNames().slice(0, 3)).toEqual(['Project 30', 'Project 29', 'Project 28']);
    const first = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem')[0]!;
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '30');
    expect(screen.getByText('Showing 12 of 30 projects')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByText('Showing 24 of 30 projects')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(cardNames().at(-1)).toBe('Project 01');
    expect(screen.getByText('Showing 30 of 30 projects')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sorts and filters by Firestore queries, kept in the address', async () => {
    const { uid } = await signedInUser();
    await seedProjects(uid, 7);

    const { user, router } = renderApp('/dashboard/projects');
    await screen.findByText('7 projects.', {}, { timeout: 15_000 });
    await waitFor(() => expect(cardNames()[0]).toBe('Project 07'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name (A–Z)');
    expect(router.state.location.search).toBe('?sort=name');
    await waitFor(() => expect(cardNames()[0]).toBe('Project 01'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(router.state.location.search).toBe('?sort=name&status=completed');
    await waitFor(() => expect(cardNames()).toEqual(['Project 03', 'Project 06']));
    expect(await screen.findByText('2 projects (Completed).')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Start date (latest first)');
    await waitFor(() => expect(cardNames()).toEqual(['Project 03', 'Project 06']));
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(cardNames()).toEqual(['Project 01', 'Project 04', 'Project 07']));

    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(await screen.findByText('No cancelled projects')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all statuses' }));
    expect(router.state.location.search).toBe('?sort=start-date');
    await waitFor(() => expect(cardNames()).toHaveLength(7));
  });

  it('opens a view from its address, and an unknown sort or status shows the default', async () => {
    const { uid } = await signedInUser();
    await seedProjects(uid, 4);
    const view = renderApp('/dashboard/projects?sort=name&status=in-progress');
    await waitFor(() => expect(cardNames()).toEqual(['Project 02']), { timeout: 15_000 });
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByLabelText('Status')).toHaveValue('in-progress');
    view.unmount();

    renderApp('/dashboard/projects?sort=price&status=lost');
    await waitFor(() => expect(cardNames()).toHaveLength(4), { timeout: 15_000 });
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it("says 'Failed to load projects. Please try again.' and reads again on Retry", async () => {
    const unavailable = Object.assign(new Error('Failed to get documents'), { code: 'unavailable' });
    vi.spyOn(await projectsRepository(), 'listPage')
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable);
    const { uid } = await signedInUser();
    await seedProjects(uid, 1);

    const { user } = renderApp('/dashboard/projects');
    const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent('Failed to load projects. Please try again.');
    expect(screen.queryByText('No projects yet')).toBeNull();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames()).toEqual(['Project 01']), { timeout: 10_000 });
  });
});

describe('saving a project reads at most 20 documents', () => {
  it('edits one of 30 and deletes one: the list is updated from what was written, not read again', async () => {
    const { uid } = await signedInUser();
    const ids = await seedProjects(uid, 30);
    reads.documents = 0;
    const { user, router } = renderApp('/dashboard/projects');
    await screen.findByText('30 projects.', {}, { timeout: 15_000 });
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    await readsSettled();
    // The first screen: a page of 12 and one more, the count, and what the dashboard reads.
    const openingReads = reads.documents;
    console.info(`opening the list of 30 read ${openingReads} documents`);
    expect(openingReads).toBeGreaterThanOrEqual(14);
    expect(openingReads).toBeLessThanOrEqual(60);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));

    // Project 30 is opened from the list; its page reads the project, its jobs and its runs.
    await user.click(screen.getByRole('link', { name: /Project 30/ }));
    const name = await screen.findByLabelText('Project name', {}, { timeout: 15_000 });
    await readsSettled();

    reads.documents = 0;
    await user.clear(name);
    await user.type(name, 'Zebra stand');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 15_000,
    });
    const card = await screen.findByRole('link', { name: /Zebra stand/ });
    expect(card).toHaveTextContent('Completed');
    expect(cardNames()).toHaveLength(30);
    await readsSettled();
    const savingReads = reads.documents;
    console.info(`saving a project of 30 read ${savingReads} documents`);
    expect(savingReads).toBeLessThanOrEqual(20);

    // Deleting reads the project's jobs (to delete them with it) and nothing else.
    void router.navigate(`/dashboard/projects/${ids[0]}`);
    await screen.findByRole('heading', { name: 'Edit Project: Project 01' }, { timeout: 15_000 });
    await readsSettled();
    reads.documents = 0;
    await user.click(screen.getByRole('button', { name: 'Delete Project' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete project' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 15_000,
    });
    expect(await screen.findByText('29 projects.')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toHaveLength(29));
    expect(cardNames()).not.toContain('Project 01');
    expect(cardNames()[0]).toBe('Zebra stand');
    await readsSettled();
    const deletingReads = reads.documents;
    console.info(`deleting a project of 30 read ${deletingReads} documents`);
    expect(deletingReads).toBeLessThanOrEqual(20);
    expect((await adminFirestore().collection('projects').doc(ids[0]!).get()).exists).toBe(false);
  }, 90_000);

  it('saves a project opened by its address: going back to the list reads its first page only', async () => {
    const { uid } = await signedInUser();
    const ids = await seedProjects(uid, 30);
    const { user, router } = renderApp(`/dashboard/projects/${ids[29]}`);
    const name = await screen.findByLabelText('Project name', {}, { timeout: 15_000 });
    await readsSettled();

    reads.documents = 0;
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Update Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(cardNames()[0]).toBe('Renamed'), { timeout: 15_000 });
    await readsSettled();
    const savingReads = reads.documents;
    console.info(`saving a project opened by its address read ${savingReads} documents`);
    // A page of 12 and one more, and the count.
    expect(savingReads).toBeGreaterThanOrEqual(14);
    expect(savingReads).toBeLessThanOrEqual(20);
  }, 60_000);

  it('creates a project: it shows first and the count moves, without reading the list again', async () => {
    await signedInUser().then(({ uid }) => seedProjects(uid, 30));
    const { user, router } = renderApp('/dashboard/projects');
    await screen.findByText('30 projects.', {}, { timeout: 15_000 });
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const name = await screen.findByLabelText('Project name', {}, { timeout: 15_000 });
    await readsSettled();

    reads.documents = 0;
    await user.type(name, 'Anchor');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 15_000 });
    expect(await screen.findByText('31 projects.')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()[0]).toBe('Anchor'));
    await readsSettled();
    const creatingReads = reads.documents;
    console.info(`creating a project among 30 read ${creatingReads} documents`);
    expect(creatingReads).toBeLessThanOrEqual(20);
  }, 60_000);
});
