import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import {
  CALCULATOR_FORM_DEFAULTS,
  applyCalculatorEntry,
  calculatePrintCost,
  normaliseOnBlur,
  type CalculatorBreakdown as Breakdown,
  type CalculatorField,
  type CalculatorFormValues,
} from '@/domain/calculator';
import { currencySymbol, formatMoney } from '@/domain/money';
import { CalculatorBreakdown } from './calculator-breakdown';

/** A saved printer as the calculator offers it. */
export interface CalculatorPrinter {
  id: string;
  name: string;
  costPerHour: number;
}

export const CUSTOM_PRINTER = 'custom';

interface CostCalculatorProps {
  currency: string;
  /** The user's electricity rate; when falsy nothing is calculated (SPEC §5). */
  electricityRate: number;
  /** Saved printers; empty for visitors and for users without printers. */
  printers: readonly CalculatorPrinter[];
  printersLoading?: boolean;
  /** Shown under the printer controls (the sign-up tip for visitors). */
  printerTip?: ReactNode;
  /** Shown instead of the breakdown when the electricity rate stops the calculation. */
  noRateNotice: ReactNode;
}

type NumberFieldSpec = { field: CalculatorField; label: string; decimals?: boolean; hint?: string };

export function CostCalculator({
  currency,
  electricityRate,
  printers,
  printersLoading = false,
  printerTip,
  noRateNotice,
}: CostCalculatorProps) {
  const [values, setValues] = useState<CalculatorFormValues>(CALCULATOR_FORM_DEFAULTS);
  const [printerChoice, setPrinterChoice] = useState('');
  const [result, setResult] = useState<{ breakdown: Breakdown | null; run: number } | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const symbol = currencySymbol(currency);
  const hasPrinters = printers.length > 0;
  const useCustomRate = !hasPrinters || printerChoice === CUSTOM_PRINTER;
  const idPrefix = useId();

  useEffect(() => {
    if (!result) return;
    const section = resultsRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('[data-results-heading]')?.focus({ preventScroll: true });
  }, [result]);

  const change = (field: CalculatorField, raw: string) =>
    setValues((current) => applyCalculatorEntry(current, field, raw));
  const blur = (field: CalculatorField) =>
    setValues((current) => ({ ...current, [field]: normaliseOnBlur(field, current[field]) }));

  const selectedPrinter = printers.find((printer) => printer.id === printerChoice);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const printerCostPerHour = useCustomRate
      ? values.printerCostPerHour
      : (selectedPrinter?.costPerHour ?? 0);
    const breakdown = calculatePrintCost({ ...values, printerCostPerHour, electricityRate });
    setResult((previous) => ({ breakdown, run: (previous?.run ?? 0) + 1 }));
  };

  const numberField = ({ field, label, decimals = true, hint }: NumberFieldSpec) => (
    <TextField
      key={field}
      label={label}
      name={field}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={values[field]}
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
              onChange={(event) => setPrinterChoice(event.target.value)}
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
          {numberField({ field: 'profitPercent', label: 'Profit (%)' })}
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
            <CalculatorBreakdown breakdown={result.breakdown} currency={currency} />
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
