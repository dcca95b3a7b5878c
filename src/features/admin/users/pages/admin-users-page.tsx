import { useEffect, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextField } from '@/components/ui/field';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { Table, tdClasses, TableHead } from '@/components/ui/table';
import { VirtualTableBody } from '@/components/ui/virtual-table-body';
import type { UserProfile } from '@/domain/user';
import type { AdminUserSort } from '@/repositories/admin-users';
import { useSignedInUser } from '@/session/session';
import { usePlans, useUserCount, useUserPages } from '../api/users';
import { EditUserDialog } from '../components/lazy-dialogs';

/** How long typing pauses before the email search reads. */
const SEARCH_DELAY_MS = 300;
/** The longest email address (RFC 5321): a longer search can match no one. */
const EMAIL_MAX_LENGTH = 254;

const sortLabels: Record<AdminUserSort, string> = { email: 'Email (A–Z)', newest: 'Newest first' };

/** The search as typed, settled: it changes once typing pauses, so each keystroke does not read. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('email');
  const emailPrefix = useSettled(search.trim().toLowerCase());
  const filters = useMemo(() => ({ sort, emailPrefix }), [sort, emailPrefix]);
  const users = useUserPages(filters);
  const count = useUserCount(emailPrefix);
  const plans = usePlans();
  const me = useSignedInUser();
  const [editing, setEditing] = useState<UserProfile | null>(null);
  const planName = (planId: string) => plans.data?.find((plan) => plan.id === planId)?.name ?? planId;
  const loaded = useMemo(() => users.data?.pages.flatMap((page) => page.items) ?? [], [users.data]);
  const searching = emailPrefix !== '';
  // The order follows the box as typed: cleared, it can be chosen at once.
  const typing = search.trim() !== '';

  return (
    <>
      <PageHeader
        title="Users"
        description={
          count.data === undefined
            ? 'Everyone with a PrintLedger account. Edit a user to change their plan or role.'
            : `${searching ? 'Matching the search' : 'Everyone with a PrintLedger account'}: ${count.data} user${count.data === 1 ? '' : 's'}. Edit a user to change their plan or role.`
        }
      />
      <section aria-label="Find users" className="mb-6 grid gap-4 sm:grid-cols-3">
        <TextField
          label="Search by email"
          type="search"
          placeholder="Start of an email address"
          containerClassName="sm:col-span-2"
          maxLength={EMAIL_MAX_LENGTH}
          value={search}
          hint="Finds the addresses that start with what you type."
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Order"
          value={typing ? 'email' : sort}
          disabled={typing}
          hint={typing ? 'A search lists its matches by email.' : undefined}
          onChange={(event) => setSort(event.target.value as AdminUserSort)}
        >
          {(Object.keys(sortLabels) as AdminUserSort[]).map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </SelectField>
      </section>
      <QueryState
        query={users}
        loading="Loading users"
        error="The users could not be loaded."
        isEmpty={() => loaded.length === 0}
        empty={
          searching ? (
            <EmptyState title="No users match this search">
              No email address starts with “{emailPrefix}”.
            </EmptyState>
          ) : (
            <EmptyState title="No users yet" />
          )
        }
      >
        {() => (
          <div aria-busy={users.isPlaceholderData}>
            <Table caption="Users">
              <TableHead columns={['Email', 'Business name', 'Plan', 'Role']} withActions />
              <VirtualTableBody
                items={loaded}
                rowHeight={57}
                columnCount={5}
                getKey={(user) => user.uid}
                renderRow={(user, rowProps) => (
                  <tr key={user.uid} {...rowProps}>
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
                )}
              />
            </Table>
            <LoadMore query={users}>
              {count.data !== undefined && count.data >= loaded.length
                ? `${loaded.length} of ${count.data} users`
                : `${loaded.length} users loaded`}
            </LoadMore>
          </div>
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
