import { useState, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/failure-alert';
import {
  Form,
  FormNumberField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useZodForm,
} from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Tabs } from '@/components/ui/tabs';
import type { Filament } from '@/domain/filament';
import {
  applyFilamentToSpool,
  COPIED_FILAMENT_FIELDS,
  SPOOL_TEXT_LIMITS,
  spoolFormDefaults,
  spoolFormSchema,
  spoolStatusOptions,
  spoolToFormValues,
  type SpoolFormValues,
  type SpoolInput,
} from '@/domain/spool-form';
import type { Spool } from '@/domain/spool-record';
import { ColourHexField } from './colour-hex-field';
import { FilamentSearchPanel } from './filament-search-panel';

interface SpoolFormProps {
  spool?: Spool | undefined;
  /** The threshold that applies when the spool has none of its own (shown as a hint). */
  globalThreshold: number;
  currency: string;
  /** A save failure to show above the fields. */
  failure: string | null;
  saving: boolean;
  onSubmit: (values: SpoolInput) => void;
  onCancel: () => void;
}

const SEARCH_TAB = 0;
const MANUAL_TAB = 1;

type QuantityFieldProps = Omit<ComponentProps<typeof FormNumberField<SpoolFormValues>>, 'min'>;

/** A weight, price, diameter or temperature: never below 0. */
function QuantityField(props: QuantityFieldProps) {
  return <FormNumberField<SpoolFormValues> min={0} {...props} />;
}

export function SpoolForm({
  spool,
  globalThreshold,
  currency,
  failure,
  saving,
  onSubmit,
  onCancel,
}: SpoolFormProps) {
  const form = useZodForm(spoolFormSchema, {
    defaultValues: spool ? spoolToFormValues(spool) : spoolFormDefaults(),
  });
  const [chosen, setChosen] = useState<Filament | null>(null);
  // A manually entered spool opens on its manual fields; a new or catalogue spool on the search.
  const [tab, setTab] = useState(spool && !spool.filamentId ? MANUAL_TAB : SEARCH_TAB);
  const [linkedFilamentId, linkedBrand, linkedMaterial, linkedColour] = useWatch({
    control: form.control,
    name: ['filamentId', 'brand', 'material', 'colorName'],
  });

  const choose = (filament: Filament) => {
    const next = applyFilamentToSpool(form.getValues(), filament);
    form.setValue('name', next.name, { shouldDirty: true, shouldValidate: !!form.formState.errors.name });
    for (const field of COPIED_FILAMENT_FIELDS)
      form.setValue(field, next[field], {
        shouldDirty: true,
        shouldValidate: !!form.formState.errors[field],
      });
    form.setValue('filamentId', next.filamentId, { shouldDirty: true });
    setChosen(filament);
  };
  const clearChoice = () => {
    setChosen(null);
    form.setValue('filamentId', null, { shouldDirty: true });
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <FailureAlert message={failure} />
      <FormTextField<SpoolFormValues> name="name" label="Name" maxLength={SPOOL_TEXT_LIMITS.name} />

      <Tabs
        selectedIndex={tab}
        onChange={setTab}
        items={[
          {
            label: 'Search Filament',
            content: (
              <>
                {!chosen && linkedFilamentId && (
                  <p className="mb-3 text-sm text-slate-600">
                    This spool came from the catalogue ({linkedBrand} {linkedMaterial} {linkedColour}). Search
                    to choose another filament.
                  </p>
                )}
                <FilamentSearchPanel chosen={chosen} onChoose={choose} onClear={clearChoice} />
              </>
            ),
          },
          {
            label: 'Manual Entry',
            content: (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <FormTextField<SpoolFormValues>
                  name="brand"
                  label="Brand"
                  maxLength={SPOOL_TEXT_LIMITS.brand}
                />
                <FormTextField<SpoolFormValues>
                  name="material"
                  label="Material"
                  maxLength={SPOOL_TEXT_LIMITS.material}
                />
                <FormTextField<SpoolFormValues>
                  name="colorName"
                  label="Colour name"
                  maxLength={SPOOL_TEXT_LIMITS.colorName}
                />
                <QuantityField name="diameter" label="Diameter (mm)" />
                <QuantityField name="printTempMin" label="Print temp min (°C)" />
                <QuantityField name="printTempMax" label="Print temp max (°C)" />
                <QuantityField name="bedTempMin" label="Bed temp min (°C)" />
                <QuantityField name="bedTempMax" label="Bed temp max (°C)" />
              </div>
            ),
          },
        ]}
      />

      <div className="grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2 lg:grid-cols-3">
        <QuantityField name="weight" label="Weight (g)" />
        <QuantityField name="remainingWeight" label="Remaining weight (g)" placeholder="Same as weight" />
        <FormTextField<SpoolFormValues> name="purchaseDate" label="Purchase date" type="date" />
        <QuantityField name="purchasePrice" label={`Price (${currency})`} />
        <FormSelectField<SpoolFormValues> name="status" label="Status">
          {spoolStatusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormSelectField>
        <FormTextField<SpoolFormValues>
          name="location"
          label="Storage location"
          optional
          maxLength={SPOOL_TEXT_LIMITS.location}
        />
        <ColourHexField />
        <QuantityField
          name="lowSpoolThreshold"
          label="Low-spool alert below (g)"
          optional
          placeholder={String(globalThreshold)}
          hint={`Empty uses your alert threshold of ${globalThreshold} g.`}
        />
        <FormTextAreaField<SpoolFormValues>
          name="notes"
          label="Notes"
          optional
          maxLength={SPOOL_TEXT_LIMITS.notes}
          containerClassName="sm:col-span-2"
        />
      </div>

      <FormActions onCancel={onCancel} busy={saving}>
        {spool ? 'Save Changes' : 'Add Spool'}
      </FormActions>
    </Form>
  );
}
