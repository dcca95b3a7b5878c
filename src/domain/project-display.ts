// How a project is shown: status labels and icon colours (SPEC §4), dates and counts.
import { formatIsoDate, isIsoDate } from './dates';
import type { ProjectStatus } from './project-record';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export type StatusColor = 'yellow' | 'blue' | 'green' | 'red';

/** SPEC §4: status icon colours. */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, StatusColor> = {
  pending: 'yellow',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const projectStatusColor = (status: ProjectStatus): StatusColor => PROJECT_STATUS_COLORS[status];
export const projectStatusLabel = (status: ProjectStatus): string => PROJECT_STATUS_LABELS[status];

/** '2025-03-01' → 'Mar 1, 2025'; a missing or unreadable date shows as '—'. */
export const formatProjectDate = (isoDate: string | null): string =>
  isoDate && isIsoDate(isoDate) ? formatIsoDate(isoDate) : '—';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const printJobCountLabel = (count: number) => plural(count, 'print job', 'print jobs');
export const printerCountLabel = (count: number) => plural(count, 'printer', 'printers');
