import { describe, expect, it } from 'vitest';
import { runMessages } from '@/domain/runs';
import {
  canStartRun,
  chosenSpoolIds,
  elapsedText,
  finishRunFormSchema,
  formatDuration,
  materialFilterOptions,
  maxSpoolsOf,
  overdrawWarnings,
  progressPercent,
  spoolOptionLabel,
  spoolWarnings,
  startRunDefaults,
  startRunFormSchema,
  typedGrams,
  workshopMessages,
  type FinishRunFormValues,
  type StartRunFormValues,
} from '@/domain/workshop-board';

const job = {
  projectId: 'chess',
  jobId: 'rook',
  description: 'Rook',
  materialType: 'PLA',
  colorName: 'Black',
  grams: 100,
};
const pla = { id: 'pla', name: 'Black PLA', material: 'PLA', remainingWeight: 800 };
const petg = { id: 'petg', name: 'Clear PETG', material: 'PETG', remainingWeight: 900 };
const scrap = { id: 'scrap', name: 'Scrap PLA', material: 'pla', remainingWeight: 30 };

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('formatDuration and elapsedText', () => {
  it('words minutes as hours and padded minutes', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(65)).toBe('1 h 05 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(-3)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
    expect(elapsedText(65, 120)).toBe('Elapsed 1 h 05 min of 2 h');
    expect(elapsedText(5, 0)).toBe('Elapsed 5 min');
  });

  it('gives the share of the estimate gone, capped at 100', () => {
    expect(progressPercent(30, 120)).toBe(25);
    expect(progressPercent(300, 120)).toBe(100);
    expect(progressPercent(30, 0)).toBe(0);
    expect(progressPercent(0, 60)).toBe(0);
  });
});

describe('printers and spool slots', () => {
  it('starts only on an idle printer without a run', () => {
    expect(canStartRun({ status: 'idle', currentRunId: null })).toBe(true);
    expect(canStartRun({ status: 'idle', currentRunId: 'run-1' })).toBe(false);
    expect(canStartRun({ status: 'maintenance', currentRunId: null })).toBe(false);
    expect(canStartRun({ status: 'printing', currentRunId: 'run-1' })).toBe(false);
  });

  it('offers one spool slot per extruder, at most four', () => {
    expect(maxSpoolsOf({ numExtruders: 1 })).toBe(1);
    expect(maxSpoolsOf({ numExtruders: 2 })).toBe(2);
    expect(maxSpoolsOf({ numExtruders: 16 })).toBe(4);
    expect(maxSpoolsOf({ numExtruders: 0 })).toBe(1);
    expect(chosenSpoolIds(['a', '', 'b', 'c'], 3)).toEqual(['a', 'b']);
  });

  it('lists each material once, A–Z', () => {
    expect(materialFilterOptions(['PLA', 'petg', ''], ['pla', 'ABS', ' PETG '])).toEqual([
      'ABS',
      'petg',
      'PLA',
    ]);
  });

  it('labels a spool option with its material, colour and what is left', () => {
    expect(
      spoolOptionLabel({ name: 'Black PLA', material: 'PLA', colorName: 'Black', remainingWeight: 800 }),
    ).toBe('Black PLA — PLA · Black · 800 g left');
    expect(spoolOptionLabel({ name: 'Mystery', material: '', colorName: '', remainingWeight: 12.5 })).toBe(
      'Mystery · 12.5 g left',
    );
  });
});

describe('spoolWarnings', () => {
  it('warns of another material and of too little left for its share', () => {
    expect(spoolWarnings([pla], job)).toEqual([{ material: null, notEnough: null }]);
    expect(spoolWarnings([petg], job)).toEqual([
      { material: runMessages.materialMismatch('Clear PETG', 'PETG', 'PLA'), notEnough: null },
    ]);
    // 100 g over two spools: 50 g each; the scrap spool holds 30 g.
    expect(spoolWarnings([pla, scrap], job)).toEqual([
      { material: null, notEnough: null },
      { material: null, notEnough: runMessages.notEnoughLeft('Scrap PLA', 30, 50) },
    ]);
  });

  it('holds each spool of a sliced job to its own slot’s material and grams (issue 32)', () => {
    const sliced = {
      ...job,
      filaments: [
        { material: 'PLA', grams: 60 },
        { material: 'PETG', grams: 40 },
      ],
    };
    expect(spoolWarnings([pla, petg], sliced)).toEqual([
      { material: null, notEnough: null },
      { material: null, notEnough: null },
    ]);
    expect(spoolWarnings([petg, scrap], sliced)).toEqual([
      { material: runMessages.materialMismatch('Clear PETG', 'PETG', 'PLA'), notEnough: null },
      {
        material: runMessages.materialMismatch('Scrap PLA', 'pla', 'PETG'),
        notEnough: runMessages.notEnoughLeft('Scrap PLA', 30, 40),
      },
    ]);
  });
});

describe('startRunFormSchema', () => {
  const schema = startRunFormSchema({
    jobs: [job],
    printers: [
      { id: 'mk4', numExtruders: 1 },
      { id: 'xl', numExtruders: 2 },
    ],
    spools: [pla, petg, scrap],
  });
  const values = (overrides: Partial<StartRunFormValues>): StartRunFormValues => ({
    ...startRunDefaults({ job, printerId: 'mk4' }),
    ...overrides,
  });

  it('asks for a job, a printer and a spool', () => {
    const result = schema.safeParse(startRunDefaults());
    expect(issuesOf(result)).toEqual([
      { path: 'jobKey', message: workshopMessages.jobRequired },
      { path: 'printerId', message: runMessages.printerRequired },
      { path: 'spoolIds.0', message: runMessages.spoolRequired },
    ]);
  });

  it('gives the run to start with the spools of the printer’s slots', () => {
    const result = schema.safeParse(values({ printerId: 'xl', spoolIds: ['pla', 'scrap', 'petg', ''] }));
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      projectId: 'chess',
      jobId: 'rook',
      printerId: 'xl',
      spoolIds: ['pla', 'scrap'],
    });
  });

  it('refuses a spool chosen twice', () => {
    const result = schema.safeParse(values({ printerId: 'xl', spoolIds: ['pla', 'pla', '', ''] }));
    expect(issuesOf(result)).toEqual([{ path: 'spoolIds.1', message: runMessages.duplicateSpool }]);
  });

  it('takes a spool of another material only with the tick', () => {
    expect(issuesOf(schema.safeParse(values({ spoolIds: ['petg', '', '', ''] })))).toEqual([
      { path: 'confirmMaterial', message: workshopMessages.confirmMaterialRequired },
    ]);
    expect(schema.safeParse(values({ spoolIds: ['petg', '', '', ''], confirmMaterial: true })).success).toBe(
      true,
    );
  });
});

describe('finishRunFormSchema', () => {
  const spools = [
    { name: 'Black PLA', remainingWeight: 800 },
    { name: 'Scrap PLA', remainingWeight: 30 },
  ];
  const schema = finishRunFormSchema(spools);
  const values = (overrides: Partial<FinishRunFormValues>): FinishRunFormValues => ({
    outcome: 'completed',
    grams: ['50', '25'],
    minutes: '90',
    failureReason: '',
    note: '',
    confirmOverdraw: false,
    ...overrides,
  });

  it('keeps runFinishSchema’s messages', () => {
    expect(issuesOf(schema.safeParse(values({ grams: ['-1', 'abc'], minutes: '' })))).toEqual([
      { path: 'grams.0', message: runMessages.gramsNegative },
      { path: 'grams.1', message: runMessages.gramsRequired },
      { path: 'minutes', message: runMessages.minutesRequired },
    ]);
    expect(issuesOf(schema.safeParse(values({ outcome: 'failed' })))).toEqual([
      { path: 'failureReason', message: runMessages.reasonRequired },
    ]);
  });

  it('records more than a spool holds only with the tick', () => {
    expect(issuesOf(schema.safeParse(values({ grams: ['50', '40'] })))).toEqual([
      { path: 'confirmOverdraw', message: workshopMessages.confirmOverdrawRequired },
    ]);
    const result = schema.safeParse(values({ grams: ['50', '40'], confirmOverdraw: true }));
    expect(result.data).toMatchObject({ confirmOverdraw: true, finish: { grams: [50, 40], minutes: 90 } });
    expect(result.data?.values).toEqual({
      outcome: 'completed',
      grams: ['50', '40'],
      minutes: '90',
      failureReason: '',
      note: '',
    });
  });

  it('warns per spool while typing', () => {
    expect(typedGrams(['40', '', 'x', 12])).toEqual([40, 0, 0, 12]);
    expect(overdrawWarnings(spools, [900, 10])).toEqual([runMessages.overdraw('Black PLA', 900, 800), null]);
  });
});
