import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormNumberField, FormTextAreaField, useFieldError } from '@/components/ui/form';
import { numberOrZero } from '@/domain/form-numbers';
import { emptyInvoiceLine, INVOICE_LIMITS, lineTotal, type InvoiceFormValues } from '@/domain/invoices';
import { currencySymbol, formatMoney } from '@/domain/money';

/**
 * The document's lines: description, quantity, unit price and the line's amount, live. Lines are
 * added, removed and moved up or down with buttons (each named for its line, so the keyboard and a
 * screen reader reach them), and keep their ids (the array's own key is `fieldKey`).
 */
export function LineItemsFields({ currency }: { currency: string }) {
  const { control } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines', keyName: 'fieldKey' });
  const lines = useWatch({ control, name: 'lines' });
  // The schema's message for the list as a whole (no lines, a total too large).
  const listError = useFieldError('lines');
  const rootError = useFieldError('lines.root');
  const linesError = listError ?? rootError;
  const symbol = currencySymbol(currency);

  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Lines</legend>
      {linesError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {linesError}
        </p>
      )}
      <ol className="mt-3 space-y-3">
        {fields.map((field, index) => {
          const line = lines?.[index];
          const amount = lineTotal({
            quantity: numberOrZero(line?.quantity),
            unitPrice: numberOrZero(line?.unitPrice),
          });
          const position = index + 1;
          return (
            <li key={field.fieldKey} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_7rem_9rem]">
                <FormTextAreaField<InvoiceFormValues>
                  name={`lines.${index}.description`}
                  label={`Line ${position} description`}
                  rows={2}
                  maxLength={INVOICE_LIMITS.description}
                />
                <FormNumberField<InvoiceFormValues> name={`lines.${index}.quantity`} label="Quantity" />
                <FormNumberField<InvoiceFormValues>
                  name={`lines.${index}.unitPrice`}
                  label={`Unit price (${symbol})`}
                />
              </div>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-600">
                  Amount{' '}
                  <span
                    className="font-semibold text-slate-900 tabular-nums"
                    data-testid={`line-${position}-amount`}
                  >
                    {formatMoney(amount, currency)}
                  </span>
                </p>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move line ${position} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑ Up
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move line ${position} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓ Down
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove line ${position}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={fields.length >= INVOICE_LIMITS.lines}
        onClick={() => append(emptyInvoiceLine())}
      >
        Add line
      </Button>
    </fieldset>
  );
}
