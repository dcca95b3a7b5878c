import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { currencySymbol } from '@/domain/money';
import { numberOrZero } from '@/domain/form-numbers';
import {
  HOURS_IN_A_YEAR,
  PRINTER_STATUSES,
  printerFormSchema,
  printerStatusLabels,
  type PrinterFormValues,
  type PrinterInput,
} from '@/domain/printers';
import { CostPerHourHelper } from './cost-per-hour-helper';

interface PrinterFormProps {
  defaultValues: PrinterFormValues;
  electricityRate: number;
  currency: string;
  submitLabel: string;
  /** A save failure to show above the buttons. */
  failure?: string | null;
  onSubmit: (values: PrinterInput) => Promise<void>;
  onCancel: () => void;
}

export function PrinterForm({
  defaultValues,
  electricityRate,
  currency,
  submitLabel,
  failure,
  onSubmit,
  onCancel,
}: PrinterFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PrinterFormValues, unknown, PrinterInput>({
    resolver: zodResolver(printerFormSchema),
    defaultValues,
  });
  const watched = useWatch({
    control,
    name: [
      'initialCost',
      'replacementPeriod',
      'powerConsumption',
      'annualMaintenanceCost',
      'expectedYearlyHours',
      'costPerHour',
    ],
  });
  const [
    initialCost,
    replacementPeriod,
    powerConsumption,
    annualMaintenanceCost,
    expectedYearlyHours,
    costPerHour,
  ] = watched;
  const money = currencySymbol(currency);

  // Number inputs are registered as text (the schema coerces), so a rejected value stays as typed.
  const numberInput = { type: 'number', inputMode: 'decimal', step: 'any' } as const;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Printer name" error={errors.name?.message} {...register('name')} />
        <TextField label="Model" error={errors.model?.message} {...register('model')} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Build volume (mm)</legend>
        <p className="text-xs text-slate-500">Leave all three at 0 if you don't know it.</p>
        <div className="mt-2 grid grid-cols-3 gap-3">
          <TextField
            label="X"
            {...numberInput}
            error={errors.buildVolume?.x?.message}
            {...register('buildVolume.x')}
          />
          <TextField
            label="Y"
            {...numberInput}
            error={errors.buildVolume?.y?.message}
            {...register('buildVolume.y')}
          />
          <TextField
            label="Z"
            {...numberInput}
            error={errors.buildVolume?.z?.message}
            {...register('buildVolume.z')}
          />
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Number of extruders"
          type="number"
          inputMode="numeric"
          step={1}
          error={errors.numExtruders?.message}
          {...register('numExtruders')}
        />
        <TextField
          label="Power consumption (W)"
          {...numberInput}
          error={errors.powerConsumption?.message}
          {...register('powerConsumption')}
        />
        <TextField
          label={`Initial cost (${money})`}
          {...numberInput}
          error={errors.initialCost?.message}
          {...register('initialCost')}
        />
        <TextField
          label="Replacement period (hours)"
          {...numberInput}
          hint="Operating hours before you expect to replace it."
          error={errors.replacementPeriod?.message}
          {...register('replacementPeriod')}
        />
        <TextField
          label="Expected yearly hours"
          {...numberInput}
          hint={`At most ${HOURS_IN_A_YEAR.toLocaleString('en-US')} (a full year).`}
          error={errors.expectedYearlyHours?.message}
          {...register('expectedYearlyHours')}
        />
        <TextField
          label={`Annual maintenance cost (${money})`}
          {...numberInput}
          error={errors.annualMaintenanceCost?.message}
          {...register('annualMaintenanceCost')}
        />
      </div>

      <CostPerHourHelper
        currency={currency}
        inputs={{
          initialCost: numberOrZero(initialCost),
          replacementPeriod: numberOrZero(replacementPeriod),
          powerConsumption: numberOrZero(powerConsumption),
          annualMaintenanceCost: numberOrZero(annualMaintenanceCost),
          expectedYearlyHours: numberOrZero(expectedYearlyHours),
          electricityRate,
        }}
        currentValue={costPerHour === '' || costPerHour === undefined ? null : numberOrZero(costPerHour)}
        onAccept={(value) => setValue('costPerHour', value, { shouldDirty: true, shouldValidate: true })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`Cost per hour (${money})`}
          {...numberInput}
          error={errors.costPerHour?.message}
          {...register('costPerHour')}
        />
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {PRINTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {printerStatusLabels[status]}
            </option>
          ))}
        </SelectField>
      </div>

      {failure && <Alert tone="error">{failure}</Alert>}

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
