import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Table, tdClasses, TableHead } from '@/components/ui/table';
import type { UserProfile } from '@/domain/user';
import { useSignedInUser } from '@/session/session';
import { usePlans, useUsers } from '../api/users';
import { EditUserDialog } from '../components/edit-user-dialog';

export function AdminUsersPage() {
  const users = useUsers();
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
      <QueryState
        query={users}
        loading="Loading users"
        error="The users could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No users yet" />}
      >
        {(list) => (
          <Table caption="Users">
            <TableHead columns={['Email', 'Business name', 'Plan', 'Role']} withActions />
            <tbody className="divide-y divide-slate-100">
              {list.map((user) => (
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
      </QueryState>
      <EditUserDialog
        user={editing}
        plans={plans.data ?? []}
        isSelf={editing?.uid === me.uid}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
