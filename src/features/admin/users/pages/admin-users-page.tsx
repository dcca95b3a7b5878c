import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { useUsersList } from '../api/list-users';

export function AdminUsersPage() {
  const users = useUsersList();
  return (
    <>
      <PageHeader title="Users" description="Everyone with a PrintLedger account." />
      {users.isPending ? (
        <PageSpinner label="Loading users" />
      ) : users.isError ? (
        <Alert tone="error">The users could not be loaded. Please try refreshing the page.</Alert>
      ) : users.data.length === 0 ? (
        <EmptyState title="No users yet" />
      ) : (
        <Table caption="Users">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={thClasses}>Email</th>
              <th scope="col" className={thClasses}>Business name</th>
              <th scope="col" className={thClasses}>Plan</th>
              <th scope="col" className={thClasses}>Role</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.data.map((user) => (
              <tr key={user.uid}>
                <td className={tdClasses}>{user.email}</td>
                <td className={tdClasses}>{user.businessName || '—'}</td>
                <td className={`${tdClasses} capitalize`}>{user.planId}</td>
                <td className={tdClasses}>
                  <Badge tone={user.role === 'admin' ? 'red' : 'grey'}>{user.role}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
