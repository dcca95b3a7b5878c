import { describe, expect, it } from 'vitest';
import {
  addDays,
  annualMaintenanceBasis,
  byUrgency,
  daysBetween,
  dueByPoints,
  dueSoonAfterMinutes,
  dueSoonWindowDays,
  dueSummary,
  loggedCostSince,
  maintenanceMessages,
  maintenanceTaskFormSchema,
  markDoneFormSchema,
  STARTER_TASKS,
  taskDue,
  taskDuePoints,
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

describe('taskDuePoints: where a task becomes due, stored for the dashboard’s count', () => {
  it('is 90 % of the hours interval in whole minutes after the base, and the day the last tenth (1 to 7 days) begins', () => {
    expect(taskDuePoints(task({ baselineMinutes: 600, intervalHours: 100, intervalDays: 30 }))).toEqual({
      dueSoonMinutes: 600 + 5400,
      dueSoonOn: '2026-01-28',
      dueVersion: 1,
    });
    // From the last time it was done; a calendar-only task has no minutes, an hours-only no day.
    expect(
      taskDuePoints(
        task({ intervalHours: null, intervalDays: 365, lastDoneOn: '2026-03-01', lastDoneMinutes: 900 }),
      ),
    ).toEqual({ dueSoonMinutes: null, dueSoonOn: addDays('2026-03-01', 358), dueVersion: 1 });
    expect(taskDuePoints(task({ intervalHours: 0.1 }))).toMatchObject({ dueSoonMinutes: 6, dueSoonOn: null });
    expect([1, 9, 10, 15, 69, 70, 3650].map(dueSoonWindowDays)).toEqual([1, 1, 1, 1, 6, 7, 7]);
  });

  it('exactly 90 % is due soon whatever the rounding (7 h at 6.3 h used said OK in hours)', () => {
    expect(dueSoonAfterMinutes(7)).toBe(378);
    expect(taskDue(task({ intervalHours: 7 }), 378, '2026-01-01').state).toBe('due-soon');
    expect(taskDue(task({ intervalHours: 7 }), 377, '2026-01-01').state).toBe('ok');
  });

  // Intervals from the form's range, the starter set's, and awkward fractions; bases never done
  // and done; printer minutes and days on a grid that includes every boundary of each task.
  const hoursIntervals = [null, 0.1, 0.5, 1, 2.7, 7, 12.5, 50, 99.9, 250, 500, 1_000_000];
  const dayIntervals = [null, 1, 2, 7, 9, 10, 14, 15, 30, 69, 70, 71, 90, 365, 3650];
  const bases = [
    { baselineOn: '2026-01-01', baselineMinutes: 0, lastDoneOn: null, lastDoneMinutes: null },
    { baselineOn: '2025-12-30', baselineMinutes: 37, lastDoneOn: '2028-02-27', lastDoneMinutes: 12_345 },
  ];
  it('counts a task exactly when taskDue says due soon or overdue, for printer minutes at or above its base', () => {
    let checked = 0;
    const disagreements: string[] = [];
    for (const intervalHours of hoursIntervals) {
      for (const intervalDays of dayIntervals) {
        if (intervalHours === null && intervalDays === null) continue;
        for (const base of bases) {
          const subject = task({ ...base, intervalHours, intervalDays });
          const points = taskDuePoints(subject);
          const baseMinutes = base.lastDoneMinutes ?? base.baselineMinutes;
          const baseOn = base.lastDoneOn ?? base.baselineOn;
          const minutes = new Set([baseMinutes, baseMinutes + 1]);
          if (intervalHours !== null) {
            for (const edge of [dueSoonAfterMinutes(intervalHours), Math.ceil(intervalHours * 60)]) {
              for (const step of [-1, 0, 1]) minutes.add(Math.max(baseMinutes, baseMinutes + edge + step));
            }
          }
          const days = new Set([0, 1]);
          if (intervalDays !== null) {
            for (const edge of [intervalDays - dueSoonWindowDays(intervalDays), intervalDays]) {
              for (const step of [-1, 0, 1]) days.add(Math.max(0, edge + step));
            }
          }
          for (const printerMinutes of minutes) {
            for (const day of days) {
              const today = addDays(baseOn, day);
              const due = taskDue(subject, printerMinutes, today).state !== 'ok';
              if (dueByPoints(points, printerMinutes, today) !== due) {
                disagreements.push(
                  JSON.stringify({ intervalHours, intervalDays, base, printerMinutes, today }),
                );
              }
              checked += 1;
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  });

  it('below its base (a printer counted afresh, which the rules never let happen) the points count nothing by hours', () => {
    const done = task({ intervalHours: 10, lastDoneOn: '2026-02-01', lastDoneMinutes: hours(900) });
    // taskDue counts the printer's 9.5 h from 0 and says due soon; the stored points wait for 909 h.
    expect(taskDue(done, hours(9.5), '2026-02-02').state).toBe('due-soon');
    expect(dueByPoints(taskDuePoints(done), hours(9.5), '2026-02-02')).toBe(false);
    expect(dueByPoints(taskDuePoints(done), hours(909), '2026-02-02')).toBe(true);
  });

  it('the old rule in hours (hoursLeft ≤ 10 %) agrees a minute either side of every one-decimal interval’s point', () => {
    const disagreements: number[] = [];
    for (let tenths = 1; tenths <= 20_000; tenths += 1) {
      const intervalHours = tenths / 10;
      const point = dueSoonAfterMinutes(intervalHours);
      const oldRule = (minutes: number) => intervalHours - minutes / 60 <= intervalHours * 0.1;
      if (oldRule(point - 1) || !oldRule(point + 1)) disagreements.push(intervalHours);
    }
    expect(disagreements).toEqual([]);
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
