import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { todayIsoDate } from '@/domain/dates';
import { twelveMonthsBefore } from '@/domain/maintenance';
import type { LoggedMaintenance } from '@/domain/maintenance-cost-basis';
import { printerMaintenanceCostQuery } from '@/queries/maintenance';
import { useSignedInUser } from '@/session/session';

/** What one printer's maintenance cost over the last 12 months (one aggregation read), for the cost-per-hour helper. */
export function usePrinterMaintenanceCost(printerId: string): LoggedMaintenance {
  const { uid } = useSignedInUser();
  // Fixed when the form opens, so the key does not change under it at midnight.
  const [since] = useState(() => twelveMonthsBefore(todayIsoDate()));
  const query = useQuery(printerMaintenanceCostQuery(uid, printerId, since));
  if (query.data) return { state: 'read', cost: query.data.cost, entries: query.data.entries };
  return query.isError ? { state: 'failed' } : { state: 'loading' };
}
