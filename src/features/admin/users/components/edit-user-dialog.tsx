import { Alert } from '@/components/ui/alert';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Form, FormSelectField, useZodForm } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { adminUserMessages } from '@/domain/admin-audit';
import { planHolds, planTooSmallMessage, printersWord } from '@/domain/plan-assignment';
import type { Plan } from '@/domain/plans';
import { ROLES, roleLabels, userAccessSchema, type UserAccess, type UserProfile } from '@/domain/user';
import { mutationFailure } from '@/queries/mutation-failure';
import { LastAdminError, PlanTooSmallError } from '@/repositories/admin-users';
import { useUpdateUserAccess } from '../api/users';

interface EditUserDialogProps {
  user: UserProfile | null;
  plans: Plan[];
  isSelf: boolean;
  onClose: () => void;
}

/** Edit a user's plan and role (the only fields an admin may change). */
export function EditUserDialog({ user, plans, isSelf, onClose }: EditUserDialogProps) {
  return (
    <Modal open={user !== null} onClose={onClose} title={user ? `Edit ${user.email}` : 'Edit user'}>
      {user && <EditUserForm key={user.uid} user={user} plans={plans} isSelf={isSelf} onClose={onClose} />}
    </Modal>
  );
}

function EditUserForm({
  user,
  plans,
  isSelf,
  onClose,
}: Omit<EditUserDialogProps, 'user'> & { user: UserProfile }) {
  const form = useZodForm(userAccessSchema, { defaultValues: { planId: user.planId, role: user.role } });
  const update = useUpdateUserAccess();
  const planKnown = plans.some((plan) => plan.id === user.planId);
  // A different plan must hold the printers the user has: said before saving (the rules refuse it).
  const chosen = plans.find((plan) => plan.id === form.watch('planId'));
  const tooSmall =
    chosen && chosen.id !== user.planId && !planHolds(chosen, user.printerCount)
      ? planTooSmallMessage(chosen, user.printerCount)
      : null;
  // The guards say why in their own words; anything else maps through SPEC §8.
  const failure =
    update.error instanceof LastAdminError || update.error instanceof PlanTooSmallError
      ? update.error.message
      : mutationFailure(update, adminUserMessages.updateFailed);

  const save = (access: UserAccess) => update.mutate({ user, access }, { onSuccess: onClose });

  return (
    <Form form={form} onSubmit={save} className="space-y-5">
      <FailureAlert message={failure} />
      <FormSelectField<UserAccess>
        name="planId"
        label="Plan"
        hint={`This user has ${printersWord(user.printerCount)}.`}
      >
        {!planKnown && <option value={user.planId}>{user.planId} (unknown plan)</option>}
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
            {plan.active ? '' : ' (inactive)'}
          </option>
        ))}
      </FormSelectField>
      {tooSmall && <Alert tone="error">{tooSmall}</Alert>}
      <FormSelectField<UserAccess>
        name="role"
        label="Role"
        hint={
          isSelf
            ? 'This is your own account: you can remove your admin role only while another admin exists.'
            : undefined
        }
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {roleLabels[value]}
          </option>
        ))}
      </FormSelectField>
      <FormActions onCancel={onClose} busy={update.isPending} disabled={tooSmall !== null} className="pt-2">
        Save
      </FormActions>
    </Form>
  );
}
