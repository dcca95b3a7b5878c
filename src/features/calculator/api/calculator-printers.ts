import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/session/session';
import { calculatorKeys } from './keys';
import type { CalculatorPrinter } from '../components/cost-calculator';

const NO_PRINTERS: readonly CalculatorPrinter[] = [];

/**
 * The signed-in user's printers for the printer dropdown; none for visitors. The Firestore code is
 * imported only when there is a user, so the public calculator never downloads it for a visitor.
 */
export function useCalculatorPrinters() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const query = useQuery({
    queryKey: calculatorKeys.printers(uid ?? ''),
    queryFn: async () => {
      const { loadCalculatorPrinters } = await import('./load-printers');
      return loadCalculatorPrinters(uid ?? '');
    },
    enabled: uid !== null,
  });
  useEffect(() => {
    // SPEC §8: calculator errors are logged to the console only.
    if (query.error) console.error('Loading printers for the calculator failed', query.error);
  }, [query.error]);
  return {
    printers: query.data ?? NO_PRINTERS,
    // A user whose printers cannot be read still gets the custom cost-per-hour field.
    loading: uid !== null && query.isPending,
  };
}
