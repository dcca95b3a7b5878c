import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextAreaField, FormTextField, useZodForm } from '@/components/ui/form';
import {
  formTotals,
  INVOICE_LIMITS,
  invoiceFormSchema,
  type ClientDetails,
  type DocumentKind,
  type InvoiceFormValues,
  type InvoiceInput,
} from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import { dueDateLabel } from '../document-text';
import { LineItemsFields } from './line-items-fields';

export type SaveIntent = 'save' | 'send';

interface InvoiceEditorProps {
  kind: DocumentKind;
  defaultValues: InvoiceFormValues;
  currency: string;
  /** Earlier clients, offered as suggestions for the client's name. */
  clients: readonly ClientDetails[];
  /** 'send': save, then mark as sent (offered once the document exists). */
  onSubmit: (values: InvoiceInput, intent: SaveIntent) => void;
  canSend: boolean;
  saving: SaveIntent | null;
  failure: string | null;
  saved: string | null;
}

/**
 * The editor of a draft: client, dates, lines, tax rate, discount and notes, with live totals.
 * The schema's messages show at their fields; a failed save keeps everything typed (the form is
 * only ever filled from `defaultValues` once).
 */
export function InvoiceEditor({
  kind,
  defaultValues,
  currency,
  clients,
  onSubmit,
  canSend,
  saving,
  failure,
  saved,
}: InvoiceEditorProps) {
  const form = useZodForm(invoiceFormSchema, { defaultValues });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, 'save')} className="space-y-6">
      <Card>
        <h2 className="mb-4 text-base font-semibold text-slate-900">Client</h2>
        <ClientFields clients={clients} />
      </Card>

      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField<InvoiceFormValues> name="issueDate" label="Issue date" type="date" />
          <FormTextField<InvoiceFormValues> name="dueDate" label={dueDateLabel(kind)} type="date" optional />
        </div>
      </Card>

      <Card>
        <LineItemsFields currency={currency} />
      </Card>

      <Card>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormNumberField<InvoiceFormValues>
                name="discountPercent"
                label="Discount (%)"
                hint="Taken off the subtotal, before tax."
              />
              <FormNumberField<InvoiceFormValues>
                name="taxRatePercent"
                label="Tax rate (%)"
                hint="One rate for the document; 0 for none."
              />
            </div>
            <FormTextAreaField<InvoiceFormValues>
              name="notes"
              label="Notes"
              optional
              rows={3}
              maxLength={INVOICE_LIMITS.notes}
            />
          </div>
          <TotalsPanel currency={currency} />
        </div>
      </Card>

      {saved && <Alert tone="success">{saved}</Alert>}
      <FailureAlert message={failure} />

      <div className="flex flex-wrap justify-end gap-3">
        <Button
          type="submit"
          variant={canSend ? 'secondary' : 'primary'}
          loading={saving === 'save'}
          disabled={saving !== null}
        >
          Save draft
        </Button>
        {canSend && (
          <Button
            loading={saving === 'send'}
            disabled={saving !== null}
            onClick={() => void form.handleSubmit((values) => onSubmit(values, 'send'))()}
          >
            Mark sent
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Name (with earlier clients as suggestions: picking one fills the empty email and address), email, address. */
function ClientFields({ clients }: { clients: readonly ClientDetails[] }) {
  const { setValue, getValues } = useFormContext<InvoiceFormValues>();
  const listId = useId();
  const fillFromEarlier = (name: string) => {
    const match = clients.find((client) => client.name.toLowerCase() === name.trim().toLowerCase());
    if (!match) return;
    if (!getValues('client.email') && match.email)
      setValue('client.email', match.email, { shouldDirty: true });
    if (!getValues('client.address') && match.address)
      setValue('client.address', match.address, { shouldDirty: true });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField<InvoiceFormValues>
        name="client.name"
        label="Client name"
        list={listId}
        autoComplete="off"
        maxLength={INVOICE_LIMITS.clientName}
        registerOptions={{
          onChange: (event: { target: { value: string } }) => fillFromEarlier(event.target.value),
        }}
        hint={clients.length > 0 ? 'Earlier clients are suggested as you type.' : undefined}
      />
      <datalist id={listId}>
        {clients.map((client) => (
          <option key={client.name} value={client.name} />
        ))}
      </datalist>
      <FormTextField<InvoiceFormValues>
        name="client.email"
        label="Client email"
        type="email"
        optional
        maxLength={INVOICE_LIMITS.clientEmail}
      />
      <FormTextAreaField<InvoiceFormValues>
        name="client.address"
        label="Client address"
        optional
        rows={3}
        containerClassName="sm:col-span-2"
        maxLength={INVOICE_LIMITS.clientAddress}
      />
    </div>
  );
}

/** Subtotal, discount, tax and total of what is typed now (unreadable numbers count as 0). */
function TotalsPanel({ currency }: { currency: string }) {
  const { control } = useFormContext<InvoiceFormValues>();
  const [lines, taxRatePercent, discountPercent] = useWatch({
    control,
    name: ['lines', 'taxRatePercent', 'discountPercent'],
  });
  const totals = formTotals({ lines, taxRatePercent, discountPercent });
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section aria-label="Totals" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="tabular-nums" data-testid="totals-subtotal">
            {money(totals.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Discount</dt>
          <dd className="tabular-nums" data-testid="totals-discount">
            {money(-totals.discount)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Tax</dt>
          <dd className="tabular-nums" data-testid="totals-tax">
            {money(totals.tax)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-slate-300 pt-2 text-base font-bold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="totals-total">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
