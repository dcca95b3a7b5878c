import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@/domain/dates';
import { estimateProjectCost } from '@/domain/project-cost';
import {
  formatProjectDate,
  printerCountLabel,
  printJobCountLabel,
  projectStatusColor,
  projectStatusLabel,
} from '@/domain/project-display';
import {
  emptyPrintJobForm,
  emptyProjectForm,
  newPrintJobId,
  projectFormSchema,
  projectMessages,
  projectToFormValues,
  type PrintJobFormValues,
  type ProjectFormValues,
} from '@/domain/project-form';
import {
  indexedPrintJobId,
  PROJECT_STATUSES,
  projectFromStored,
  projectJobTotals,
  storedProjectSchema,
} from '@/domain/project-record';
import {
  normalizeGrams,
  normalizeHours,
  normalizeInfill,
  normalizeMeters,
  normalizeMinutes,
  normalizePrintJob,
  normalizeProject,
  projectRecordFromForm,
  projectRecordSchema,
} from '@/domain/project-save';
import { roundHalfUp } from '@/domain/rounding';

const NOW = new Date('2025-03-14T10:20:30Z');

function job(overrides: Partial<PrintJobFormValues> = {}, id = 'part-1-abc'): PrintJobFormValues {
  return { ...emptyPrintJobForm(id), description: 'Bracket', ...overrides };
}

function form(overrides: Partial<ProjectFormValues> = {}): ProjectFormValues {
  return { ...emptyProjectForm(NOW), name: 'Chess set', ...overrides };
}

/** The messages a parse gives, keyed by dotted path. */
function errorsOf(values: ProjectFormValues): Record<string, string[]> {
  const result = projectFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function parse(values: ProjectFormValues) {
  const result = projectFormSchema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

describe('roundHalfUp', () => {
  it('rounds halves up where binary floating point would round down', () => {
    // Why neither toFixed nor Math.round(x * 100) / 100 will do:
    expect((12.35).toFixed(1)).toBe('12.3');
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(12.35, 1)).toBe(12.4);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(1.255, 2)).toBe(1.26);
    expect(roundHalfUp(8.345, 2)).toBe(8.35);
  });

  it('rounds below a half down and keeps exact values', () => {
    expect(roundHalfUp(0.124, 2)).toBe(0.12);
    expect(roundHalfUp(12.34, 1)).toBe(12.3);
    expect(roundHalfUp(12, 1)).toBe(12);
    expect(roundHalfUp(0, 2)).toBe(0);
  });

  it('rounds negative halves away from zero and never gives -0', () => {
    expect(roundHalfUp(-0.125, 2)).toBe(-0.13);
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });

  it('handles numbers written in exponent form and non-finite input', () => {
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(1.5e21, 1)).toBe(1.5e21);
    expect(roundHalfUp(Number.NaN, 2)).toBe(0);
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(0);
  });
});

describe('save-time normalisers (SPEC §5 On save)', () => {
  it('floors hours and keeps them at least 0', () => {
    expect(normalizeHours(1.999)).toBe(1);
    expect(normalizeHours(2)).toBe(2);
    expect(normalizeHours(0.5)).toBe(0);
    expect(normalizeHours(-3)).toBe(0);
    expect(normalizeHours(-0.5)).toBe(0);
    expect(normalizeHours(null)).toBe(0);
  });

  it('floors minutes and clamps them to 0–59', () => {
    expect(normalizeMinutes(59.9)).toBe(59);
    expect(normalizeMinutes(61)).toBe(59);
    expect(normalizeMinutes(60)).toBe(59);
    expect(normalizeMinutes(0)).toBe(0);
    expect(normalizeMinutes(-1)).toBe(0);
    expect(normalizeMinutes(30.5)).toBe(30);
    expect(normalizeMinutes(null)).toBe(0);
  });

  it('rounds metres to 2 decimals and grams to 1 decimal, half up', () => {
    expect(normalizeMeters(0.125)).toBe(0.13);
    expect(normalizeMeters(3.14159)).toBe(3.14);
    expect(normalizeMeters(null)).toBe(0);
    expect(normalizeGrams(12.35)).toBe(12.4);
    expect(normalizeGrams(12.34)).toBe(12.3);
    expect(normalizeGrams(null)).toBe(0);
  });

  it('never stores a negative length or weight', () => {
    expect(normalizeMeters(-2)).toBe(0);
    expect(normalizeGrams(-0.04)).toBe(0);
  });

  it('defaults a blank infill to 20 and keeps 0', () => {
    expect(normalizeInfill(null)).toBe(20);
    expect(normalizeInfill(undefined)).toBe(20);
    expect(normalizeInfill(0)).toBe(0);
    expect(normalizeInfill(15)).toBe(15);
  });
});

describe('projectFormSchema (SPEC §5 Project form)', () => {
  it('accepts a complete project and gives typed values', () => {
    const data = parse(
      form({
        parts: [
          job({
            printTime: { hours: '2', minutes: '30' },
            material: { meters: '4.5', grams: 12 },
            settings: {
              temperature: { extruder: '210', bed: 60 },
              support: true,
              infill: '15',
              notes: ' x ',
            },
          }),
        ],
      }),
    );
    const part = data.parts[0]!;
    expect(part.printTime).toEqual({ hours: 2, minutes: 30 });
    expect(part.material).toEqual({ meters: 4.5, grams: 12 });
    expect(part.settings.temperature).toEqual({ extruder: 210, bed: 60 });
    expect(part.settings.infill).toBe(15);
  });

  it('requires a project name (blank or spaces)', () => {
    expect(errorsOf(form({ name: '' })).name).toEqual(['Project name is required']);
    expect(errorsOf(form({ name: '   ' })).name).toEqual([projectMessages.nameRequired]);
  });

  it('requires a start date and defaults it to today', () => {
    expect(emptyProjectForm(new Date(2025, 0, 5)).startDate).toBe('2025-01-05');
    expect(errorsOf(form({ startDate: '' })).startDate).toEqual(['Start date is required']);
    expect(errorsOf(form({ startDate: 'not a date' })).startDate).toEqual(['Start date is required']);
  });

  it('allows a blank end date and refuses one before the start', () => {
    expect(errorsOf(form({ startDate: '2025-03-01', endDate: '' }))).toEqual({});
    expect(errorsOf(form({ startDate: '2025-03-01', endDate: '2025-03-01' }))).toEqual({});
    expect(errorsOf(form({ startDate: '2025-03-02', endDate: '2025-03-01' })).endDate).toEqual([
      projectMessages.endDateBeforeStart,
    ]);
  });

  it('allows an empty client name, description and printer list, and no jobs', () => {
    expect(errorsOf(form())).toEqual({});
  });

  it('requires each job description, under that job', () => {
    const errors = errorsOf(form({ parts: [job(), job({ description: '  ' }, 'part-2')] }));
    expect(errors).toEqual({ 'parts.1.description': ['Description is required'] });
  });

  it('puts invalid minutes under the one job that has them (three jobs)', () => {
    const errors = errorsOf(
      form({
        parts: [
          job({ printTime: { hours: '1', minutes: '59' } }, 'a'),
          job({ printTime: { hours: '1', minutes: '75' } }, 'b'),
          job({ printTime: { hours: '', minutes: '' } }, 'c'),
        ],
      }),
    );
    expect(errors).toEqual({ 'parts.1.printTime.minutes': ['If provided, minutes must be less than 60'] });
  });

  it('accepts minutes up to just below 60, refuses 60', () => {
    const minutes = (value: string) =>
      errorsOf(form({ parts: [job({ printTime: { hours: '', minutes: value } })] }));
    expect(minutes('59.9')).toEqual({});
    expect(minutes('60')).toEqual({ 'parts.0.printTime.minutes': [projectMessages.minutesRange] });
    expect(minutes('61')).toEqual({ 'parts.0.printTime.minutes': [projectMessages.minutesRange] });
  });

  it('checks infill 0–100 only when provided', () => {
    const infill = (value: string | number) =>
      errorsOf(form({ parts: [job({ settings: { ...emptyPrintJobForm('x').settings, infill: value } })] }));
    expect(infill('')).toEqual({});
    expect(infill(Number.NaN)).toEqual({}); // valueAsNumber of an empty input
    expect(infill('0')).toEqual({});
    expect(infill('100')).toEqual({});
    expect(infill('100.5')).toEqual({
      'parts.0.settings.infill': ['If provided, infill must be between 0% and 100%'],
    });
    expect(infill(-1)).toEqual({ 'parts.0.settings.infill': [projectMessages.infillRange] });
    expect(infill('abc')).toEqual({ 'parts.0.settings.infill': [projectMessages.infillRange] });
  });

  it('checks extruder temperature 150–300 °C only when provided', () => {
    const extruder = (value: string) =>
      errorsOf(
        form({
          parts: [
            job({
              settings: { ...emptyPrintJobForm('x').settings, temperature: { extruder: value, bed: '' } },
            }),
          ],
        }),
      );
    expect(extruder('')).toEqual({});
    expect(extruder('150')).toEqual({});
    expect(extruder('300')).toEqual({});
    const message = 'If provided, extruder temperature must be between 150°C and 300°C';
    expect(extruder('149')).toEqual({ 'parts.0.settings.temperature.extruder': [message] });
    expect(extruder('301')).toEqual({ 'parts.0.settings.temperature.extruder': [message] });
  });

  it('checks bed temperature 0–120 °C only when provided', () => {
    const bed = (value: string) =>
      errorsOf(
        form({
          parts: [
            job({
              settings: { ...emptyPrintJobForm('x').settings, temperature: { extruder: '', bed: value } },
            }),
          ],
        }),
      );
    expect(bed('')).toEqual({});
    expect(bed('0')).toEqual({});
    expect(bed('120')).toEqual({});
    const message = 'If provided, bed temperature must be between 0°C and 120°C';
    expect(bed('-1')).toEqual({ 'parts.0.settings.temperature.bed': [message] });
    expect(bed('121')).toEqual({ 'parts.0.settings.temperature.bed': [message] });
  });

  it('reports every job error at once, each under its job', () => {
    const errors = errorsOf(
      form({
        name: '',
        parts: [
          job({ description: '' }, 'a'),
          job(
            {
              settings: {
                temperature: { extruder: '100', bed: '130' },
                support: false,
                infill: '101',
                notes: '',
              },
            },
            'b',
          ),
        ],
      }),
    );
    expect(errors).toEqual({
      name: [projectMessages.nameRequired],
      'parts.0.description': [projectMessages.jobDescriptionRequired],
      'parts.1.settings.temperature.extruder': [projectMessages.extruderTemperatureRange],
      'parts.1.settings.temperature.bed': [projectMessages.bedTemperatureRange],
      'parts.1.settings.infill': [projectMessages.infillRange],
    });
  });

  it('accepts its own output again (the repository re-validates what the form gave)', () => {
    const once = parse(form({ parts: [job({ printTime: { hours: '3', minutes: '5' } })] }));
    const twice = projectFormSchema.safeParse(once);
    expect(twice.success).toBe(true);
  });
});

describe('normalizeProject (SPEC §5 On save)', () => {
  const edgeJob = job({
    description: '  Rook  ',
    files: [
      { name: ' rook.stl ', description: ' body ' },
      { name: '  ', description: '' },
    ],
    printTime: { hours: '1.999', minutes: '59.9' },
    material: { meters: '0.125', grams: '12.35' },
    settings: { temperature: { extruder: '215', bed: '' }, support: true, infill: '', notes: '  brim  ' },
  });

  it('normalises the edge values exactly as §5 says', () => {
    const saved = normalizeProject(
      parse(form({ name: '  Chess set ', description: ' Staunton ', clientName: ' Ada ', parts: [edgeJob] })),
      { now: NOW },
    );
    expect(saved.name).toBe('Chess set');
    expect(saved.description).toBe('Staunton');
    expect(saved.clientName).toBe('Ada');
    expect(saved.endDate).toBeNull();
    const part = saved.parts[0]!;
    expect(part).toEqual({
      id: 'part-1-abc',
      files: [{ name: 'rook.stl', description: 'body' }],
      description: 'Rook',
      materialType: '',
      colorName: '',
      settings: {
        temperature: { extruder: 215, bed: null, both: null },
        support: true,
        infill: 20,
        notes: 'brim',
      },
      status: 'pending',
      printTime: { hours: 1, minutes: 59 },
      material: { meters: 0.13, grams: 12.4 },
      assignedPrinter: null,
      startTime: null,
      endTime: null,
      createdAt: NOW,
      updatedAt: NOW,
      slicedFile: null,
      filaments: [],
    });
  });

  it('clamps 61 minutes to 59 when a job reaches the normaliser unvalidated', () => {
    const part = normalizePrintJob(
      {
        ...parse(form({ parts: [job()] })).parts[0]!,
        printTime: { hours: -2, minutes: 61 },
      },
      0,
      { now: NOW },
    );
    expect(part.printTime).toEqual({ hours: 0, minutes: 59 });
  });

  it('gives a job without an id job-{index}, and always status pending', () => {
    const saved = normalizeProject(parse(form({ parts: [job({}, 'a'), job({}, '')] })), { now: NOW });
    expect(saved.parts.map((part) => part.id)).toEqual(['a', 'job-1']);
    expect(saved.parts.every((part) => part.status === 'pending')).toBe(true);
  });

  it('keeps an edited job’s createdAt, assigned printer and times, and updates updatedAt', () => {
    const created = new Date('2024-01-01T00:00:00Z');
    const previousParts = [
      {
        ...normalizePrintJob(parse(form({ parts: [job({}, 'keep')] })).parts[0]!, 0, { now: created }),
        assignedPrinter: 'printer-1',
        status: 'printing',
      },
    ];
    const saved = normalizeProject(parse(form({ parts: [job({}, 'keep'), job({}, 'fresh')] })), {
      now: NOW,
      previousParts,
    });
    expect(saved.parts[0]).toMatchObject({
      createdAt: created,
      updatedAt: NOW,
      assignedPrinter: 'printer-1',
    });
    // The form sends pending for a new job (SPEC §4); a stored job keeps the status its runs set.
    expect(saved.parts[0]!.status).toBe('printing');
    expect(saved.parts[1]).toMatchObject({
      createdAt: NOW,
      updatedAt: NOW,
      assignedPrinter: null,
      status: 'pending',
    });
  });

  it('stores an end date when given and drops duplicate printer ids', () => {
    const saved = normalizeProject(parse(form({ endDate: '2025-04-01', printers: ['p1', 'p2', 'p1'] })), {
      now: NOW,
    });
    expect(saved.endDate).toBe('2025-04-01');
    expect(saved.printers).toEqual(['p1', 'p2']);
  });
});

describe('projectRecordFromForm (the one way a save becomes the stored record)', () => {
  const printers = [
    { id: 'a', costPerHour: 0.5 },
    { id: 'b', costPerHour: 1.5 },
  ];
  const costInputs = { printers, spools: [{ purchasePrice: 20, weight: 1000 }], electricityRate: 0.12 };
  const values = () =>
    parse(
      form({
        name: '  Chess set ',
        printers: ['a', 'b', 'a'],
        parts: [
          job({ printTime: { hours: '1.999', minutes: '59.9' }, material: { meters: '', grams: '12.35' } }),
          job({ printTime: { hours: '2', minutes: '1' }, material: { meters: '', grams: '87.6' } }, 'part-2'),
        ],
      }),
    );

  it('normalises the form once (SPEC §5 On save) and adds the estimated cost', () => {
    const record = projectRecordFromForm(values(), costInputs, { now: NOW });
    const normalized = normalizeProject(values(), { now: NOW });
    expect(record).toEqual({ ...normalized, estimatedCost: record.estimatedCost });
    expect(record.name).toBe('Chess set');
    expect(record.printers).toEqual(['a', 'b']);
    expect(record.parts.map((part) => part.printTime)).toEqual([
      { hours: 1, minutes: 59 },
      { hours: 2, minutes: 1 },
    ]);
  });

  it('prices the jobs as they are saved, through the calculator engine', () => {
    const record = projectRecordFromForm(values(), costInputs, { now: NOW });
    // 12.4 g + 87.6 g = 100 g at 20/kg = 2; 1 h 59 min + 2 h 1 min = 4 h at an average 1/h = 4;
    // + 10 % failure allowance = 6.60. Priced as typed (1.999 h, 59.9 min, 12.35 g) it would differ.
    expect(record.estimatedCost).toBe(6.6);
    expect(record.estimatedCost).toBe(
      estimateProjectCost({ ...costInputs, parts: record.parts, printerIds: record.printers }).totalCost,
    );
  });

  it('gives the cost the form shows for the same typed values', () => {
    // The project form's example: 100 g at 20/kg = 2; 2 h at 0.5/h = 1; +10 % = 3.30.
    const record = projectRecordFromForm(
      parse(
        form({
          printers: ['a'],
          parts: [job({ printTime: { hours: '2', minutes: '' }, material: { meters: '', grams: '100' } })],
        }),
      ),
      costInputs,
    );
    expect(record.estimatedCost).toBe(3.3);
  });

  it('counts unknown prices as 0', () => {
    const record = projectRecordFromForm(values(), { printers: [], spools: [] }, { now: NOW });
    expect(record.estimatedCost).toBe(0);
  });

  it('keeps an edited job’s creation time from the stored jobs', () => {
    const created = new Date('2024-01-01T00:00:00Z');
    const previousParts = projectRecordFromForm(values(), costInputs, { now: created }).parts;
    const record = projectRecordFromForm(values(), costInputs, { now: NOW, previousParts });
    expect(record.parts.map((part) => [part.createdAt, part.updatedAt])).toEqual([
      [created, NOW],
      [created, NOW],
    ]);
  });
});

describe('projectRecordSchema (what the repository checks before it writes)', () => {
  const record = () => projectRecordFromForm(parse(form({ parts: [job()] })), { printers: [], spools: [] });
  const messages = (value: unknown) => {
    const result = projectRecordSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a record made from the form and changes nothing in it', () => {
    const made = record();
    expect(projectRecordSchema.parse(made)).toEqual(made);
    // No second normalisation: what it is handed is what is stored.
    const untrimmed = { ...made, description: '  as typed  ' };
    expect(projectRecordSchema.parse(untrimmed).description).toBe('  as typed  ');
  });

  it('refuses a record that breaks the form’s rules, with the form’s messages', () => {
    const made = record();
    const part = made.parts[0]!;
    expect(messages({ ...made, name: '  ' })).toEqual([projectMessages.nameRequired]);
    expect(messages({ ...made, startDate: '2025-02-30' })).toEqual([projectMessages.startDateRequired]);
    expect(messages({ ...made, startDate: '2025-03-02', endDate: '2025-03-01' })).toEqual([
      projectMessages.endDateBeforeStart,
    ]);
    expect(messages({ ...made, parts: [{ ...part, printTime: { hours: 1, minutes: 61 } }] })).toEqual([
      projectMessages.minutesRange,
    ]);
    expect(
      messages({
        ...made,
        parts: [
          { ...part, settings: { ...part.settings, temperature: { extruder: 100, bed: 130, both: null } } },
        ],
      }),
    ).toEqual([projectMessages.extruderTemperatureRange, projectMessages.bedTemperatureRange]);
    expect(messages({ ...made, parts: [{ ...part, settings: { ...part.settings, infill: 101 } }] })).toEqual([
      projectMessages.infillRange,
    ]);
    expect(messages({ ...made, parts: [{ ...part, description: '' }] })).toEqual([
      projectMessages.jobDescriptionRequired,
    ]);
    expect(messages({ ...made, estimatedCost: -1 })).toHaveLength(1);
    expect(messages({ ...made, estimatedCost: Number.POSITIVE_INFINITY })).toHaveLength(1);
  });
});

describe('job ids (SPEC §3)', () => {
  it('makes part-{time}-{random} ids for new jobs', () => {
    expect(newPrintJobId(1700000000000, 0.5)).toMatch(/^part-1700000000000-[0-9a-z]{9}$/);
    expect(newPrintJobId(1, 0)).toBe('part-1-000000000');
    expect(newPrintJobId()).toMatch(/^part-\d+-[0-9a-z]{9}$/);
    expect(newPrintJobId(5, 0.1)).not.toBe(newPrintJobId(5, 0.2));
  });

  it('makes job-{index} ids by position', () => {
    expect(indexedPrintJobId(0)).toBe('job-0');
    expect(indexedPrintJobId(12)).toBe('job-12');
  });
});

describe('a new print job form (SPEC §3 defaults)', () => {
  it('starts blank with infill 20 and no support', () => {
    const blank = emptyPrintJobForm('id-1');
    expect(blank).toMatchObject({ id: 'id-1', files: [], description: '' });
    expect(blank.settings).toMatchObject({ infill: '20', support: false });
  });

  it('starts a project as pending with today as start date', () => {
    expect(emptyProjectForm(NOW)).toMatchObject({
      status: 'pending',
      startDate: todayIsoDate(NOW),
      parts: [],
    });
  });
});

/** A project document as read, with its jobs inline (older documents) or none. */
const parseProject = (data: Record<string, unknown>) =>
  projectFromStored(storedProjectSchema.parse(data), []);

describe('stored projects', () => {
  it('fills §3 defaults for missing fields and ids jobs by index', () => {
    const project = parseProject({
      id: 'p1',
      userId: 'u1',
      name: 'Vase',
      status: 'unknown',
      startDate: '2025-02-03',
      parts: [{ description: 'Body' }, { id: 'part-9-x', description: 'Lid' }],
    });
    expect(project).toMatchObject({
      description: '',
      clientName: '',
      status: 'pending',
      endDate: null,
      estimatedCost: 0,
      printers: [],
    });
    expect(project.parts.map((part) => part.id)).toEqual(['job-0', 'part-9-x']);
    expect(project.parts[0]).toMatchObject({
      status: 'pending',
      settings: { infill: 20, support: false, temperature: { extruder: null, bed: null, both: null } },
      printTime: { hours: 0, minutes: 0 },
      material: { meters: 0, grams: 0 },
    });
  });

  it('reads a Date start date (older documents) as a calendar date', () => {
    const project = parseProject({ id: 'p', userId: 'u', startDate: new Date(2025, 5, 7, 12) });
    expect(project.startDate).toBe('2025-06-07');
  });

  it('round-trips through the form', () => {
    const saved = normalizeProject(parse(form({ parts: [edgeJobForRoundTrip()] })), { now: NOW });
    const stored = parseProject({ id: 'p', userId: 'u', ...saved, estimatedCost: 1 });
    const again = normalizeProject(parse(projectToFormValues(stored)), {
      now: NOW,
      previousParts: stored.parts,
    });
    expect(again).toEqual(saved);
  });
});

describe('the project form’s limits', () => {
  it('the schema refuses more jobs or files than the rules store (a form filled another way)', () => {
    const job = { ...emptyPrintJobForm('p'), description: 'Part' };
    const base = { ...emptyProjectForm(), name: 'Order' };
    const tooMany = projectFormSchema.safeParse({ ...base, parts: Array.from({ length: 51 }, () => job) });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([
      'A project holds at most 50 print jobs.',
    ]);
    const files = Array.from({ length: 11 }, () => ({ name: 'a.stl', description: '' }));
    const tooManyFiles = projectFormSchema.safeParse({ ...base, parts: [{ ...job, files }] });
    expect(tooManyFiles.error?.issues.map((issue) => issue.message)).toEqual([
      'A print job lists at most 10 files.',
    ]);
    expect(
      projectFormSchema.safeParse({ ...base, parts: Array.from({ length: 50 }, () => job) }).success,
    ).toBe(true);
  });
});

describe('a project’s jobs in short (the list’s card)', () => {
  it('counts the jobs and totals their grams and print minutes', () => {
    const quantities = (hours: number, minutes: number, grams: number) => ({
      printTime: { hours, minutes },
      material: { grams },
    });
    expect(projectJobTotals([])).toEqual({ jobCount: 0, totalGrams: 0, totalMinutes: 0 });
    expect(projectJobTotals([quantities(1, 30, 12.35), quantities(0, 45, 0.1)])).toEqual({
      jobCount: 2,
      totalGrams: 12.5,
      totalMinutes: 135,
    });
  });

  it('reads the totals a project document stores, and works them out for one with inline jobs', () => {
    const stored = storedProjectSchema.parse({
      id: 'p',
      userId: 'u',
      jobCount: 3,
      totalGrams: 40,
      totalMinutes: 200,
    });
    expect(stored).toMatchObject({ jobCount: 3, totalGrams: 40, totalMinutes: 200, inlineParts: null });
    const inline = storedProjectSchema.parse({
      id: 'p',
      userId: 'u',
      parts: [{ description: 'A', printTime: { hours: 1, minutes: 0 }, material: { grams: 10 } }],
    });
    expect(inline).toMatchObject({ jobCount: 1, totalGrams: 10, totalMinutes: 60 });
    expect(inline.inlineParts!.map((part) => part.id)).toEqual(['job-0']);
  });

  it('takes the job documents when there are any, in the order given', () => {
    const stored = storedProjectSchema.parse({
      id: 'p',
      userId: 'u',
      parts: [{ id: 'old', description: 'Old' }],
    });
    const jobs = [
      { ...parseProject({ id: 'x', userId: 'u', parts: [{ id: 'b', description: 'B' }] }).parts[0]! },
    ];
    const project = projectFromStored(stored, jobs);
    expect(project.parts.map((part) => part.id)).toEqual(['b']);
    expect(project.storedJobIds).toEqual(['b']);
    expect(projectFromStored(stored, []).storedJobIds).toEqual([]);
  });
});

function edgeJobForRoundTrip() {
  return job({
    printTime: { hours: '4', minutes: '15' },
    material: { meters: '2.5', grams: '30.2' },
    settings: { temperature: { extruder: '200', bed: '55' }, support: false, infill: '0', notes: 'n' },
    files: [{ name: 'a.stl', description: '' }],
  });
}

describe('status colours and labels (SPEC §4)', () => {
  it('maps each status to its icon colour', () => {
    expect(PROJECT_STATUSES.map((status) => [status, projectStatusColor(status)])).toEqual([
      ['pending', 'yellow'],
      ['in-progress', 'blue'],
      ['completed', 'green'],
      ['cancelled', 'red'],
    ]);
  });

  it('labels each status', () => {
    expect(PROJECT_STATUSES.map(projectStatusLabel)).toEqual([
      'Pending',
      'In Progress',
      'Completed',
      'Cancelled',
    ]);
  });
});

describe('display helpers', () => {
  it('formats calendar dates without a time-zone shift', () => {
    expect(formatProjectDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatProjectDate(null)).toBe('—');
    expect(formatProjectDate('nope')).toBe('—');
  });
  it('counts jobs and printers', () => {
    expect(printJobCountLabel(1)).toBe('1 print job');
    expect(printJobCountLabel(2)).toBe('2 print jobs');
    expect(printerCountLabel(0)).toBe('0 printers');
    expect(printerCountLabel(1)).toBe('1 printer');
  });
});
