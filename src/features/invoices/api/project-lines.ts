import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { linesFromProject, type InvoiceLine } from '@/domain/invoices';
import { printersQuery } from '@/queries/printers';
import { projectQuery } from '@/queries/projects';
import { projectRunsQuery } from '@/queries/runs';
import { spoolPriceTotalsQuery } from '@/queries/spools';
import { useProfile, useSignedInUser } from '@/session/session';

export interface ProjectLinesRequest {
  projectId: string;
  basis: 'estimate' | 'actual';
  marginPercent: number;
}

export type ProjectLines =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; lines: InvoiceLine[]; clientName: string; projectName: string };

/**
 * A project's print jobs as lines, priced by the calculator engine from the user's printers'
 * cost per hour and spools' average price per kg (the estimate), or from the project's finished
 * runs (the actual cost), with the margin asked for.
 */
export function useProjectLines(request: ProjectLinesRequest | null): ProjectLines {
  const { uid } = useSignedInUser();
  const enabled = request !== null;
  const projectId = request?.projectId ?? '';
  const project = useQuery({ ...projectQuery(uid, projectId), enabled });
  const runs = useQuery({
    ...projectRunsQuery(uid, projectId),
    enabled: enabled && request.basis === 'actual',
  });
  const printers = useQuery({ ...printersQuery(uid), enabled });
  const spools = useQuery({ ...spoolPriceTotalsQuery(uid), enabled });
  const profile = useProfile();

  if (!request) return { status: 'ready', lines: [], clientName: '', projectName: '' };
  const needed = [project, printers, spools, ...(request.basis === 'actual' ? [runs] : [])];
  if (needed.some((query) => query.isError)) {
    return { status: 'error', retry: () => needed.forEach((query) => void query.refetch()) };
  }
  if (needed.some((query) => query.isPending) || profile.isPending) return { status: 'loading' };
  if (!project.data) return { status: 'missing' };
  const totals = spools.data;
  const lines = linesFromProject(
    project.data,
    project.data.parts.map((job) => ({
      id: job.id,
      description: job.description,
      printTime: job.printTime,
      material: job.material,
    })),
    {
      printers: printers.data ?? [],
      spools:
        totals && totals.weight > 0 ? [{ purchasePrice: totals.purchasePrice, weight: totals.weight }] : [],
      electricityRate: profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE,
      profitPercent: request.marginPercent,
      runs: runs.data ?? [],
    },
    request.basis,
  );
  return {
    status: 'ready',
    lines,
    clientName: project.data.clientName,
    projectName: project.data.name,
  };
}
