import { useQuery } from '@tanstack/react-query';
import { printersQuery } from '@/queries/printers';
import { useSession } from '@/session/session';
import type { CalculatorPrinter } from '../components/cost-calculator';

const NO_PRINTERS: readonly CalculatorPrinter[] = [];

const toCalculatorPrinters = (printers: readonly CalculatorPrinter[]): CalculatorPrinter[] =>
  printers.map(({ id, name, costPerHour }) => ({ id, name, costPerHour }));

/**
 * The signed-in user's printers for the printer dropdown, in the printers page's order; none for
 * visitors. The query never runs for a visitor, so the public calculator never loads Firestore.
 * A failed read is logged by the query client, and nothing more is said (SPEC §8).
 */
export function useCalculatorPrinters() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const query = useQuery({
    ...printersQuery(uid ?? ''),
    select: toCalculatorPrinters,
    enabled: uid !== null,
  });
  return {
    printers: query.data ?? NO_PRINTERS,
    // A user whose printers cannot be read still gets the custom cost-per-hour field.
    loading: uid !== null && query.isPending,
  };
}
