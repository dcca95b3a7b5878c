import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { TEXT_LIMITS } from '@/domain/limits';
import {
  newPlanId,
  planFormDefaults,
  planFormSchema,
  type PlanFormFields,
  type PlanFormValues,
} from '@/domain/plan-form';
import type { Plan } from '@/domain/plans';
import { mutationFailure } from '@/queries/mutation-failure';
import { PlanLimitError, PlanNameError } from '@/repositories/admin-plans';
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
  const saving = plan ? updatePlan : createPlan;
  const form = useZodForm(planFormSchema, { defaultValues: planFormDefaults(plan) });
  const features = useFieldArray({ control: form.control, name: 'features' });

  const nameRefused = (message: string) => form.setError('name', { message }, { shouldFocus: true });
  const saved = (message: string) => {
    onSaved(message);
    onClose();
  };

  const save = (values: PlanFormValues) => {
    if (plan) {
      updatePlan.mutate(
        { plan, values },
        {
          onSuccess: () => saved(`${values.name} saved.`),
          // A lower limit than a user of the plan needs: said at the field.
          onError: (error) => {
            if (error instanceof PlanLimitError)
              form.setError('maxPrinters', { message: error.message }, { shouldFocus: true });
          },
        },
      );
      return;
    }
    const candidate = newPlanId(values.name, knownIds);
    if (!candidate.ok) {
      nameRefused(candidate.message);
      return;
    }
    createPlan.mutate(
      { values, knownIds },
      {
        onSuccess: () => saved(`${values.name} created.`),
        // Another admin took the id meanwhile: said at the name, not as a failed save.
        onError: (error) => {
          if (error instanceof PlanNameError) nameRefused(error.message);
        },
      },
    );
  };

  return (
    <Form form={form} onSubmit={save} className="space-y-5">
      <FailureAlert
        message={
          saving.error instanceof PlanNameError || saving.error instanceof PlanLimitError
            ? null
            : mutationFailure(saving, SAVE_FAILED)
        }
      />
      <FormTextField<PlanFormFields>
        name="name"
        label="Plan name"
        maxLength={TEXT_LIMITS.shortName}
        hint={
          plan
            ? `The plan keeps its id (${plan.id}).`
            : 'Its id is the lowercase name with spaces as hyphens.'
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormNumberField<PlanFormFields>
          name="priceMonthly"
          label="Price per month ($)"
          step="0.01"
          min={0}
        />
        <FormNumberField<PlanFormFields> name="maxPrinters" label="Maximum printers" integer min={1} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Features</legend>
        <p className="mt-1 mb-3 text-xs text-slate-500">
          Drag the handle to reorder, or focus it and use Space and the arrow keys. Blank features are dropped
          on save.
        </p>
        <SortableFeatures
          rows={features.fields}
          register={(index) => form.register(`features.${index}.value` as const)}
          onMove={features.move}
          onRemove={features.remove}
        />
        {featureErrorMessages(form.formState.errors.features).map((message) => (
          <p key={message} role="alert" className="mt-2 text-sm text-red-600">
            {message}
          </p>
        ))}
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => features.append({ value: '' })}>
          Add feature
        </Button>
      </fieldset>
      <FormActions onCancel={onClose} busy={saving.isPending} separated>
        {plan ? 'Save Plan' : 'Create Plan'}
      </FormActions>
    </Form>
  );
}

/** What the schema says about the feature list: too many lines, or a line too long (by its number). */
function featureErrorMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const list = errors as { message?: unknown; root?: { message?: unknown } };
  const listMessage = list.message ?? list.root?.message;
  const messages = typeof listMessage === 'string' ? [listMessage] : [];
  for (const [key, entry] of Object.entries(errors)) {
    const message = /^\d+$/.test(key)
      ? (entry as { value?: { message?: unknown } } | undefined)?.value?.message
      : null;
    if (typeof message === 'string') messages.push(`Feature ${Number(key) + 1}: ${message}`);
  }
  return messages;
}
