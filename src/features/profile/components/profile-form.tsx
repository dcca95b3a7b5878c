import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import {
  Form,
  FormNumberField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useZodForm,
} from '@/components/ui/form';
import { INVOICE_LIMITS, PAPER_SIZES, type Numbering } from '@/domain/invoice-numbering';
import { TEXT_LIMITS } from '@/domain/limits';
import {
  nextNumberLoweredMessage,
  profileFormSchema,
  profileMessages,
  type ProfileFormValues,
  type ProfileInput,
} from '@/domain/profile';

interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  /** SPEC §4 save status: success shows 'Profile updated successfully!'. */
  saved: boolean;
  /** A save failure to show above the button. */
  failure: string | null;
  saving: boolean;
  onSubmit: (values: ProfileInput) => void;
  /**
   * The stored next numbers: the form may raise them, never lower them (numbers below are
   * already issued; the rules refuse it too).
   */
  issuedUpTo?: Pick<Numbering, 'invoice' | 'quote'>;
}

const PAPER_SIZE_LABELS = { A4: 'A4 (210 × 297 mm)', Letter: 'US Letter (8.5 × 11 in)' } as const;

export function ProfileForm({
  defaultValues,
  saved,
  failure,
  saving,
  onSubmit,
  issuedUpTo,
}: ProfileFormProps) {
  const form = useZodForm(profileFormSchema, { defaultValues });
  const submit = (values: ProfileInput) => {
    let lowered = false;
    for (const kind of ['invoice', 'quote'] as const) {
      const current = issuedUpTo?.[kind].next;
      const next = values.numbering?.[kind].next;
      if (current !== undefined && next !== undefined && next < current) {
        form.setError(
          `numbering.${kind}.next`,
          { message: nextNumberLoweredMessage(current) },
          { shouldFocus: !lowered },
        );
        lowered = true;
      }
    }
    if (!lowered) onSubmit(values);
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-5">
      <FormTextField<ProfileFormValues>
        name="businessName"
        label="Business name"
        optional
        autoComplete="organization"
        maxLength={TEXT_LIMITS.profileText}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField<ProfileFormValues>
          name="city"
          label="City"
          autoComplete="address-level2"
          maxLength={TEXT_LIMITS.profileText}
        />
        <FormTextField<ProfileFormValues>
          name="country"
          label="Country"
          autoComplete="country-name"
          maxLength={TEXT_LIMITS.profileText}
        />
        <FormTextField<ProfileFormValues>
          name="currency"
          label="Currency"
          placeholder="USD"
          hint="A 3-letter code, such as USD, EUR or GBP."
        />
        <FormNumberField<ProfileFormValues>
          name="electricityRate"
          label="Electricity rate (per kWh)"
          hint="Used to suggest each printer's cost per hour."
        />
        <FormNumberField<ProfileFormValues>
          name="lowSpoolThreshold"
          label="Low-spool alert threshold (g)"
          hint="A spool with less filament left than this is flagged as low."
        />
      </div>

      <fieldset className="space-y-5 border-t border-slate-200 pt-5">
        <legend className="pt-5 text-base font-semibold text-slate-900">On your quotes and invoices</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextAreaField<ProfileFormValues>
            name="business.address"
            label="Business address"
            optional
            rows={3}
            autoComplete="street-address"
            maxLength={INVOICE_LIMITS.businessText}
          />
          <FormTextAreaField<ProfileFormValues>
            name="business.paymentTerms"
            label="Payment terms"
            optional
            rows={3}
            placeholder="Payment within 30 days by bank transfer to …"
            maxLength={INVOICE_LIMITS.businessText}
          />
          <FormTextField<ProfileFormValues>
            name="business.email"
            label="Business email"
            type="email"
            optional
            autoComplete="email"
            maxLength={INVOICE_LIMITS.businessText}
          />
          <FormTextField<ProfileFormValues>
            name="business.taxId"
            label="Tax ID"
            optional
            hint="VAT, GST or other tax number, if you have one."
            maxLength={INVOICE_LIMITS.businessText}
          />
          <FormSelectField<ProfileFormValues> name="paperSize" label="Paper size">
            {PAPER_SIZES.map((size) => (
              <option key={size} value={size}>
                {PAPER_SIZE_LABELS[size]}
              </option>
            ))}
          </FormSelectField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField<ProfileFormValues>
            name="numbering.invoice.prefix"
            label="Invoice number prefix"
            hint="Letters, digits, -, _ or /; e.g. INV-2026-"
          />
          <FormNumberField<ProfileFormValues>
            name="numbering.invoice.next"
            label="Next invoice number"
            integer
            hint="It can go up, not down."
          />
          <FormTextField<ProfileFormValues>
            name="numbering.quote.prefix"
            label="Quote number prefix"
            hint="Letters, digits, -, _ or /; e.g. QUO-2026-"
          />
          <FormNumberField<ProfileFormValues>
            name="numbering.quote.next"
            label="Next quote number"
            integer
            hint="It can go up, not down."
          />
        </div>
      </fieldset>

      {saved && <Alert tone="success">{profileMessages.saved}</Alert>}
      <FailureAlert message={failure} />
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save Profile
        </Button>
      </div>
    </Form>
  );
}
