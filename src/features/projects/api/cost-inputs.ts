import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import { createSpoolsRepository } from '@/repositories/spools';
import { useProfile, useSignedInUser } from '@/session/session';
import { projectKeys } from './keys';

export const printerOptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.printerOptions(userId),
    queryFn: async () =>
      (await createPrintersRepository(appFirestore()).list(userId)).map(
        ({ id, name, model, costPerHour }) => ({
          id,
          name,
          model,
          costPerHour,
        }),
      ),
  });

export const spoolPricesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.spoolPrices(userId),
    queryFn: async () =>
      (await createSpoolsRepository(appFirestore()).list(userId)).map(({ purchasePrice, weight }) => ({
        purchasePrice,
        weight,
      })),
  });

/** The user's printers, for the form's checkboxes and the printing cost. */
export function usePrinterOptions() {
  const { uid } = useSignedInUser();
  return useQuery(printerOptionsQueryOptions(uid));
}

export type PrinterOption = NonNullable<ReturnType<typeof usePrinterOptions>['data']>[number];

/** What a project's cost is worked out from, besides its jobs and printers. */
export function useCostSettings() {
  const { uid } = useSignedInUser();
  const spools = useQuery(spoolPricesQueryOptions(uid));
  const profile = useProfile();
  return {
    // Without readable spools the material is counted at 0 and the form says so.
    spools: spools.data ?? [],
    currency: profile.data?.currency ?? DEFAULT_CURRENCY,
    electricityRate: profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE,
  };
}
