import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { todayIsoDate } from '@/domain/dates';
import {
  emptyTaskForm,
  maintenanceMessages,
  maintenanceTaskFormSchema,
  taskToFormValues,
  type MaintenanceTask,
  type MaintenanceTaskInput,
} from '@/domain/maintenance';
import { mutationFailure } from '@/queries/mutation-failure';
import type { TaskPrinter } from '@/repositories/maintenance';
import { useAddMaintenanceTask, useUpdateMaintenanceTask } from '../api/maintenance-mutations';
import { TaskFormFields } from './task-form-fields';

/** What the dialog edits: a new task of a printer, or an existing task. */
export type TaskFormTarget = { kind: 'add'; printer: TaskPrinter } | { kind: 'edit'; task: MaintenanceTask };

interface TaskFormDialogProps {
  target: TaskFormTarget | null;
  onClose: () => void;
}

export function TaskFormDialog({ target, onClose }: TaskFormDialogProps) {
  const title = target?.kind === 'edit' ? `Edit task: ${target.task.name}` : 'Add a maintenance task';
  return (
    <Modal open={target !== null} onClose={onClose} title={title} size="lg">
      {/* Mounted on each opening, with the task as it is now. */}
      {target && <TaskForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function TaskForm({ target, onClose }: { target: TaskFormTarget; onClose: () => void }) {
  const add = useAddMaintenanceTask();
  const update = useUpdateMaintenanceTask();
  const mutation = target.kind === 'add' ? add : update;
  const form = useZodForm(maintenanceTaskFormSchema, {
    defaultValues: target.kind === 'edit' ? taskToFormValues(target.task) : emptyTaskForm(),
    mode: 'onTouched',
  });

  const submit = (values: MaintenanceTaskInput) => {
    if (target.kind === 'add') {
      add.mutate({ printer: target.printer, values, today: todayIsoDate() }, { onSuccess: onClose });
    } else {
      update.mutate({ taskId: target.task.id, values }, { onSuccess: onClose });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <TaskFormFields />
      <FailureAlert message={mutationFailure(mutation, maintenanceMessages.saveFailed)} />
      <FormActions onCancel={onClose} busy={mutation.isPending}>
        {target.kind === 'add' ? 'Add task' : 'Save task'}
      </FormActions>
    </Form>
  );
}
