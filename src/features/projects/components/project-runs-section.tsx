import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableHead, tdClasses } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatMoney, NO_AMOUNT } from '@/domain/money';
import { jobStatusDisplay } from '@/domain/project-actuals-display';
import { estimateProjectCost, formatPrintDuration, type ProjectCostInputs } from '@/domain/project-cost';
import type { Project } from '@/domain/project-record';
import {
  costComparison,
  differenceText,
  formatRunDate,
  isFinishedRun,
  runTotalGrams,
} from '@/domain/project-run-costs';
import { failureReasonLabel, formatGrams, projectActuals, type Run } from '@/domain/runs';
import { useProjectRuns } from '../api/project-runs';
import { projectRunsMessages, RunsFrame, RunsLoading } from './project-runs-frame';

const boardLink = (
  <Link to={paths.dashboard.workshop} className="font-medium text-indigo-700 hover:text-indigo-600">
    Workshop board
  </Link>
);

/** The estimate's inputs, and whether the printers and spools they come from were read. */
type EstimateInputs = ProjectCostInputs & {
  printersStatus: 'pending' | 'error' | 'success';
  spoolsStatus: 'pending' | 'error' | 'success';
};

export interface ProjectRunsSectionProps {
  project: Project;
  costInputs: EstimateInputs;
  currency: string;
}

/**
 * Below a saved project: what its finished runs really cost against the estimate (the same engine
 * the form's totals use), then every run, oldest first.
 */
export function ProjectRunsSection({ project, costInputs, currency }: ProjectRunsSectionProps) {
  const runs = useProjectRuns(project.id);

  return (
    <RunsFrame>
      <QueryState
        query={runs}
        loading={<RunsLoading />}
        error={projectRunsMessages.loadFailed}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="rounded-lg border-2 border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
            {projectRunsMessages.noRuns} {boardLink}.
          </p>
        }
      >
        {(list) => (
          <>
            {list.some(isFinishedRun) ? (
              <EstimatedVsActual project={project} runs={list} costInputs={costInputs} currency={currency} />
            ) : (
              <p className="text-sm text-slate-600">{projectRunsMessages.noFinishedRuns}</p>
            )}
            <RunsTable runs={list} currency={currency} />
          </>
        )}
      </QueryState>
    </RunsFrame>
  );
}

function EstimatedVsActual({
  project,
  runs,
  costInputs,
  currency,
}: {
  project: Project;
  runs: readonly Run[];
  costInputs: EstimateInputs;
  currency: string;
}) {
  // An estimate from printers or spools still loading would show a false difference.
  if (costInputs.printersStatus === 'pending' || costInputs.spoolsStatus === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" label="" />
        {projectRunsMessages.loadingEstimate}
      </p>
    );
  }
  const incomplete = costInputs.printersStatus === 'error' || costInputs.spoolsStatus === 'error';
  const estimate = estimateProjectCost({ ...costInputs, parts: project.parts, printerIds: project.printers });
  const actuals = projectActuals(runs);
  const rows = costComparison(estimate, actuals);

  return (
    <section aria-labelledby="estimated-vs-actual-heading" className="space-y-2">
      <h3 id="estimated-vs-actual-heading" className="text-base font-semibold text-slate-900">
        Estimated vs actual
      </h3>
      <Table caption="Estimated vs actual cost" className="max-w-2xl">
        <TableHead columns={['Cost', 'Estimated', 'Actual', 'Difference']} />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const total = row.label === 'Total';
            return (
              <tr key={row.label} className={total ? 'bg-slate-50 font-semibold' : undefined}>
                <th scope="row" className={`${tdClasses} text-left font-medium text-slate-900`}>
                  {row.label}
                </th>
                <td className={tdClasses}>{formatMoney(row.estimated, currency)}</td>
                <td className={tdClasses}>{formatMoney(row.actual, currency)}</td>
                <td
                  className={`${tdClasses} ${row.difference > 0 ? 'text-red-700' : row.difference < 0 ? 'text-green-700' : ''}`}
                >
                  {differenceText(row.difference, currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="text-xs text-slate-600">
        {actuals.runCount === 1 ? '1 finished run' : `${actuals.runCount} finished runs`}:{' '}
        {formatGrams(actuals.grams)}, {formatPrintDuration(actuals.minutes)}. The estimate prices the jobs
        with your spools and printers as they are now; failures are estimated as the calculator’s allowance
        and counted as what failed and cancelled runs cost.
      </p>
      {incomplete && <p className="text-sm text-red-700">{projectRunsMessages.estimateIncomplete}</p>}
    </section>
  );
}

function RunsTable({ runs, currency }: { runs: readonly Run[]; currency: string }) {
  return (
    <section aria-labelledby="project-runs-list-heading" className="space-y-2">
      <h3 id="project-runs-list-heading" className="text-base font-semibold text-slate-900">
        Runs
      </h3>
      <Table caption="Runs of this project, oldest first">
        <TableHead
          columns={['Date', 'Job', 'Printer', 'Spools', 'Status', 'Grams', 'Time', 'Cost', 'Failure reason']}
        />
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => {
            const status = jobStatusDisplay(run.status);
            const grams = runTotalGrams(run);
            return (
              <tr key={run.id}>
                <td className={tdClasses}>{formatRunDate(run.startedAt)}</td>
                <td className={`${tdClasses} whitespace-normal`}>{run.jobLabel || NO_AMOUNT}</td>
                <td className={tdClasses}>{run.printerName || NO_AMOUNT}</td>
                <td className={`${tdClasses} whitespace-normal`}>
                  {run.spoolLabels.length > 0 ? run.spoolLabels.join(', ') : NO_AMOUNT}
                </td>
                <td className={tdClasses}>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td className={tdClasses}>{grams === null ? NO_AMOUNT : formatGrams(grams)}</td>
                <td className={tdClasses}>
                  {run.minutes === null ? NO_AMOUNT : formatPrintDuration(run.minutes)}
                </td>
                <td className={tdClasses}>{formatMoney(run.totalCost, currency)}</td>
                <td className={`${tdClasses} whitespace-normal`}>
                  {run.status === 'failed' ? failureReasonLabel(run.failureReason) || NO_AMOUNT : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
