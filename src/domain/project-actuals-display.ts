// What a project's page says about its runs (issue 12): a job's status as text, the materials a
// job form offers, and the estimate set against what the finished runs really cost. Pure.
import { runStatusLabels } from './run-status';

/** Offered in a job's Material field; the user's own spool materials are added to them. */
export const COMMON_MATERIALS = ['PLA', 'PETG', 'ABS', 'ASA', 'TPU', 'PA', 'PC', 'PVA', 'HIPS'] as const;

/** The common materials, then the user's others (each once, whatever its case), alphabetically. */
export function jobMaterialOptions(userMaterials: readonly string[] = []): string[] {
  const seen = new Set<string>(COMMON_MATERIALS.map((material) => material.toLocaleLowerCase()));
  const extra: string[] = [];
  for (const raw of userMaterials) {
    const material = raw.trim();
    const key = material.toLocaleLowerCase();
    if (material === '' || seen.has(key)) continue;
    seen.add(key);
    extra.push(material);
  }
  return [...COMMON_MATERIALS, ...extra.sort((a, b) => a.localeCompare(b))];
}

export type JobStatusTone = 'grey' | 'blue' | 'green' | 'red' | 'yellow';

const jobStatusTones: Record<string, JobStatusTone> = {
  pending: 'grey',
  printing: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'yellow',
};

/** A job's status as its badge says it; a job never printed (or of an unknown status) is Pending. */
export function jobStatusDisplay(status: string | undefined): { label: string; tone: JobStatusTone } {
  if (status === undefined || !Object.hasOwn(runStatusLabels, status))
    return { label: 'Pending', tone: 'grey' };
  return {
    label: runStatusLabels[status as keyof typeof runStatusLabels],
    tone: jobStatusTones[status] ?? 'grey',
  };
}
