import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextField, useZodForm } from '@/components/ui/form';
import { TEXT_LIMITS } from '@/domain/limits';
import {
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
}

export function ProfileForm({ defaultValues, saved, failure, saving, onSubmit }: ProfileFormProps) {
  const form = useZodForm(profileFormSchema, { defaultValues });
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
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
