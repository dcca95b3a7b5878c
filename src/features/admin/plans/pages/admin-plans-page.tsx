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
import { useSetPlanActive } from '../api/plan-mutations';
import { DeletePlanDialog, PlanFormDialog } from '../components/lazy-dialogs';
import { PlanCard } from '../components/plan-card';
import type { PlanDialogTarget } from '../components/plan-form-dialog';

const DEACTIVATE_FAILED = 'Failed to deactivate the plan. Please try again.';
const ACTIVATE_FAILED = 'Failed to activate the plan. Please try again.';

type Confirmation = { kind: 'deactivate'; plan: Plan } | null;

export function AdminPlansPage() {
  const plans = useAdminPlans();
  const planIds = plans.data?.map((plan) => plan.id);
  const counts = usePlanUserCounts(planIds);
  const setActive = useSetPlanActive();
  const [dialog, setDialog] = useState<PlanDialogTarget>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** One outcome at a time: starting an action clears what the last one said. */
  const clearOutcome = () => {
    setNotice(null);
    setActive.reset();
  };

  const onConfirm = () => {
    if (!confirmation) return;
    const { plan } = confirmation;
    clearOutcome();
    setActive.mutate(
      { planId: plan.id, active: false },
      {
        onSuccess: () =>
          setNotice(`${plan.name} deactivated. Existing users keep it; new users cannot pick it.`),
        onSettled: () => setConfirmation(null),
      },
    );
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

  const failure = mutationFailure(
    setActive,
    setActive.variables?.active ? ACTIVATE_FAILED : DEACTIVATE_FAILED,
  );
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
                onDelete={() => {
                  clearOutcome();
                  setDeleting(plan);
                }}
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
        title="Deactivate plan"
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        message={
          confirmation
            ? `Deactivate ${confirmation.plan.name}? Existing users keep it, but new users cannot pick it.`
            : ''
        }
        onConfirm={onConfirm}
        onCancel={() => setConfirmation(null)}
      />
      <DeletePlanDialog
        plan={deleting}
        plans={plans.data ?? []}
        onClose={() => setDeleting(null)}
        onDeleted={setNotice}
      />
    </>
  );
}
