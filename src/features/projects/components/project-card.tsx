import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatMoney } from '@/domain/money';
import { formatPrintDuration } from '@/domain/project-cost';
import { formatProjectDate, printerCountLabel, printJobCountLabel } from '@/domain/project-display';
import { projectMessages } from '@/domain/project-messages';
import type { ProjectSummary } from '@/domain/project-record';
import { ProjectStatusBadge, ProjectStatusIcon } from './project-status';

/** A project's card in the list (the list wraps it in its list item). */
export function ProjectCard({ project, currency }: { project: ProjectSummary; currency: string }) {
  const grams = project.totalGrams;
  const minutes = project.totalMinutes;
  return (
    <Link
      to={paths.dashboard.project(project.id)}
      className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <div className="flex items-start gap-3">
        <ProjectStatusIcon status={project.status} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">{project.name}</h2>
          <p className="truncate text-sm text-slate-500">
            {project.clientName ? `Client: ${project.clientName}` : 'No client'}
          </p>
        </div>
        <ProjectStatusBadge status={project.status} />
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600">
        {project.description || (
          <span className="italic text-slate-500">{projectMessages.noDescription}</span>
        )}
      </p>
      <dl className="mt-4 mb-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="sr-only">Print jobs</dt>
          <dd className="font-medium text-slate-800">{printJobCountLabel(project.jobCount)}</dd>
        </div>
        <div>
          <dt className="sr-only">Printers</dt>
          <dd className="font-medium text-slate-800">{printerCountLabel(project.printers.length)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Start</dt>
          <dd className="text-slate-800">{formatProjectDate(project.startDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">End</dt>
          <dd className="text-slate-800">
            {project.endDate ? formatProjectDate(project.endDate) : 'Not set'}
          </dd>
        </div>
      </dl>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Material</dt>
          <dd className="text-slate-800">{grams} g</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Print time</dt>
          <dd className="text-slate-800">{formatPrintDuration(minutes)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Est. cost</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(project.estimatedCost, currency)}</dd>
          {project.actualCost !== null && (
            <>
              <dt className="sr-only">Actual cost</dt>
              <dd className="text-slate-800" data-testid="actual-cost">
                Actual: {formatMoney(project.actualCost, currency)}
              </dd>
            </>
          )}
        </div>
      </dl>
    </Link>
  );
}
