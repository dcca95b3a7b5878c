import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import type { SpoolPrice } from '@/domain/project-cost';
import type { PrinterChoice } from '@/domain/project-form';
import type { SpoolPriceTotals } from '@/domain/spool-list';
import { printersQuery } from '@/queries/printers';
import { spoolMaterialsQuery, spoolPriceTotalsQuery } from '@/queries/spools';
import { useProfile, useSignedInUser } from '@/session/session';

const toPrinterChoices = (printers: readonly PrinterChoice[]): PrinterChoice[] =>
  printers.map(({ id, name, model, costPerHour, extruders }) => ({
    id,
    name,
    model,
    costPerHour,
    extruders,
  }));

/**
 * The user's spools as one spool holding all they bought: the weighted average price per kg
 * (total paid over total grams) of the two totals is that of every spool.
 */
const toSpoolPrices = (totals: SpoolPriceTotals): SpoolPrice[] =>
  totals.weight > 0 ? [{ purchasePrice: totals.purchasePrice, weight: totals.weight }] : [];

const NO_PRINTERS: PrinterChoice[] = [];
const NO_SPOOLS: SpoolPrice[] = [];
const NO_MATERIALS: string[] = [];

/**
 * What the project form offers and a project's cost is worked out from: the user's printers (the
 * form's checkboxes and their cost per hour), their spools' price totals (one aggregation read)
 * and distinct materials (one read each), currency and electricity rate.
 */
export function useProjectCostInputs() {
  const { uid } = useSignedInUser();
  const printers = useQuery({ ...printersQuery(uid), select: toPrinterChoices });
  const spools = useQuery({ ...spoolPriceTotalsQuery(uid), select: toSpoolPrices });
  const spoolMaterials = useQuery(spoolMaterialsQuery(uid));
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
