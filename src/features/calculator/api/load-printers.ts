// Loaded on demand (see calculator-printers.ts): it brings in Firestore.
import { appFirestore } from '@/repositories/app-firestore';
import { createPrintersRepository } from '@/repositories/printers';
import type { CalculatorPrinter } from '../components/cost-calculator';

/** The user's printers as the calculator's dropdown offers them, in the printers page's order. */
export async function loadCalculatorPrinters(uid: string): Promise<CalculatorPrinter[]> {
  const printers = await createPrintersRepository(appFirestore()).list(uid);
  return printers.map(({ id, name, costPerHour }) => ({ id, name, costPerHour }));
}
