import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { adminUserMessages } from '@/domain/admin-audit';
import type { Plan } from '@/domain/plans';
import { ROLES, type Role, type UserProfile } from '@/domain/user';
import { LastAdminError } from '@/repositories/admin-users';
import { errorMessage } from '@/repositories/errors';
import { useUpdateUserAccess } from '../api/update-user-access';

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
  const [planId, setPlanId] = useState(user.planId);
  const [role, setRole] = useState<Role>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateUserAccess();
  const planKnown = plans.some((plan) => plan.id === user.planId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    update.mutate(
      { user, access: { role, planId } },
      {
        onSuccess: onClose,
        onError: (error) => {
          console.error('Updating the user failed', error);
          setFailure(
            error instanceof LastAdminError
              ? error.message
              : errorMessage(error, adminUserMessages.updateFailed),
          );
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <SelectField label="Plan" value={planId} onChange={(event) => setPlanId(event.target.value)}>
        {!planKnown && <option value={user.planId}>{user.planId} (unknown plan)</option>}
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
            {plan.active ? '' : ' (inactive)'}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        hint={
          isSelf
            ? 'This is your own account: you can remove your admin role only while another admin exists.'
            : undefined
        }
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {value === 'admin' ? 'Admin' : 'User'}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
