import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import {
  newPlanId,
  planFormDefaults,
  planFormSchema,
  type PlanFormFields,
  type PlanFormValues,
} from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import { PlanNameError } from '@/repositories/admin-plans';
import { errorMessage } from '@/repositories/errors';
import { useCreatePlan, useUpdatePlan } from '../api/plan-mutations';
import { SortableFeatures } from './sortable-features';

/** Opened with 'new' to add a plan, or with a plan to edit it; null when closed. */
export type PlanDialogTarget = Plan | 'new' | null;

interface PlanFormDialogProps {
  target: PlanDialogTarget;
  knownIds: string[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function PlanFormDialog({ target, knownIds, onClose, onSaved }: PlanFormDialogProps) {
  const plan = target === 'new' ? undefined : (target ?? undefined);
  return (
    <Modal open={target !== null} onClose={onClose} title={plan ? `Edit ${plan.name}` : 'Add Plan'} size="lg">
      {target !== null && (
        <PlanForm
          key={plan?.id ?? 'new'}
          plan={plan}
          knownIds={knownIds}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

const SAVE_FAILED = 'Failed to save the plan. Please try again.';

function PlanForm({
  plan,
  knownIds,
  onClose,
  onSaved,
}: { plan: Plan | undefined } & Omit<PlanFormDialogProps, 'target'>) {
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormFields, unknown, PlanFormValues>({
    resolver: zodResolver(planFormSchema) as unknown as Resolver<PlanFormFields, unknown, PlanFormValues>,
    defaultValues: planFormDefaults(plan),
  });
  const features = useFieldArray({ control, name: 'features' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (plan) {
        await updatePlan.mutateAsync({ plan, values });
        onSaved(`${values.name} saved.`);
      } else {
        const candidate = newPlanId(values.name, knownIds);
        if (!candidate.ok) {
          setError('name', { message: candidate.message }, { shouldFocus: true });
          return;
        }
        await createPlan.mutateAsync({ values, knownIds });
        onSaved(`${values.name} created.`);
      }
      onClose();
    } catch (error) {
      if (error instanceof PlanNameError) {
        setError('name', { message: error.message }, { shouldFocus: true });
        return;
      }
      console.error('Saving the plan failed', error);
      setFailure(errorMessage(error, SAVE_FAILED));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Plan name"
        error={errors.name?.message}
        hint={
          plan
            ? `The plan keeps its id (${plan.id}).`
            : 'Its id is the lowercase name with spaces as hyphens.'
        }
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price per month ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          error={errors.priceMonthly?.message}
          {...register('priceMonthly')}
        />
        <TextField
          label="Maximum printers"
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          error={errors.maxPrinters?.message}
          {...register('maxPrinters')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Features</legend>
        <p className="mt-1 mb-3 text-xs text-slate-500">
          Drag the handle to reorder, or focus it and use Space and the arrow keys. Blank features are dropped
          on save.
        </p>
        <SortableFeatures
          rows={features.fields}
          register={(index) => register(`features.${index}.value` as const)}
          onMove={features.move}
          onRemove={features.remove}
        />
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => features.append({ value: '' })}>
          Add feature
        </Button>
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {plan ? 'Save Plan' : 'Create Plan'}
        </Button>
      </div>
    </form>
  );
}
