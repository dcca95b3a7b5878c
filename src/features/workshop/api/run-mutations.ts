import type { RunFinishFormValues } from '@/domain/runs';
import { runsRepository } from '@/queries/repositories';
import { invalidateRunEvent } from '@/queries/runs';
import type { StartRunInput } from '@/repositories/runs';
import { useSignedInMutation } from '@/session/signed-in-mutation';

export const useStartRun = () =>
  useSignedInMutation(
    'Starting a print run',
    invalidateRunEvent,
    runsRepository,
    (runs, uid, input: StartRunInput) => runs.start(uid, input),
    { offline: true },
  );

export interface FinishRunVariables {
  runId: string;
  values: RunFinishFormValues;
  confirmOverdraw: boolean;
  electricityRate: number | null;
}

export const useFinishRun = () =>
  useSignedInMutation(
    'Finishing a print run',
    invalidateRunEvent,
    runsRepository,
    (runs, uid, { runId, values, confirmOverdraw, electricityRate }: FinishRunVariables) =>
      runs.finish(uid, runId, values, { confirmOverdraw, electricityRate }),
    { offline: true },
  );
