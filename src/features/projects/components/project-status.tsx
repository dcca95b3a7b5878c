import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/class-names';
import { projectStatusColor, projectStatusLabel, type StatusColor } from '@/domain/project-display';
import type { ProjectStatus } from '@/domain/project-record';

// Literal class names so Tailwind sees them.
const iconColors: Record<StatusColor, string> = {
  yellow: 'bg-yellow-100 text-yellow-600',
  blue: 'bg-blue-100 text-blue-600',
  green: 'bg-green-100 text-green-600',
  red: 'bg-red-100 text-red-600',
};

const iconPaths: Record<ProjectStatus, string> = {
  // clock
  pending: 'M12 6v6l4 2m6-2a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
  // arrows turning
  'in-progress': 'M4 4v5h5M20 20v-5h-5M5.1 15a7 7 0 0 0 12.9 1.9M18.9 9A7 7 0 0 0 6 7.1',
  // check
  completed: 'm5 13 4 4L19 7',
  // cross
  cancelled: 'M6 6l12 12M18 6 6 18',
};

/** The status icon of SPEC §4 (pending yellow, in-progress blue, completed green, cancelled red). */
export function ProjectStatusIcon({ status, className }: { status: ProjectStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
        iconColors[projectStatusColor(status)],
        className,
      )}
      data-status-color={projectStatusColor(status)}
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-5 w-5"
      >
        <path d={iconPaths[status]} />
      </svg>
    </span>
  );
}

/** The status as text: colour is never the only signal. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={projectStatusColor(status)}>{projectStatusLabel(status)}</Badge>;
}
