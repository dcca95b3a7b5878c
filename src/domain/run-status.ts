// A run's statuses and their words, and which projects' jobs wait in the queue: what the projects'
// pages and repository need of the runs, in a module of their own so they do not bring the runs'
// whole domain (src/domain/runs.ts re-exports them).
export const RUN_STATUSES = ['printing', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const runStatusLabels: Record<RunStatus, string> = {
  printing: 'Printing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Project statuses whose jobs are waiting to be printed. */
export const ACTIVE_PROJECT_STATUSES = ['pending', 'in-progress'] as const;
export const isActiveProjectStatus = (status: string) =>
  (ACTIVE_PROJECT_STATUSES as readonly string[]).includes(status);
