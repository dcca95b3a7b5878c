import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { DEFAULT_CURRENCY, DEFAULT_ELECTRICITY_RATE } from '@/domain/constants';
import { printersQuery } from '@/queries/printers';
import { useProfile, useSession } from '@/session/session';
import type { CalculatorPrinter } from '../components/cost-calculator';

const NO_PRINTERS: readonly CalculatorPrinter[] = [];

const toCalculatorPrinters = (printers: readonly CalculatorPrinter[]): CalculatorPrinter[] =>
  printers.map(({ id, name, costPerHour }) => ({ id, name, costPerHour }));

/** Where this browser keeps the printer choice a user last made in the calculator. */
export const rememberedPrinterKey = (uid: string) => `printledger:calculator-printer:${uid}`;

// Storage may be unavailable (private mode, blocked): the calculator then simply starts unchosen.
function readRememberedPrinter(uid: string): string | null {
  try {
    return localStorage.getItem(rememberedPrinterKey(uid));
  } catch {
    return null;
  }
}

function writeRememberedPrinter(uid: string, choice: string) {
  try {
    if (choice) localStorage.setItem(rememberedPrinterKey(uid), choice);
    else localStorage.removeItem(rememberedPrinterKey(uid));
  } catch {
    // Not remembered: the next visit preselects the only printer, or none.
  }
}

/**
 * The signed-in user's printers for the printer dropdown, in the printers page's order; none for
 * visitors. The query never runs for a visitor, so the public calculator never loads Firestore.
 * A failed read is logged by the query client, and nothing more is said (SPEC §8).
 * `rememberedChoice` is the choice this user last made on this browser (a printer id or custom).
 */
export function useCalculatorPrinters() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const query = useQuery({
    ...printersQuery(uid ?? ''),
    select: toCalculatorPrinters,
    enabled: uid !== null,
  });
  const rememberedChoice = useMemo(() => (uid ? readRememberedPrinter(uid) : null), [uid]);
  const rememberChoice = useCallback(
    (choice: string) => {
      if (uid) writeRememberedPrinter(uid, choice);
    },
    [uid],
  );
  return {
    printers: query.data ?? NO_PRINTERS,
    // A user whose printers cannot be read still gets the custom cost-per-hour field.
    loading: uid !== null && query.isPending,
    rememberedChoice,
    rememberChoice,
  };
}

/**
 * The calculator's inputs: the signed-in user's currency, electricity rate and printers (the
 * remembered or only one preselected); a visitor's are the defaults and no printers.
 */
export function useCalculatorInputs() {
  const profile = useProfile();
  const { printers, loading, rememberedChoice, rememberChoice } = useCalculatorPrinters();
  return {
    currency: profile.data?.currency ?? DEFAULT_CURRENCY,
    electricityRate: profile.data?.electricityRate ?? DEFAULT_ELECTRICITY_RATE,
    printers,
    printersLoading: loading,
    rememberedPrinter: rememberedChoice,
    onPrinterChosen: rememberChoice,
  };
}
