import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import {
  CALCULATOR_FORM_DEFAULTS,
  applyCalculatorEntry,
  calculatePrintCost,
  coerceCalculatorField,
  normaliseOnBlur,
  profitFieldText,
  type CalculatorBreakdown as Breakdown,
  type CalculatorField,
  type CalculatorFormValues,
} from '@/domain/calculator';
import { currencySymbol, formatMoney } from '@/domain/money';
import { CalculatorBreakdown } from './calculator-breakdown';

// "From sliced file" (issue 32): the reader, its worker and the drop zone load when it is opened.
const SlicedPrintFill = lazy(() =>
  import('./sliced-print-fill').then((module) => ({ default: module.SlicedPrintFill })),
);

/** A saved printer as the calculator offers it. */
export interface CalculatorPrinter {
  id: string;
  name: string;
  costPerHour: number;
}

export const CUSTOM_PRINTER = 'custom';

/**
 * The printer the calculator starts on: the choice remembered for this user when it still exists,
 * else the only saved printer, else none ('').
 */
export function initialPrinterChoice(
  printers: readonly CalculatorPrinter[],
  remembered: string | null | undefined,
): string {
  if (remembered === CUSTOM_PRINTER || printers.some((printer) => printer.id === remembered)) {
    return remembered ?? '';
  }
  return printers.length === 1 ? printers[0]!.id : '';
}

interface CostCalculatorProps {
  currency: string;
  /** The user's electricity rate; when falsy nothing is calculated (SPEC §5). */
  electricityRate: number;
  /** Saved printers; empty for visitors and for users without printers. */
  printers: readonly CalculatorPrinter[];
  printersLoading?: boolean;
  /** The printer choice this user last made (a printer id or CUSTOM_PRINTER), preselected when it exists. */
  rememberedPrinter?: string | null;
  /** Called with each printer choice the user makes, to remember it. */
  onPrinterChosen?: (choice: string) => void;
  /** Shown under the printer controls (the sign-up tip for visitors). */
  printerTip?: ReactNode;
  /** Shown instead of the breakdown when the electricity rate stops the calculation. */
  noRateNotice: ReactNode;
}

type NumberFieldSpec = {
  field: CalculatorField;
  label: string;
  decimals?: boolean;
  hint?: string;
  /** What the field shows when it is not simply the text typed (the implied profit %). */
  shown?: string;
};

interface CalculationResult {
  breakdown: Breakdown | null;
  /** Why machine time was priced at 0 per hour, said beside the breakdown; null when it was not. */
  zeroRateNote: string | null;
  run: number;
}

export function CostCalculator({
  currency,
  electricityRate,
  printers,
  printersLoading = false,
  rememberedPrinter = null,
  onPrinterChosen,
  printerTip,
  noRateNotice,
}: CostCalculatorProps) {
  const [values, setValues] = useState<CalculatorFormValues>(CALCULATOR_FORM_DEFAULTS);
  // null until the user picks: until then the remembered or only printer is the choice, even when
  // the printers arrive after the first render.
  const [pickedPrinter, setPickedPrinter] = useState<string | null>(null);
  const printerChoice = pickedPrinter ?? initialPrinterChoice(printers, rememberedPrinter);
  const [result, setResult] = useState<CalculationResult | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const symbol = currencySymbol(currency);
  const hasPrinters = printers.length > 0;
  const useCustomRate = !hasPrinters || printerChoice === CUSTOM_PRINTER;
  const idPrefix = useId();
  const [fromFile, setFromFile] = useState(false);

  useEffect(() => {
    if (!result) return;
    const section = resultsRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('[data-results-heading]')?.focus({ preventScroll: true });
  }, [result]);

  // True from the first keystroke in the Profit field until it loses focus (see profitFieldText).
  const [editingProfit, setEditingProfit] = useState(false);
  const change = (field: CalculatorField, raw: string) => {
    if (field === 'profitPercent') setEditingProfit(true);
    setValues((current) => applyCalculatorEntry(current, field, raw));
  };
  const blur = (field: CalculatorField) => {
    if (field === 'profitPercent') setEditingProfit(false);
    setValues((current) => ({ ...current, [field]: normaliseOnBlur(field, current[field]) }));
  };

  const selectedPrinter = printers.find((printer) => printer.id === printerChoice);
  const printerCostPerHour = useCustomRate ? values.printerCostPerHour : (selectedPrinter?.costPerHour ?? 0);
  const profitShown = profitFieldText(values, printerCostPerHour, { editing: editingProfit });
  const profitImplied = values.profitPercent.trim() === '' && profitShown !== '';

  const choosePrinter = (choice: string) => {
    setPickedPrinter(choice);
    onPrinterChosen?.(choice);
  };

  const zeroRateNote = (): string | null => {
    const zero = `${formatMoney(0, currency)}/hour`;
    if (!useCustomRate && !selectedPrinter) {
      return `No printer is selected, so machine time is priced at ${zero}. Choose a printer to include it.`;
    }
    if (selectedPrinter) {
      return selectedPrinter.costPerHour > 0
        ? null
        : `${selectedPrinter.name} costs ${zero}, so machine time adds nothing. Set its cost per hour on the Printers page to include it.`;
    }
    return coerceCalculatorField('printerCostPerHour', printerCostPerHour) > 0
      ? null
      : `No printer cost per hour was entered, so machine time is priced at ${zero}. Enter one to include it.`;
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const breakdown = calculatePrintCost({ ...values, printerCostPerHour, electricityRate });
    setResult((previous) => ({
      breakdown,
      zeroRateNote: breakdown ? zeroRateNote() : null,
      run: (previous?.run ?? 0) + 1,
    }));
  };

  const numberField = ({ field, label, decimals = true, hint, shown }: NumberFieldSpec) => (
    <TextField
      key={field}
      label={label}
      name={field}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={shown ?? values[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => blur(field)}
      hint={hint}
    />
  );
  const money = (label: string) => `${label} (${symbol})`;

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <form onSubmit={calculate} noValidate aria-label="Cost calculator" className="space-y-6 lg:col-span-3">
        <Fieldset legend="Print">
          <div className="sm:col-span-2">
            {fromFile ? (
              <div className="space-y-2">
                <Suspense fallback={<p className="text-sm text-slate-600">Loading...</p>}>
                  <SlicedPrintFill
                    onFill={(filled) => {
                      change('printTimeHours', filled.printTimeHours);
                      change('materialWeightGrams', filled.materialWeightGrams);
                    }}
                  />
                </Suspense>
                <Button variant="ghost" size="sm" onClick={() => setFromFile(false)}>
                  Close sliced file
                </Button>
              </div>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setFromFile(true)}>
                From sliced file
              </Button>
            )}
          </div>
          {numberField({ field: 'printTimeHours', label: 'Print time (hours)' })}
          {numberField({ field: 'materialWeightGrams', label: 'Material weight (g)' })}
          {numberField({ field: 'materialCostPerKg', label: money('Material cost per kg') })}
        </Fieldset>

        <Fieldset legend="Printer and batch">
          {hasPrinters && (
            <SelectField
              label="Printer"
              name="printer"
              value={printerChoice}
              onChange={(event) => choosePrinter(event.target.value)}
            >
              <option value="">Select a printer</option>
              {printers.map((printer) => (
                <option key={printer.id} value={printer.id}>
                  {printer.name} – {formatMoney(printer.costPerHour, currency)}/hour
                </option>
              ))}
              <option value={CUSTOM_PRINTER}>Custom cost per hour</option>
            </SelectField>
          )}
          {useCustomRate &&
            numberField({
              field: 'printerCostPerHour',
              label: money('Printer cost per hour'),
              hint: printersLoading ? 'Loading your printers…' : undefined,
            })}
          {numberField({ field: 'failureRatePercent', label: 'Failure rate (%)' })}
          {numberField({ field: 'items', label: 'Number of items', decimals: false })}
          {printerTip && <div className="sm:col-span-2">{printerTip}</div>}
        </Fieldset>

        <Fieldset legend="Extra costs for the whole order">
          {numberField({ field: 'setupFee', label: money('Setup fee') })}
          {numberField({ field: 'designCost', label: money('Design cost') })}
          {numberField({ field: 'shippingCost', label: money('Shipping cost') })}
          {numberField({ field: 'packagingCost', label: money('Packaging cost') })}
          {numberField({ field: 'otherExpenses', label: money('Other expenses') })}
        </Fieldset>

        <Fieldset
          legend="Pricing"
          description="Price by a profit margin or by the price you want to charge: entering one clears the other."
          descriptionId={`${idPrefix}-pricing`}
        >
          {numberField({
            field: 'profitPercent',
            label: 'Profit (%)',
            shown: profitShown,
            hint: profitImplied
              ? 'The margin your target price gives. Type a profit % to price by it instead.'
              : undefined,
          })}
          {numberField({ field: 'targetPrice', label: money('Target price') })}
          {numberField({ field: 'discountPercent', label: 'Discount (%)' })}
        </Fieldset>

        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Calculate Cost
        </Button>
      </form>

      <section
        ref={resultsRef}
        aria-labelledby={`${idPrefix}-results`}
        className="scroll-mt-24 lg:col-span-2"
      >
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24">
          <h2
            id={`${idPrefix}-results`}
            data-results-heading
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Cost breakdown
          </h2>
          {!result ? (
            <p className="mt-3 text-sm text-slate-600">
              Fill in your print and press <strong>Calculate Cost</strong> to see what it costs and what to
              charge.
            </p>
          ) : result.breakdown ? (
            <CalculatorBreakdown
              breakdown={result.breakdown}
              currency={currency}
              zeroRateNote={result.zeroRateNote}
            />
          ) : (
            <div className="mt-3">{noRateNotice}</div>
          )}
        </div>
      </section>
    </div>
  );
}

function Fieldset({
  legend,
  description,
  descriptionId,
  children,
}: {
  legend: string;
  description?: string;
  descriptionId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="float-left mb-4 w-full text-base font-semibold text-slate-900">{legend}</legend>
      {description && (
        <p id={descriptionId} className="clear-both mb-4 text-sm text-slate-600">
          {description}
        </p>
      )}
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
