import { useFieldArray } from 'react-hook-form';
import * as z from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { todayIsoDate } from '@/domain/dates';
import {
  maintenanceMessages,
  maintenanceTaskFormSchema,
  STARTER_TASKS,
  type MaintenanceTaskInput,
} from '@/domain/maintenance';
import { mutationFailure } from '@/queries/mutation-failure';
import type { TaskPrinter } from '@/repositories/maintenance';
import { useAddStarterTasks } from '../api/maintenance-mutations';
import { TaskFormFields } from './task-form-fields';

export const NO_STARTER_TASKS_LEFT = 'Keep at least one task, or cancel.';

const starterFormSchema = z.object({
  tasks: z.array(maintenanceTaskFormSchema).check(z.minLength(1, NO_STARTER_TASKS_LEFT)),
});

const asFormText = (value: number | null) => (value === null ? '' : String(value));

/** The starter set as editable form values (numbers as typed text, no interval as blank). */
const starterFormValues = () => ({
  tasks: STARTER_TASKS.map((task) => ({
    name: task.name,
    intervalHours: asFormText(task.intervalHours),
    intervalDays: asFormText(task.intervalDays),
    notes: task.notes,
    expectedCost: asFormText(task.expectedCost),
  })),
});

interface StarterTasksDialogProps {
  printer: TaskPrinter | null;
  onClose: () => void;
}

/** The suggested tasks, each editable or removable, added to the printer in one action. */
export function StarterTasksDialog({ printer, onClose }: StarterTasksDialogProps) {
  return (
    <Modal open={printer !== null} onClose={onClose} title="Add starter tasks" size="xl">
      {printer && <StarterTasksForm printer={printer} onClose={onClose} />}
    </Modal>
  );
}

function StarterTasksForm({ printer, onClose }: { printer: TaskPrinter; onClose: () => void }) {
  const addTasks = useAddStarterTasks();
  const form = useZodForm(starterFormSchema, { defaultValues: starterFormValues(), mode: 'onTouched' });
  const { fields, remove } = useFieldArray({ control: form.control, name: 'tasks' });
  const listError = form.formState.errors.tasks?.root?.message ?? form.formState.errors.tasks?.message;

  const submit = ({ tasks }: { tasks: MaintenanceTaskInput[] }) =>
    addTasks.mutate({ printer, list: tasks, today: todayIsoDate() }, { onSuccess: onClose });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <Alert tone="info">{maintenanceMessages.starterNote}</Alert>
      <p className="text-sm text-slate-600">
        Review them for {printer.name}: change any value, remove what does not apply, then add them all.
      </p>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg p-4 ring-1 ring-slate-200">
          <legend className="px-1 text-sm font-semibold text-slate-900">Suggested task {index + 1}</legend>
          <TaskFormFields prefix={`tasks.${index}.`} />
          <div className="mt-2 flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 text-red-700 hover:bg-red-50"
              aria-label={`Remove suggested task ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <FailureAlert message={mutationFailure(addTasks, maintenanceMessages.saveFailed)} />
      <FormActions onCancel={onClose} busy={addTasks.isPending} separated>
        Add {fields.length} task{fields.length === 1 ? '' : 's'}
      </FormActions>
    </Form>
  );
}
