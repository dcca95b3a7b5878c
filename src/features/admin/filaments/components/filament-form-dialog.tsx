import { useWatch } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextAreaField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import type { Filament } from '@/domain/filament';
import {
  filamentFormDefaults,
  filamentFormSchema,
  type FilamentFormFields,
  type FilamentFormValues,
} from '@/domain/filament-form';
import { TEXT_LIMITS } from '@/domain/limits';
import { mutationFailure } from '@/queries/mutation-failure';
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
  const saving = filament ? updateFilament : createFilament;
  const form = useZodForm(filamentFormSchema, { defaultValues: filamentFormDefaults(filament) });
  const colorHex = useWatch({ control: form.control, name: 'colorHex' });

  const save = (values: FilamentFormValues) => {
    const saved = {
      onSuccess: () => {
        onSaved(`${values.name} saved.`);
        onClose();
      },
    };
    if (filament) updateFilament.mutate({ id: filament.id, values }, saved);
    else createFilament.mutate(values, saved);
  };

  return (
    <Form form={form} onSubmit={save} className="space-y-5">
      <FailureAlert message={mutationFailure(saving, SAVE_FAILED)} />
      {filament && <p className="text-xs text-slate-500">Catalogue id: {filament.id}</p>}
      <div className="grid gap-5 sm:grid-cols-3">
        <FormTextField<FilamentFormFields> name="name" label="Name" maxLength={TEXT_LIMITS.name} />
        <FormTextField<FilamentFormFields> name="brand" label="Brand" maxLength={TEXT_LIMITS.shortName} />
        <FormTextField<FilamentFormFields>
          name="material"
          label="Material"
          maxLength={TEXT_LIMITS.shortName}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormTextField<FilamentFormFields>
          name="colorName"
          label="Colour name"
          optional
          maxLength={TEXT_LIMITS.name}
        />
        <div className="flex items-end gap-3">
          <FormTextField<FilamentFormFields>
            name="colorHex"
            label="Colour hex"
            optional
            placeholder="#1A2B3C"
            containerClassName="flex-1"
          />
          <span
            aria-hidden="true"
            className="mb-1 h-8 w-8 shrink-0 rounded-full ring-1 ring-slate-300"
            style={{ background: HEX.test(colorHex ?? '') ? colorHex : 'transparent' }}
          />
        </div>
        <FormNumberField<FilamentFormFields> name="density" label="Density (g/cm³)" />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormNumberField<FilamentFormFields> name="diameter" label="Diameter (mm)" />
        <FormNumberField<FilamentFormFields> name="shrinkage" label="Shrinkage (%)" />
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Temperatures (°C)</legend>
        <FormNumberField<FilamentFormFields> name="printTempMin" label="Print min" integer />
        <FormNumberField<FilamentFormFields> name="printTempMax" label="Print max" integer />
        <FormNumberField<FilamentFormFields> name="bedTempMin" label="Bed min" integer />
        <FormNumberField<FilamentFormFields> name="bedTempMax" label="Bed max" integer />
      </fieldset>
      <FormTextAreaField<FilamentFormFields>
        name="notes"
        label="Notes"
        optional
        rows={4}
        maxLength={TEXT_LIMITS.notes}
      />
      <FormActions onCancel={onClose} busy={saving.isPending} separated>
        {filament ? 'Save Filament' : 'Add Filament'}
      </FormActions>
    </Form>
  );
}
