import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import type { Plan } from '@/domain/plans';
import { mutationFailure } from '@/queries/mutation-failure';
import { useAdminPlans, usePlanUserCounts } from '../api/list-plans';
import { useDeletePlan, useSetPlanActive } from '../api/plan-mutations';
import { PlanCard } from '../components/plan-card';
import { PlanFormDialog, type PlanDialogTarget } from '../components/plan-form-dialog';

const DELETE_FAILED = 'Failed to delete the plan. Please try again.';
const DEACTIVATE_FAILED = 'Failed to deactivate the plan. Please try again.';
const ACTIVATE_FAILED = 'Failed to activate the plan. Please try again.';

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
  const [notice, setNotice] = useState<string | null>(null);

  /** One outcome at a time: starting an action clears what the last one said. */
  const clearOutcome = () => {
    setNotice(null);
    setActive.reset();
    deletePlan.reset();
  };

  const onConfirm = () => {
    if (!confirmation) return;
    const { kind, plan } = confirmation;
    const done = () => setConfirmation(null);
    clearOutcome();
    if (kind === 'delete') {
      deletePlan.mutate(plan.id, { onSuccess: () => setNotice(`${plan.name} deleted.`), onSettled: done });
    } else {
      setActive.mutate(
        { planId: plan.id, active: false },
        {
          onSuccess: () =>
            setNotice(`${plan.name} deactivated. Existing users keep it; new users cannot pick it.`),
          onSettled: done,
        },
      );
    }
  };

  const activate = (plan: Plan) => {
    clearOutcome();
    setActive.mutate(
      { planId: plan.id, active: true },
      { onSuccess: () => setNotice(`${plan.name} is active again.`) },
    );
  };

  const openDialog = (target: Exclude<PlanDialogTarget, null>) => {
    clearOutcome();
    setDialog(target);
  };

  const failure =
    mutationFailure(deletePlan, DELETE_FAILED) ??
    mutationFailure(setActive, setActive.variables?.active ? ACTIVATE_FAILED : DEACTIVATE_FAILED);
  const addButton = <Button onClick={() => openDialog('new')}>Add Plan</Button>;

  return (
    <>
      <PageHeader
        title="Plans"
        description="The plans users can pick. Inactive plans stay with the users who have them."
        actions={addButton}
      />
      {notice && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      <FailureAlert message={failure} className="mb-6" />
      <QueryState
        query={plans}
        loading="Loading plans"
        error="The plans could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No plans yet" action={addButton}>
            Users fall back to the built-in Hobby plan until you add one.
          </EmptyState>
        }
      >
        {(list) => (
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                userCount={counts.data?.[plan.id]}
                onEdit={() => openDialog(plan)}
                onToggleActive={() =>
                  plan.active ? setConfirmation({ kind: 'deactivate', plan }) : activate(plan)
                }
                onDelete={() => setConfirmation({ kind: 'delete', plan })}
              />
            ))}
          </div>
        )}
      </QueryState>
      <PlanFormDialog
        target={dialog}
        knownIds={planIds ?? []}
        onClose={() => setDialog(null)}
        onSaved={setNotice}
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
