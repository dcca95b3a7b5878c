import { describe, expect, it } from 'vitest';
import {
  addDays,
  annualMaintenanceBasis,
  byUrgency,
  daysBetween,
  dueSummary,
  loggedCostSince,
  maintenanceMessages,
  maintenanceTaskFormSchema,
  markDoneFormSchema,
  STARTER_TASKS,
  taskDue,
  twelveMonthsBefore,
  type MaintenanceTask,
} from '@/domain/maintenance';

const task = (overrides: Partial<MaintenanceTask> = {}): MaintenanceTask => ({
  id: 't1',
  userId: 'maker',
  printerId: 'p1',
  printerName: 'MK4',
  name: 'Nozzle check',
  intervalHours: 100,
  intervalDays: null,
  notes: '',
  expectedCost: null,
  baselineOn: '2026-01-01',
  baselineMinutes: 0,
  lastDoneOn: null,
  lastDoneMinutes: null,
  lastLogId: null,
  createdAt: null,
  updatedAt: null,
  ...overrides,
});

const hours = (value: number) => value * 60;

describe('taskDue: when a task falls due', () => {
  it('counts print hours from when it was added when never done', () => {
    expect(taskDue(task({ baselineMinutes: hours(20) }), hours(70), '2026-01-10')).toMatchObject({
      state: 'ok',
      hoursLeft: 50,
      hoursSince: 50,
      dueAtHours: 120,
      daysLeft: null,
      dueOn: null,
    });
  });

  it('is due soon within 10 % of the hours interval, and overdue exactly at it', () => {
    expect(taskDue(task(), hours(89.9), '2026-01-10').state).toBe('ok');
    expect(taskDue(task(), hours(90), '2026-01-10').state).toBe('due-soon');
    expect(taskDue(task(), hours(99.9), '2026-01-10').state).toBe('due-soon');
    expect(taskDue(task(), hours(100), '2026-01-10')).toMatchObject({ state: 'overdue', hoursLeft: 0 });
    expect(taskDue(task(), hours(103), '2026-01-10')).toMatchObject({ state: 'overdue', hoursLeft: -3 });
  });

  it('counts days from the last time it was done; exactly at the interval it is overdue', () => {
    const monthly = task({
      intervalHours: null,
      intervalDays: 30,
      lastDoneOn: '2026-03-01',
      lastDoneMinutes: 0,
    });
    expect(taskDue(monthly, 0, '2026-03-23')).toMatchObject({
      state: 'ok',
      daysLeft: 8,
      dueOn: '2026-03-31',
    });
    expect(taskDue(monthly, 0, '2026-03-28')).toMatchObject({ state: 'due-soon', daysLeft: 3 });
    expect(taskDue(monthly, 0, '2026-03-31')).toMatchObject({ state: 'overdue', daysLeft: 0 });
    expect(taskDue(monthly, 0, '2026-04-02')).toMatchObject({ state: 'overdue', daysLeft: -2 });
  });

  it('due soon is 7 days at most, and the last day of a weekly task (not all week)', () => {
    const yearly = task({ intervalHours: null, intervalDays: 365 });
    expect(taskDue(yearly, 0, addDays('2026-01-01', 357)).state).toBe('ok');
    expect(taskDue(yearly, 0, addDays('2026-01-01', 358)).state).toBe('due-soon');
    const weekly = task({ intervalHours: null, intervalDays: 7 });
    expect(taskDue(weekly, 0, '2026-01-06').state).toBe('ok');
    expect(taskDue(weekly, 0, '2026-01-07').state).toBe('due-soon');
    expect(taskDue(weekly, 0, '2026-01-08').state).toBe('overdue');
  });

  it('whichever comes first: hours first, or days first', () => {
    const both = task({ intervalHours: 100, intervalDays: 90 });
    // 100 h printed in 10 days: due by hours.
    expect(taskDue(both, hours(100), '2026-01-11')).toMatchObject({
      state: 'overdue',
      hoursLeft: 0,
      daysLeft: 80,
    });
    // 5 h in 90 days: due by the calendar.
    expect(taskDue(both, hours(5), '2026-04-01')).toMatchObject({
      state: 'overdue',
      hoursLeft: 95,
      daysLeft: 0,
    });
    expect(taskDue(both, hours(5), '2026-03-25')).toMatchObject({ state: 'due-soon', daysLeft: 7 });
  });

  it('moves on from the last time it was done, not from when it was added', () => {
    const done = task({ baselineMinutes: 0, lastDoneOn: '2026-02-01', lastDoneMinutes: hours(100) });
    expect(taskDue(done, hours(150), '2026-02-10')).toMatchObject({
      state: 'ok',
      hoursLeft: 50,
      dueAtHours: 200,
    });
  });

  it('a printer whose hours start again below the last done (replaced, counted afresh) counts from 0', () => {
    const done = task({ lastDoneOn: '2026-02-01', lastDoneMinutes: hours(900) });
    expect(taskDue(done, hours(30), '2026-02-10')).toMatchObject({
      state: 'ok',
      hoursSince: 30,
      hoursLeft: 70,
      dueAtHours: 100,
    });
  });

  it('sorts by urgency: overdue, due soon, OK; the furthest into its interval first', () => {
    const today = '2026-01-10';
    const entries = [
      task({ id: 'ok', name: 'A ok' }),
      task({ id: 'over-little', name: 'B over', intervalHours: 10 }),
      task({ id: 'soon', name: 'C soon', intervalHours: 10.5 }),
      task({ id: 'over-much', name: 'D over', intervalHours: 5 }),
    ].map((entry) => ({ task: entry, due: taskDue(entry, hours(10), today) }));
    expect(byUrgency(entries).map((entry) => entry.task.id)).toEqual([
      'over-much',
      'over-little',
      'soon',
      'ok',
    ]);
  });

  it('says how much is left or over', () => {
    const format = (iso: string) => iso;
    expect(dueSummary(taskDue(task({ intervalDays: 30 }), hours(40), '2026-01-10'), format)).toBe(
      '60 print h left · due 2026-01-31',
    );
    expect(dueSummary(taskDue(task({ intervalHours: null, intervalDays: 3 }), 0, '2026-01-05'), format)).toBe(
      '1 day over (due 2026-01-04)',
    );
    expect(dueSummary(taskDue(task(), hours(100), '2026-01-10'), format)).toBe('due now by print hours');
    expect(dueSummary(taskDue(task(), hours(102.5), '2026-01-10'), format)).toBe('2.5 print h over');
  });

  it('counts days across months and leap years', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(twelveMonthsBefore('2026-11-24')).toBe('2025-11-24');
  });
});

describe('task and mark-done forms', () => {
  const parse = (values: Record<string, unknown>) =>
    maintenanceTaskFormSchema.safeParse({
      name: 'Belt check',
      intervalHours: '',
      intervalDays: '',
      notes: '',
      expectedCost: '',
      ...values,
    });
  const messages = (values: Record<string, unknown>) => {
    const result = parse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('needs a name and at least one interval, each positive and finite', () => {
    expect(messages({})).toEqual([maintenanceMessages.intervalRequired]);
    expect(messages({ name: ' ', intervalHours: '10' })).toEqual([maintenanceMessages.nameRequired]);
    expect(messages({ intervalHours: '0' })).toEqual([maintenanceMessages.hoursPositive]);
    expect(messages({ intervalHours: '-5' })).toEqual([maintenanceMessages.hoursPositive]);
    expect(messages({ intervalHours: 'Infinity' })).toEqual([maintenanceMessages.notANumber]);
    expect(messages({ intervalHours: '1e999' })).toEqual([maintenanceMessages.notANumber]);
    expect(messages({ intervalDays: '7.5' })).toEqual([maintenanceMessages.daysWhole]);
    expect(messages({ intervalDays: '3651' })).toEqual([maintenanceMessages.daysTooLarge]);
    expect(messages({ intervalDays: '30', expectedCost: '-1' })).toEqual([maintenanceMessages.costNegative]);
    // Every message at once.
    expect(messages({ name: '', intervalHours: '-1' })).toEqual([
      maintenanceMessages.nameRequired,
      maintenanceMessages.hoursPositive,
    ]);
    const ok = parse({
      name: ' Belt check ',
      intervalHours: '250',
      intervalDays: '90',
      expectedCost: '12.5',
    });
    expect(ok.success && ok.data).toEqual({
      name: 'Belt check',
      intervalHours: 250,
      intervalDays: 90,
      notes: '',
      expectedCost: 12.5,
    });
  });

  it('the starter set passes the form’s rules', () => {
    for (const starter of STARTER_TASKS)
      expect(maintenanceTaskFormSchema.safeParse(starter).success).toBe(true);
    expect(STARTER_TASKS.map((starter) => starter.name)).toEqual([
      'Nozzle check or swap',
      'Belt tension check',
      'Lubricate rods and lead screws',
      'Clean the build plate',
      'Firmware check',
    ]);
  });

  it('refuses a done date in the future', () => {
    const schema = markDoneFormSchema('2026-11-24');
    const result = schema.safeParse({ doneOn: '2026-11-25', cost: '3', doneBy: 'Ada', notes: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      maintenanceMessages.dateInFuture,
    ]);
    expect(schema.safeParse({ doneOn: '2026-11-24', cost: '', doneBy: '', notes: '' }).data).toEqual({
      doneOn: '2026-11-24',
      cost: 0,
      doneBy: '',
      notes: '',
    });
    expect(schema.safeParse({ doneOn: '', cost: '', doneBy: '', notes: '' }).success).toBe(false);
  });
});

describe('maintenance cost', () => {
  it('adds up the log since a day, and the helper prefers a logged year to the estimate', () => {
    const entries = [
      { doneOn: '2025-11-23', cost: 100 },
      { doneOn: '2025-11-24', cost: 4.5 },
      { doneOn: '2026-06-01', cost: 0.1 },
      { doneOn: '2026-06-02', cost: 0.2 },
    ];
    expect(loggedCostSince(entries, '2025-11-24')).toBe(4.8);
    expect(annualMaintenanceBasis(60, { cost: 4.8, entries: 3 })).toEqual({
      annualCost: 4.8,
      source: 'logged',
    });
    expect(annualMaintenanceBasis(60, { cost: 0, entries: 0 })).toEqual({
      annualCost: 60,
      source: 'estimate',
    });
    expect(annualMaintenanceBasis(60, null)).toEqual({ annualCost: 60, source: 'estimate' });
  });
});
