import { useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormSelectField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { numberOrZero } from '@/domain/form-numbers';
import { TEXT_LIMITS } from '@/domain/limits';
import type { LoggedMaintenance } from '@/domain/maintenance-cost-basis';
import { currencySymbol } from '@/domain/money';
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
  failure: string | null;
  saving: boolean;
  onSubmit: (values: PrinterInput) => void;
  onCancel: () => void;
  /** Set while a run prints on the printer: the status belongs to the run, and the control says so. */
  statusLocked?: boolean;
  /** A saved printer's last 12 months of maintenance log, for the cost-per-hour helper; absent when adding. */
  loggedMaintenance?: LoggedMaintenance;
}

export const STATUS_LOCKED_HINT =
  'A run is printing on this printer: finish it on the workshop board to change the status.';

export function PrinterForm({
  defaultValues,
  electricityRate,
  currency,
  submitLabel,
  failure,
  saving,
  onSubmit,
  onCancel,
  statusLocked = false,
  loggedMaintenance,
}: PrinterFormProps) {
  const form = useZodForm(printerFormSchema, { defaultValues });
  const watched = useWatch({
    control: form.control,
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

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField<PrinterFormValues> name="name" label="Printer name" maxLength={TEXT_LIMITS.name} />
        <FormTextField<PrinterFormValues> name="model" label="Model" maxLength={TEXT_LIMITS.name} />
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Build volume (mm)</legend>
        <p className="text-xs text-slate-500">Leave all three at 0 if you don't know it.</p>
        <div className="mt-2 grid grid-cols-3 gap-3">
          <FormNumberField<PrinterFormValues> name="buildVolume.x" label="X" />
          <FormNumberField<PrinterFormValues> name="buildVolume.y" label="Y" />
          <FormNumberField<PrinterFormValues> name="buildVolume.z" label="Z" />
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField<PrinterFormValues> name="numExtruders" label="Number of extruders" integer />
        <FormNumberField<PrinterFormValues> name="powerConsumption" label="Power consumption (W)" />
        <FormNumberField<PrinterFormValues> name="initialCost" label={`Initial cost (${money})`} />
        <FormNumberField<PrinterFormValues>
          name="replacementPeriod"
          label="Replacement period (hours)"
          hint="Operating hours before you expect to replace it."
        />
        <FormNumberField<PrinterFormValues>
          name="expectedYearlyHours"
          label="Expected yearly hours"
          hint={`At most ${HOURS_IN_A_YEAR.toLocaleString('en-US')} (a full year).`}
        />
        <FormNumberField<PrinterFormValues>
          name="annualMaintenanceCost"
          label={`Annual maintenance cost (${money})`}
        />
      </div>

      <CostPerHourHelper
        currency={currency}
        loggedMaintenance={loggedMaintenance}
        inputs={{
          initialCost: numberOrZero(initialCost),
          replacementPeriod: numberOrZero(replacementPeriod),
          powerConsumption: numberOrZero(powerConsumption),
          annualMaintenanceCost: numberOrZero(annualMaintenanceCost),
          expectedYearlyHours: numberOrZero(expectedYearlyHours),
          electricityRate,
        }}
        currentValue={costPerHour === '' || costPerHour === undefined ? null : numberOrZero(costPerHour)}
        onAccept={(value) => form.setValue('costPerHour', value, { shouldDirty: true, shouldValidate: true })}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField<PrinterFormValues> name="costPerHour" label={`Cost per hour (${money})`} />
        <FormSelectField<PrinterFormValues>
          name="status"
          label="Status"
          disabled={statusLocked}
          hint={statusLocked ? STATUS_LOCKED_HINT : undefined}
        >
          {PRINTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {printerStatusLabels[status]}
            </option>
          ))}
        </FormSelectField>
      </div>

      <FailureAlert message={failure} />

      <FormActions onCancel={onCancel} busy={saving} separated>
        {submitLabel}
      </FormActions>
    </Form>
  );
}
