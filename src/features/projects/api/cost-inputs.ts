import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import type { SpoolPrice } from '@/domain/project-cost';
import type { PrinterChoice } from '@/domain/project-form';
import { printersQuery } from '@/queries/printers';
import { spoolsQuery } from '@/queries/spools';
import { useProfile, useSignedInUser } from '@/session/session';

const toPrinterChoices = (printers: readonly PrinterChoice[]): PrinterChoice[] =>
  printers.map(({ id, name, model, costPerHour }) => ({ id, name, model, costPerHour }));

const toSpoolPrices = (spools: readonly SpoolPrice[]): SpoolPrice[] =>
  spools.map(({ purchasePrice, weight }) => ({ purchasePrice, weight }));

const toSpoolMaterials = (spools: readonly { material: string }[]): string[] =>
  spools.map(({ material }) => material);

const NO_PRINTERS: PrinterChoice[] = [];
const NO_SPOOLS: SpoolPrice[] = [];
const NO_MATERIALS: string[] = [];

/**
 * What the project form offers and a project's cost is worked out from: the user's printers (the
 * form's checkboxes and their cost per hour), their spools' prices and materials, currency and
 * electricity rate.
 * Views of the printers and spools lists every other page reads too.
 */
export function useProjectCostInputs() {
  const { uid } = useSignedInUser();
  const printers = useQuery({ ...printersQuery(uid), select: toPrinterChoices });
  const spools = useQuery({ ...spoolsQuery(uid), select: toSpoolPrices });
  const spoolMaterials = useQuery({ ...spoolsQuery(uid), select: toSpoolMaterials });
  const profile = useProfile();
  return {
    printers: printers.data ?? NO_PRINTERS,
    printersStatus: printers.status,
    // Without readable spools the material is counted at 0 and the form says so.
    spools: spools.data ?? NO_SPOOLS,
    spoolsStatus: spools.status,
    /** The materials of the user's spools, offered in a job's Material field beside the common ones. */
    spoolMaterials: spoolMaterials.data ?? NO_MATERIALS,
    currency: profile.data?.currency ?? DEFAULT_CURRENCY,
    electricityRate: profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE,
  };
}
