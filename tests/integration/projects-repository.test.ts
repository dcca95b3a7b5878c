import { afterAll, describe, expect, it } from 'vitest';
import {
  emptyPrintJobForm,
  emptyProjectForm,
  projectFormSchema,
  type ProjectFormValues,
} from '@/domain/project-form';
import { projectToFormValues } from '@/domain/project-form';
import type { ProjectListView } from '@/domain/project-list';
import type { PrintJob, ProjectRecord } from '@/domain/project-record';
import { projectRecordFromForm } from '@/domain/project-save';
import {
  createProjectsRepository,
  type ProjectCursor,
  type ProjectsRepository,
} from '@/repositories/projects';
import { adminDocuments, adminFirestore, signedUpClient } from '../support/emulators';
import { records } from '../support/factories';

const disposers: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

const NEWEST: ProjectListView = { sort: 'newest', status: null };

/** The first page of the user's projects, newest first. */
const firstPage = async (projects: ProjectsRepository, uid: string) =>
  (await projects.listPage(uid, NEWEST)).projects;

async function newUser() {
  const client = await signedUpClient();
  disposers.push(client.dispose);
  return { ...client, projects: createProjectsRepository(client.db) };
}

function projectValues(overrides: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return {
    ...emptyProjectForm(new Date(2025, 2, 1)),
    name: '  Chess set  ',
    clientName: ' Ada ',
    printers: ['printer-a', 'printer-b'],
    parts: [
      {
        ...emptyPrintJobForm('part-1-aaaaaaaaa'),
        description: ' Rook ',
        files: [{ name: ' rook.stl ', description: '' }],
        printTime: { hours: '1.999', minutes: '59.9' },
        material: { meters: '0.125', grams: '12.35' },
        settings: { temperature: { extruder: '210', bed: '' }, support: true, infill: '', notes: ' brim ' },
      },
      {
        ...emptyPrintJobForm('part-2-bbbbbbbbb'),
        description: 'Pawn',
        printTime: { hours: '0', minutes: '45' },
      },
    ],
    ...overrides,
  };
}

/** What a save hands the repository: the form's values made into the record (no prices known). */
function record(
  overrides: Partial<ProjectFormValues> = {},
  { estimatedCost = 0, previousParts }: { estimatedCost?: number; previousParts?: readonly PrintJob[] } = {},
): ProjectRecord {
  const values = projectFormSchema.parse(projectValues(overrides));
  return {
    ...projectRecordFromForm(values, { printers: [], spools: [] }, { previousParts }),
    estimatedCost,
  };
}

describe('projects repository (against the emulators)', () => {
  it('creates a normalised project with its estimated cost, owner and timestamps', async () => {
    const { uid, projects } = await newUser();
    const { id } = await projects.create(uid, record({}, { estimatedCost: 9.9 }));

    const [listed] = await firstPage(projects, uid);
    // The list carries the jobs' count and totals, not the jobs.
    expect(listed).toMatchObject({ id, jobCount: 2, totalGrams: 12.4 + 0, totalMinutes: 119 + 45 });
    expect(listed).not.toHaveProperty('parts');
    const project = (await projects.get(uid, id))!;
    expect(project).toMatchObject({
      id,
      userId: uid,
      name: 'Chess set',
      clientName: 'Ada',
      status: 'pending',
      startDate: '2025-03-01',
      endDate: null,
      estimatedCost: 9.9,
      actualCost: null,
      materials: [],
      printers: ['printer-a', 'printer-b'],
    });
    expect(project.createdAt).toBeInstanceOf(Date);
    expect(project.parts).toHaveLength(2);
    expect(project.storedJobIds).toEqual(['part-1-aaaaaaaaa', 'part-2-bbbbbbbbb']);
    expect(project.parts[0]).toMatchObject({
      id: 'part-1-aaaaaaaaa',
      description: 'Rook',
      files: [{ name: 'rook.stl', description: '' }],
      printTime: { hours: 1, minutes: 59 },
      material: { meters: 0.13, grams: 12.4 },
      settings: {
        temperature: { extruder: 210, bed: null, both: null },
        support: true,
        infill: 20,
        notes: 'brim',
      },
      status: 'pending',
      assignedPrinter: null,
    });
    expect(project.parts[0]!.createdAt).toBeInstanceOf(Date);

    // What is stored is what the app read back (no client-side rewriting on read): the project
    // without its jobs, and each job a document of its own, in order.
    const stored = (await adminFirestore().collection('projects').doc(id).get()).data()!;
    expect(stored).not.toHaveProperty('parts');
    expect(stored).toMatchObject({ userId: uid, jobCount: 2, totalGrams: 12.4, totalMinutes: 164 });
    const job = (await adminFirestore().doc(`projects/${id}/jobs/part-1-aaaaaaaaa`).get()).data()!;
    expect(job).toMatchObject({ userId: uid, position: 0, material: { meters: 0.13, grams: 12.4 } });
  });

  it('refuses invalid values before writing anything', async () => {
    const { uid, projects } = await newUser();
    const valid = record({ parts: [{ ...emptyPrintJobForm('x'), description: 'Lid' }] });
    const invalid = { ...valid, parts: [{ ...valid.parts[0]!, printTime: { hours: 1, minutes: 61 } }] };
    await expect(projects.create(uid, invalid)).rejects.toThrow('If provided, minutes must be less than 60');
    expect(await firstPage(projects, uid)).toEqual([]);
    expect((await adminFirestore().collectionGroup('jobs').where('userId', '==', uid).get()).size).toBe(0);
  });

  it('updates a project, keeping a kept job’s creation time', async () => {
    const { uid, projects } = await newUser();
    const { id } = await projects.create(uid, record({}, { estimatedCost: 1 }));
    const before = (await projects.get(uid, id))!;
    const keptCreatedAt = before.parts[1]!.createdAt!.getTime();

    await new Promise((resolve) => setTimeout(resolve, 20));
    await projects.update(
      uid,
      before,
      record(
        {
          name: 'Chess set v2',
          status: 'in-progress',
          endDate: '2025-04-01',
          parts: projectValues().parts!.slice(1),
        },
        { estimatedCost: 2.5, previousParts: before.parts },
      ),
    );

    const after = (await projects.get(uid, id))!;
    expect(after).toMatchObject({
      name: 'Chess set v2',
      status: 'in-progress',
      endDate: '2025-04-01',
      estimatedCost: 2.5,
    });
    expect(after.parts.map((part) => part.id)).toEqual(['part-2-bbbbbbbbb']);
    expect(after).toMatchObject({ jobCount: 1, totalGrams: 0, totalMinutes: 45 });
    // The removed job's document is gone.
    expect((await adminFirestore().doc(`projects/${id}/jobs/part-1-aaaaaaaaa`).get()).exists).toBe(false);
    expect(after.parts[0]!.createdAt!.getTime()).toBe(keptCreatedAt);
    expect(after.parts[0]!.updatedAt!.getTime()).toBeGreaterThan(keptCreatedAt);
    expect(after.createdAt!.getTime()).toBe(before.createdAt!.getTime());
  });

  it('treats a missing project and another user’s project as not found, and keeps them apart', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const { id } = await alice.projects.create(alice.uid, record());
    const alicesProject = (await alice.projects.get(alice.uid, id))!;

    expect(await alice.projects.get(alice.uid, 'no-such-project')).toBeNull();
    expect(await bob.projects.get(bob.uid, id)).toBeNull();
    expect(await firstPage(bob.projects, bob.uid)).toEqual([]);
    await expect(
      bob.projects.update(bob.uid, alicesProject, record({ name: 'Hijacked' })),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(bob.projects.remove(bob.uid, id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await alice.projects.get(alice.uid, id))!.name).toBe('Chess set');
    expect((await alice.projects.get(alice.uid, id))!.parts).toHaveLength(2);
  });

  it('lists newest first and deletes', async () => {
    const { uid, projects } = await newUser();
    const { id: first } = await projects.create(uid, record({ name: 'First' }));
    const { id: second } = await projects.create(uid, record({ name: 'Second' }));
    expect((await firstPage(projects, uid)).map((project) => project.id)).toEqual([second, first]);

    await projects.remove(uid, first);
    expect((await firstPage(projects, uid)).map((project) => project.id)).toEqual([second]);
    // Its jobs went with it, in the same batch.
    expect((await adminFirestore().collection(`projects/${first}/jobs`).get()).size).toBe(0);
    expect((await adminFirestore().collection(`projects/${second}/jobs`).get()).size).toBe(2);
  });

  it('reads a project stored before jobs had documents, and moves its jobs out on the next save', async () => {
    const { uid, projects } = await newUser();
    // Its own id each run: the jobs a save moves out stay under it in the emulator.
    const legacy = `legacy-${uid}`;
    const inlineJobs = [
      { ...records.printJob({ id: 'job-0', description: 'Old rook' }) },
      { ...records.printJob({ id: '', description: 'Old pawn', material: { meters: 1, grams: 5 } }) },
    ];
    await adminFirestore()
      .doc(`projects/${legacy}`)
      .set(adminDocuments.inlineProject(uid, { parts: inlineJobs }));

    const [listed] = await firstPage(projects, uid);
    expect(listed).toMatchObject({ id: legacy, jobCount: 2, totalGrams: 12.4 + 5 });
    const before = (await projects.get(uid, legacy))!;
    // SPEC §3: a job without an id is job-{index}.
    expect(before.parts.map((part) => [part.id, part.description])).toEqual([
      ['job-0', 'Old rook'],
      ['job-1', 'Old pawn'],
    ]);
    expect(before.storedJobIds).toEqual([]);

    await projects.update(
      uid,
      before,
      record({ name: 'Legacy', parts: projectToFormValues(before).parts }, { previousParts: before.parts }),
    );
    const stored = (await adminFirestore().doc(`projects/${legacy}`).get()).data()!;
    expect(stored).not.toHaveProperty('parts');
    expect(stored).toMatchObject({ name: 'Legacy', jobCount: 2 });
    const after = (await projects.get(uid, legacy))!;
    expect(after.parts.map((part) => part.description)).toEqual(['Old rook', 'Old pawn']);
    expect(after.storedJobIds).toEqual(['job-0', 'job-1']);
  });

  it('requires a signed-in user', async () => {
    const { projects } = await newUser();
    await expect(projects.listPage('', NEWEST)).rejects.toThrow('User must be authenticated');
    await expect(projects.create('', record())).rejects.toThrow('User must be authenticated');
  });
});

describe('projects list at farm scale (against the emulators)', () => {
  /** Every page of a view, `pageSize` at a time, as the names it lists. */
  async function allPages(
    projects: ProjectsRepository,
    uid: string,
    view: ProjectListView,
    pageSize: number,
  ) {
    const pages: string[][] = [];
    let after: ProjectCursor | null = null;
    do {
      const page = await projects.listPage(uid, view, after, pageSize);
      pages.push(page.projects.map((project) => project.name));
      after = page.next;
    } while (after && pages.length < 10);
    return pages;
  }

  it('reads pages with a cursor in each sort, filters by status, and counts without reading', async () => {
    const { uid, projects } = await newUser();
    const seeded = [
      { name: 'Bracket', status: 'pending', startDate: '2025-03-04' },
      { name: 'amulet', status: 'completed', startDate: '2025-01-10' },
      { name: 'Chess set', status: 'pending', startDate: '2025-05-01' },
      { name: 'Drone frame', status: 'in-progress', startDate: '2025-02-20' },
      { name: 'Enclosure', status: 'pending', startDate: '2025-04-15' },
    ] as const;
    for (const project of seeded) {
      await projects.create(
        uid,
        record({ name: project.name, status: project.status, startDate: project.startDate }),
      );
    }
    // Someone else's projects are neither listed nor counted.
    const other = await newUser();
    await other.projects.create(other.uid, record({ name: 'Not mine' }));

    // Newest first: the last created first, two a page, the last page says it is the last.
    expect(await allPages(projects, uid, NEWEST, 2)).toEqual([
      ['Enclosure', 'Drone frame'],
      ['Chess set', 'amulet'],
      ['Bracket'],
    ]);
    // An exact page ends the list without an empty page after it.
    expect(await allPages(projects, uid, { sort: 'name', status: null }, 5)).toEqual([
      ['Bracket', 'Chess set', 'Drone frame', 'Enclosure', 'amulet'],
    ]);
    expect(await allPages(projects, uid, { sort: 'start-date', status: null }, 3)).toEqual([
      ['Chess set', 'Enclosure', 'Bracket'],
      ['Drone frame', 'amulet'],
    ]);
    expect(await allPages(projects, uid, { sort: 'newest', status: 'pending' }, 2)).toEqual([
      ['Enclosure', 'Chess set'],
      ['Bracket'],
    ]);
    expect(await allPages(projects, uid, { sort: 'name', status: 'completed' }, 2)).toEqual([['amulet']]);
    expect(await allPages(projects, uid, { sort: 'start-date', status: 'cancelled' }, 2)).toEqual([[]]);

    expect(await projects.count(uid)).toBe(5);
    expect(await projects.count(uid, 'pending')).toBe(3);
    expect(await projects.count(uid, 'cancelled')).toBe(0);
    expect(await other.projects.count(other.uid)).toBe(1);
    await expect(projects.count('')).rejects.toThrow('User must be authenticated');
  });

  it('returns what a save wrote, equal to what is read back', async () => {
    const { uid, projects } = await newUser();
    const created = await projects.create(uid, record({ name: 'Lamp' }, { estimatedCost: 3 }));
    const [listed] = await firstPage(projects, uid);
    const { createdAt: _readCreated, updatedAt: _readUpdated, ...read } = listed!;
    expect(created).toMatchObject(read);

    const before = (await projects.get(uid, created.id))!;
    const saved = await projects.update(
      uid,
      before,
      record(
        { name: 'Lamp v2', status: 'completed', parts: projectValues().parts!.slice(1) },
        {
          estimatedCost: 4,
          previousParts: before.parts,
        },
      ),
    );
    const after = (await projects.get(uid, created.id))!;
    const withoutTimes = <T extends { updatedAt: Date | null }>({ updatedAt: _updated, ...rest }: T) => rest;
    const withoutJobTimes = (project: typeof after) => ({
      ...withoutTimes(project),
      parts: project.parts.map(({ createdAt: _created, updatedAt: _updated, ...job }) => job),
    });
    expect(withoutJobTimes(saved)).toEqual(withoutJobTimes(after));
    expect(saved.createdAt).toEqual(before.createdAt);
  });
});
