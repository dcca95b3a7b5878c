import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import type { Filament } from '@/domain/filament';
import {
  applyFilamentToSpool,
  COPIED_FILAMENT_FIELDS,
  spoolFormDefaults,
  spoolFormSchema,
  spoolStatusOptions,
  spoolToFormValues,
  type Spool,
  type SpoolFormValues,
  type SpoolInput,
} from '@/domain/spools';
import { FilamentSearchPanel } from './filament-search-panel';

interface SpoolFormProps {
  spool?: Spool | undefined;
  /** The threshold that applies when the spool has none of its own (shown as a hint). */
  globalThreshold: number;
  currency: string;
  failure: string | null;
  onSubmit: (values: SpoolInput) => Promise<void>;
  onCancel: () => void;
}

const numberInput = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;
const SEARCH_TAB = 0;
const MANUAL_TAB = 1;

export function SpoolForm({ spool, globalThreshold, currency, failure, onSubmit, onCancel }: SpoolFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SpoolFormValues, unknown, SpoolInput>({
    resolver: zodResolver(spoolFormSchema),
    defaultValues: spool ? spoolToFormValues(spool) : spoolFormDefaults(),
  });
  const [chosen, setChosen] = useState<Filament | null>(null);
  // A manually entered spool opens on its manual fields; a new or catalogue spool on the search.
  const [tab, setTab] = useState(spool && !spool.filamentId ? MANUAL_TAB : SEARCH_TAB);
  const [linkedFilamentId, linkedBrand, linkedMaterial, linkedColour] = useWatch({
    control,
    name: ['filamentId', 'brand', 'material', 'colorName'],
  });

  const choose = (filament: Filament) => {
    const next = applyFilamentToSpool(getValues(), filament);
    setValue('name', next.name, { shouldDirty: true, shouldValidate: !!errors.name });
    for (const field of COPIED_FILAMENT_FIELDS) setValue(field, next[field], { shouldDirty: true });
    setValue('filamentId', next.filamentId, { shouldDirty: true });
    setChosen(filament);
  };
  const clearChoice = () => {
    setChosen(null);
    setValue('filamentId', null, { shouldDirty: true });
  };

  const submit = handleSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="Name" maxLength={200} error={errors.name?.message} {...register('name')} />

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
                <TextField label="Brand" maxLength={100} {...register('brand')} />
                <TextField label="Material" maxLength={100} {...register('material')} />
                <TextField label="Colour name" maxLength={200} {...register('colorName')} />
                <TextField label="Diameter (mm)" {...numberInput} {...register('diameter')} />
                <TextField label="Print temp min (°C)" {...numberInput} {...register('printTempMin')} />
                <TextField label="Print temp max (°C)" {...numberInput} {...register('printTempMax')} />
                <TextField label="Bed temp min (°C)" {...numberInput} {...register('bedTempMin')} />
                <TextField label="Bed temp max (°C)" {...numberInput} {...register('bedTempMax')} />
              </div>
            ),
          },
        ]}
      />

      <div className="grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Weight (g)"
          {...numberInput}
          error={errors.weight?.message}
          {...register('weight')}
        />
        <TextField
          label="Remaining weight (g)"
          {...numberInput}
          placeholder="Same as weight"
          error={errors.remainingWeight?.message}
          {...register('remainingWeight')}
        />
        <TextField
          label="Purchase date"
          type="date"
          error={errors.purchaseDate?.message}
          {...register('purchaseDate')}
        />
        <TextField
          label={`Price (${currency})`}
          {...numberInput}
          error={errors.purchasePrice?.message}
          {...register('purchasePrice')}
        />
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {spoolStatusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField label="Storage location" optional maxLength={200} {...register('location')} />
        <TextField
          label="Low-spool alert below (g)"
          optional
          {...numberInput}
          placeholder={String(globalThreshold)}
          hint={`Empty uses your alert threshold of ${globalThreshold} g.`}
          error={errors.lowSpoolThreshold?.message}
          {...register('lowSpoolThreshold')}
        />
        <TextAreaField
          label="Notes"
          optional
          maxLength={2000}
          containerClassName="sm:col-span-2"
          {...register('notes')}
        />
      </div>

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {spool ? 'Save Changes' : 'Add Spool'}
        </Button>
      </div>
    </form>
  );
}
