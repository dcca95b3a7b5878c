import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import {
  materialFormDefaults,
  materialFormSchema,
  materialToFormValues,
  type Material,
  type MaterialFormValues,
  type MaterialInput,
} from '@/domain/materials';
import { errorMessage } from '@/repositories/errors';
import { useSaveMaterial } from '../api/save-material';

export const SAVE_MATERIAL_FAILED = 'Failed to save the material. Please try again.';

const numberInput = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;

interface MaterialFormModalProps {
  uid: string;
  open: boolean;
  material?: Material | undefined;
  onClose: () => void;
}

export function MaterialFormModal({ uid, open, material, onClose }: MaterialFormModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={material ? 'Edit Material' : 'Add Material'}>
      <MaterialForm key={material?.id ?? 'new'} uid={uid} material={material} onClose={onClose} />
    </Modal>
  );
}

function MaterialForm({ uid, material, onClose }: Omit<MaterialFormModalProps, 'open'>) {
  const save = useSaveMaterial(uid);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MaterialFormValues, unknown, MaterialInput>({
    resolver: zodResolver(materialFormSchema),
    defaultValues: material ? materialToFormValues(material) : materialFormDefaults(),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: material?.id, values });
      onClose();
    } catch (error) {
      console.error('Saving the material failed', error);
      setFailure(errorMessage(error, SAVE_MATERIAL_FAILED));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Material"
        maxLength={100}
        error={errors.material?.message}
        {...register('material')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Density (g/cm³)"
          {...numberInput}
          error={errors.density?.message}
          {...register('density')}
        />
        <TextField
          label="Extruder temp (°C)"
          {...numberInput}
          error={errors.extruderTemp?.message}
          {...register('extruderTemp')}
        />
        <TextField
          label="Bed temp (°C)"
          {...numberInput}
          error={errors.bedTemp?.message}
          {...register('bedTemp')}
        />
      </div>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {material ? 'Save Changes' : 'Add Material'}
        </Button>
      </div>
    </form>
  );
}
