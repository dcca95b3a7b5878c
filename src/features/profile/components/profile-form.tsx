import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  profileFormSchema,
  profileMessages,
  type ProfileFormValues,
  type ProfileInput,
} from '@/domain/profile';

export type SaveStatus = 'idle' | 'success' | 'error';

interface ProfileFormProps {
  defaultValues: ProfileFormValues;
  status: SaveStatus;
  onSubmit: (values: ProfileInput) => Promise<void>;
}

export function ProfileForm({ defaultValues, status, onSubmit }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <TextField
        label="Business name"
        optional
        autoComplete="organization"
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label="Currency"
          placeholder="USD"
          maxLength={3}
          hint="A 3-letter code, such as USD, EUR or GBP."
          error={errors.currency?.message}
          {...register('currency')}
        />
        <TextField
          label="Electricity rate (per kWh)"
          type="number"
          inputMode="decimal"
          step="any"
          hint="Used to suggest each printer's cost per hour."
          error={errors.electricityRate?.message}
          {...register('electricityRate')}
        />
        <TextField
          label="Low-spool alert threshold (g)"
          type="number"
          inputMode="decimal"
          step="any"
          hint="A spool with less filament left than this is flagged as low."
          error={errors.lowSpoolThreshold?.message}
          {...register('lowSpoolThreshold')}
        />
      </div>
      {status === 'success' && <Alert tone="success">{profileMessages.saved}</Alert>}
      {status === 'error' && <Alert tone="error">{profileMessages.saveFailed}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
