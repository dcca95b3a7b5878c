import { useQuery } from '@tanstack/react-query';
import { canAddPrinter, printerLimitMessage } from '@/domain/printers';
import { DEFAULT_PLAN_DISPLAY, effectivePlanId, printerLimitFor } from '@/domain/profile';
import { planQuery } from '@/queries/plans';
import { useProfile } from '@/session/session';

export interface PrinterLimit {
  isLoading: boolean;
  printerCount: number;
  maxPrinters: number;
  planName: string;
  canAdd: boolean;
  /** Why Add Printer is disabled; null while it is allowed. */
  reason: string | null;
}

/**
 * SPEC §6: the user's printer count (as the rules count it, on the user document) against
 * their plan's maxPrinters; a missing plan document limits like 'Hobby (Default)'.
 */
export function usePrinterLimit(): PrinterLimit {
  const profile = useProfile();
  const planId = effectivePlanId(profile.data?.planId);
  const plan = useQuery({ ...planQuery(planId), enabled: profile.isSuccess });
  const isLoading = profile.isPending || (plan.isPending && plan.fetchStatus !== 'idle');
  const printerCount = profile.data?.printerCount ?? 0;
  const maxPrinters = printerLimitFor(plan.data);
  const planName = plan.data?.name ?? DEFAULT_PLAN_DISPLAY.name;
  const canAdd = !isLoading && canAddPrinter(printerCount, maxPrinters);
  return {
    isLoading,
    printerCount,
    maxPrinters,
    planName,
    canAdd,
    reason: isLoading || canAdd ? null : printerLimitMessage(planName, maxPrinters),
  };
}
