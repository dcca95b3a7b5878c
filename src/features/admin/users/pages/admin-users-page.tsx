import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, tdClasses, TableHead } from '@/components/ui/table';
import type { UserProfile } from '@/domain/user';
import { useSignedInUser } from '@/session/session';
import { usePlans } from '../api/list-plans';
import { useUsersList } from '../api/list-users';
import { EditUserDialog } from '../components/edit-user-dialog';

export function AdminUsersPage() {
  const users = useUsersList();
  const plans = usePlans();
  const me = useSignedInUser();
  const [editing, setEditing] = useState<UserProfile | null>(null);
  const planName = (planId: string) => plans.data?.find((plan) => plan.id === planId)?.name ?? planId;

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone with a PrintLedger account. Edit a user to change their plan or role."
      />
      {users.isPending ? (
        <PageSpinner label="Loading users" />
      ) : users.isError ? (
        <Alert tone="error">The users could not be loaded. Please try refreshing the page.</Alert>
      ) : users.data.length === 0 ? (
        <EmptyState title="No users yet" />
      ) : (
        <Table caption="Users">
          <TableHead columns={['Email', 'Business name', 'Plan', 'Role']} withActions />
          <tbody className="divide-y divide-slate-100">
            {users.data.map((user) => (
              <tr key={user.uid}>
                <td className={tdClasses}>
                  {user.email}
                  {user.uid === me.uid && <span className="ml-2 text-xs text-slate-500">(you)</span>}
                </td>
                <td className={tdClasses}>{user.businessName || '—'}</td>
                <td className={tdClasses}>{planName(user.planId)}</td>
                <td className={tdClasses}>
                  <Badge tone={user.role === 'admin' ? 'red' : 'grey'}>{user.role}</Badge>
                </td>
                <td className={`${tdClasses} text-right`}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(user)}
                    disabled={plans.isPending}
                    aria-label={`Edit ${user.email}`}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <EditUserDialog
        user={editing}
        plans={plans.data ?? []}
        isSelf={editing?.uid === me.uid}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
