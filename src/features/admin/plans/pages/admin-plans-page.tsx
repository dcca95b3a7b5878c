import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import type { Plan } from '@/domain/plans';
import { errorMessage } from '@/repositories/errors';
import { useAdminPlans, usePlanUserCounts } from '../api/list-plans';
import { useDeletePlan, useSetPlanActive } from '../api/plan-mutations';
import { PlanCard } from '../components/plan-card';
import { PlanFormDialog, type PlanDialogTarget } from '../components/plan-form-dialog';

type Confirmation = { kind: 'deactivate' | 'delete'; plan: Plan } | null;

const usersLabel = (count: number | undefined) =>
  count === undefined ? '' : ` ${count} ${count === 1 ? 'user is' : 'users are'} on this plan.`;

export function AdminPlansPage() {
  const plans = useAdminPlans();
  const planIds = plans.data?.map((plan) => plan.id);
  const counts = usePlanUserCounts(planIds);
  const setActive = useSetPlanActive();
  const deletePlan = useDeletePlan();
  const [dialog, setDialog] = useState<PlanDialogTarget>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const fail = (error: unknown, text: string) => {
    console.error(text, error);
    setNotice({ tone: 'error', text: errorMessage(error, text) });
  };

  const onConfirm = () => {
    if (!confirmation) return;
    const { kind, plan } = confirmation;
    const done = () => setConfirmation(null);
    if (kind === 'delete') {
      deletePlan.mutate(plan.id, {
        onSuccess: () => setNotice({ tone: 'success', text: `${plan.name} deleted.` }),
        onError: (error) => fail(error, 'Failed to delete the plan. Please try again.'),
        onSettled: done,
      });
    } else {
      setActive.mutate(
        { planId: plan.id, active: false },
        {
          onSuccess: () =>
            setNotice({
              tone: 'success',
              text: `${plan.name} deactivated. Existing users keep it; new users cannot pick it.`,
            }),
          onError: (error) => fail(error, 'Failed to deactivate the plan. Please try again.'),
          onSettled: done,
        },
      );
    }
  };

  const activate = (plan: Plan) =>
    setActive.mutate(
      { planId: plan.id, active: true },
      {
        onSuccess: () => setNotice({ tone: 'success', text: `${plan.name} is active again.` }),
        onError: (error) => fail(error, 'Failed to activate the plan. Please try again.'),
      },
    );

  return (
    <>
      <PageHeader
        title="Plans"
        description="The plans users can pick. Inactive plans stay with the users who have them."
        actions={<Button onClick={() => setDialog('new')}>Add Plan</Button>}
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-6">
          {notice.text}
        </Alert>
      )}
      {plans.isPending ? (
        <PageSpinner label="Loading plans" />
      ) : plans.isError ? (
        <Alert tone="error">The plans could not be loaded. Please try refreshing the page.</Alert>
      ) : plans.data.length === 0 ? (
        <EmptyState title="No plans yet" action={<Button onClick={() => setDialog('new')}>Add Plan</Button>}>
          Users fall back to the built-in Hobby plan until you add one.
        </EmptyState>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              userCount={counts.data?.[plan.id]}
              onEdit={() => setDialog(plan)}
              onToggleActive={() =>
                plan.active ? setConfirmation({ kind: 'deactivate', plan }) : activate(plan)
              }
              onDelete={() => setConfirmation({ kind: 'delete', plan })}
            />
          ))}
        </div>
      )}
      <PlanFormDialog
        target={dialog}
        knownIds={planIds ?? []}
        onClose={() => setDialog(null)}
        onSaved={(text) => setNotice({ tone: 'success', text })}
      />
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.kind === 'delete' ? 'Delete plan' : 'Deactivate plan'}
        confirmLabel={confirmation?.kind === 'delete' ? 'Delete' : 'Deactivate'}
        busy={deletePlan.isPending || setActive.isPending}
        message={
          confirmation?.kind === 'delete'
            ? `Are you sure you want to delete the ${confirmation.plan.name} plan? This action cannot be undone.${usersLabel(counts.data?.[confirmation.plan.id])}`
            : confirmation
              ? `Deactivate ${confirmation.plan.name}? Existing users keep it, but new users cannot pick it.`
              : ''
        }
        onConfirm={onConfirm}
        onCancel={() => setConfirmation(null)}
      />
    </>
  );
}
