import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { Filament } from '@/domain/filament';
import {
  filamentFormDefaults,
  filamentFormSchema,
  type FilamentFormFields,
  type FilamentFormValues,
} from '@/domain/filament-form';
import { errorMessage } from '@/repositories/errors';
import { useCreateFilament, useUpdateFilament } from '../api/filament-mutations';

export type FilamentDialogTarget = Filament | 'new' | null;

interface FilamentFormDialogProps {
  target: FilamentDialogTarget;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function FilamentFormDialog({ target, onClose, onSaved }: FilamentFormDialogProps) {
  const filament = target === 'new' ? undefined : (target ?? undefined);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={filament ? `Edit ${filament.name}` : 'Add Filament'}
      size="xl"
    >
      {target !== null && (
        <FilamentForm key={filament?.id ?? 'new'} filament={filament} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

const SAVE_FAILED = 'Failed to save the filament. Please try again.';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function FilamentForm({
  filament,
  onClose,
  onSaved,
}: { filament: Filament | undefined } & Omit<FilamentFormDialogProps, 'target'>) {
  const createFilament = useCreateFilament();
  const updateFilament = useUpdateFilament();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FilamentFormFields, unknown, FilamentFormValues>({
    resolver: zodResolver(filamentFormSchema) as unknown as Resolver<
      FilamentFormFields,
      unknown,
      FilamentFormValues
    >,
    defaultValues: filamentFormDefaults(filament),
  });
  const colorHex = useWatch({ control, name: 'colorHex' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (filament) await updateFilament.mutateAsync({ id: filament.id, values });
      else await createFilament.mutateAsync(values);
      onSaved(`${values.name} saved.`);
      onClose();
    } catch (error) {
      console.error('Saving the filament failed', error);
      setFailure(errorMessage(error, SAVE_FAILED));
    }
  });

  const number = (name: keyof FilamentFormFields, label: string, step = 'any') => (
    <TextField
      label={label}
      type="number"
      step={step}
      inputMode="decimal"
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      {filament && <p className="text-xs text-slate-500">Catalogue id: {filament.id}</p>}
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField label="Brand" error={errors.brand?.message} {...register('brand')} />
        <TextField label="Material" error={errors.material?.message} {...register('material')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Colour name"
          optional
          error={errors.colorName?.message}
          {...register('colorName')}
        />
        <div className="flex items-end gap-3">
          <TextField
            label="Colour hex"
            optional
            placeholder="#1A2B3C"
            containerClassName="flex-1"
            error={errors.colorHex?.message}
            {...register('colorHex')}
          />
          <span
            aria-hidden="true"
            className="mb-1 h-8 w-8 shrink-0 rounded-full ring-1 ring-slate-300"
            style={{ background: HEX.test(colorHex ?? '') ? colorHex : 'transparent' }}
          />
        </div>
        {number('density', 'Density (g/cm³)')}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {number('diameter', 'Diameter (mm)')}
        {number('shrinkage', 'Shrinkage (%)')}
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Temperatures (°C)</legend>
        {number('printTempMin', 'Print min', '1')}
        {number('printTempMax', 'Print max', '1')}
        {number('bedTempMin', 'Bed min', '1')}
        {number('bedTempMax', 'Bed max', '1')}
      </fieldset>
      <TextAreaField label="Notes" optional rows={4} error={errors.notes?.message} {...register('notes')} />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {filament ? 'Save Filament' : 'Add Filament'}
        </Button>
      </div>
    </form>
  );
}
