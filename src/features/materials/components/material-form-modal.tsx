import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import {
  MATERIAL_NAME_LIMIT,
  materialFormDefaults,
  materialFormSchema,
  materialToFormValues,
  type Material,
  type MaterialFormValues,
  type MaterialInput,
} from '@/domain/materials';
import { mutationFailure } from '@/queries/mutation-failure';
import { useSaveMaterial } from '../api/material-mutations';

export const SAVE_MATERIAL_FAILED = 'Failed to save the material. Please try again.';

interface MaterialFormModalProps {
  open: boolean;
  material?: Material | undefined;
  onClose: () => void;
}

export function MaterialFormModal({ open, material, onClose }: MaterialFormModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={material ? 'Edit Material' : 'Add Material'}>
      <MaterialForm key={material?.id ?? 'new'} material={material} onClose={onClose} />
    </Modal>
  );
}

function MaterialForm({ material, onClose }: Omit<MaterialFormModalProps, 'open'>) {
  const save = useSaveMaterial();
  const form = useZodForm(materialFormSchema, {
    defaultValues: material ? materialToFormValues(material) : materialFormDefaults(),
  });
  const submit = (values: MaterialInput) => save.mutate({ id: material?.id, values }, { onSuccess: onClose });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FailureAlert message={mutationFailure(save, SAVE_MATERIAL_FAILED)} />
      <FormTextField<MaterialFormValues> name="material" label="Material" maxLength={MATERIAL_NAME_LIMIT} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormNumberField<MaterialFormValues> name="density" label="Density (g/cm³)" min={0} />
        <FormNumberField<MaterialFormValues> name="extruderTemp" label="Extruder temp (°C)" min={0} />
        <FormNumberField<MaterialFormValues> name="bedTemp" label="Bed temp (°C)" min={0} />
      </div>
      <FormActions onCancel={onClose} busy={save.isPending} className="pt-2">
        {material ? 'Save Changes' : 'Add Material'}
      </FormActions>
    </Form>
  );
}
