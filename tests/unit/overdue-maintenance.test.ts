import { describe, expect, it } from 'vitest';
import { overdueTaskCounts, overdueTasksText } from '@/domain/overdue-maintenance';

const task = (
  printerId: string,
  overrides: Partial<Parameters<typeof overdueTaskCounts>[0][number]> = {},
) => ({
  printerId,
  intervalHours: 10 as number | null,
  intervalDays: null as number | null,
  baselineOn: '2026-01-01',
  baselineMinutes: 0,
  lastDoneOn: null as string | null,
  lastDoneMinutes: null as number | null,
  ...overrides,
});

describe('overdue maintenance on the workshop board', () => {
  const today = '2026-03-01';

  it('counts the overdue tasks of each printer by its hours and the calendar', () => {
    const counts = overdueTaskCounts(
      [
        task('mk4'), // 10 h interval, 12 h printed: overdue
        task('mk4', { intervalHours: null, intervalDays: 30 }), // 59 days since Jan 1: overdue
        task('mk4', { intervalHours: 100 }), // 12 of 100 h: ok
        task('ender', { intervalHours: 10, lastDoneMinutes: 600, lastDoneOn: '2026-02-20' }), // done at 10 h, 2 h since
      ],
      [
        { id: 'mk4', printMinutes: 720 },
        { id: 'ender', printMinutes: 720 },
      ],
      today,
    );
    expect(counts.get('mk4')).toBe(2);
    expect(counts.has('ender')).toBe(false);
  });

  it('is overdue exactly at the interval, not a minute before', () => {
    const printers = (minutes: number) => [{ id: 'mk4', printMinutes: minutes }];
    expect(overdueTaskCounts([task('mk4')], printers(600), today).get('mk4')).toBe(1);
    expect(overdueTaskCounts([task('mk4')], printers(599), today).has('mk4')).toBe(false);
  });

  it('ignores tasks of printers not on the board', () => {
    expect(overdueTaskCounts([task('gone')], [{ id: 'mk4', printMinutes: 6000 }], today).size).toBe(0);
  });

  it('words the count', () => {
    expect(overdueTasksText(1)).toBe('1 task overdue');
    expect(overdueTasksText(3)).toBe('3 tasks overdue');
  });
});
