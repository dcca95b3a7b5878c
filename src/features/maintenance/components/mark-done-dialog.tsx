import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormNumberField, FormTextAreaField, FormTextField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { todayIsoDate } from '@/domain/dates';
import { TEXT_LIMITS } from '@/domain/limits';
import {
  maintenanceMessages,
  markDoneDefaults,
  markDoneFormSchema,
  type MaintenanceTask,
  type MarkDoneFormValues,
  type MarkDoneInput,
} from '@/domain/maintenance';
import { formatHours } from '@/domain/runs';
import { mutationFailure } from '@/queries/mutation-failure';
import { useMarkMaintenanceDone } from '../api/maintenance-mutations';

export interface MarkDoneTarget {
  task: MaintenanceTask;
  /** The printer's print minutes now: what the entry records. */
  printerMinutes: number;
}

interface MarkDoneDialogProps {
  target: MarkDoneTarget | null;
  onClose: () => void;
}

/** "Mark done": the day, the cost, who and notes; the printer's hours are recorded with them. */
export function MarkDoneDialog({ target, onClose }: MarkDoneDialogProps) {
  return (
    <Modal open={target !== null} onClose={onClose} title={`Mark done: ${target?.task.name ?? ''}`}>
      {target && <MarkDoneForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function MarkDoneForm({ target, onClose }: { target: MarkDoneTarget; onClose: () => void }) {
  const { task, printerMinutes } = target;
  const today = todayIsoDate();
  const markDone = useMarkMaintenanceDone();
  const form = useZodForm(markDoneFormSchema(today), {
    defaultValues: markDoneDefaults(task),
    mode: 'onTouched',
  });

  const submit = (values: MarkDoneInput) =>
    markDone.mutate({ taskId: task.id, values, today }, { onSuccess: onClose });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {task.printerName} has {formatHours(printerMinutes)} of printing: recorded with this entry, and the
        task’s next due counts from it.
      </p>
      <FormTextField<MarkDoneFormValues> name="doneOn" label="Done on" type="date" max={today} />
      <FormNumberField<MarkDoneFormValues>
        name="cost"
        label="Cost (parts and materials)"
        optional
        hint="Leave empty when it cost nothing."
      />
      <FormTextField<MarkDoneFormValues>
        name="doneBy"
        label="Done by"
        optional
        maxLength={TEXT_LIMITS.name}
      />
      <FormTextAreaField<MarkDoneFormValues>
        name="notes"
        label="Notes"
        optional
        rows={3}
        maxLength={TEXT_LIMITS.notes}
      />
      <FailureAlert message={mutationFailure(markDone, maintenanceMessages.markDoneFailed)} />
      <FormActions onCancel={onClose} busy={markDone.isPending}>
        Record maintenance
      </FormActions>
    </Form>
  );
}
