import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FailureAlert } from '@/components/ui/failure-alert';
import { SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import {
  membersFittingNoPlan,
  moveTargets,
  planDeletionMessages,
  printersWord,
  type PlanMember,
} from '@/domain/plan-assignment';
import type { Plan } from '@/domain/plans';
import { mutationFailure } from '@/queries/mutation-failure';
import { PlanInUseError, PlanMoveError, PlanMovePartlyDoneError } from '@/repositories/admin-plans';
import { useUsersOnPlan } from '../api/list-plans';
import { useDeletePlan } from '../api/plan-mutations';

const DELETE_FAILED = 'Failed to delete the plan. Please try again.';

interface DeletePlanDialogProps {
  /** The plan to delete; null while the dialog is closed. */
  plan: Plan | null;
  /** Every plan, for the choice of where its users go. */
  plans: readonly Plan[];
  onClose: () => void;
  /** Called with what the deletion did, for the page's notice. */
  onDeleted: (notice: string) => void;
}

/**
 * Deleting a plan (SPEC §7, issue 19): a plan without users is deleted after confirmation; a plan
 * with users only by moving them all to another active plan with room for their printers.
 */
export function DeletePlanDialog({ plan, plans, onClose, onDeleted }: DeletePlanDialogProps) {
  const deletePlan = useDeletePlan();
  const close = () => {
    if (deletePlan.isPending) return;
    deletePlan.reset();
    onClose();
  };
  return (
    <Modal open={plan !== null} onClose={close} title="Delete plan">
      {plan && (
        <DeletePlanBody
          key={plan.id}
          plan={plan}
          plans={plans}
          deletePlan={deletePlan}
          onCancel={close}
          onDeleted={onDeleted}
        />
      )}
    </Modal>
  );
}

interface DeletePlanBodyProps {
  plan: Plan;
  plans: readonly Plan[];
  deletePlan: ReturnType<typeof useDeletePlan>;
  onCancel: () => void;
  onDeleted: (notice: string) => void;
}

function DeletePlanBody(props: DeletePlanBodyProps) {
  const members = useUsersOnPlan(props.plan.id);
  return (
    <QueryState
      query={members}
      loading="Checking who is on this plan"
      error="The users on this plan could not be loaded."
    >
      {(list) => <DeletePlanChoice {...props} members={list} />}
    </QueryState>
  );
}

function DeletePlanChoice({
  plan,
  plans,
  members,
  deletePlan,
  onCancel,
  onDeleted,
}: DeletePlanBodyProps & { members: readonly PlanMember[] }) {
  const targets = moveTargets(plans, plan.id, members);
  const misfits = membersFittingNoPlan(plans, plan.id, members);
  const [moveTo, setMoveTo] = useState(targets[0]?.id ?? '');
  const hasUsers = members.length > 0;
  const targetName = targets.find((target) => target.id === moveTo)?.name ?? null;

  const error = deletePlan.error;
  const failure =
    error instanceof PlanInUseError ||
    error instanceof PlanMoveError ||
    error instanceof PlanMovePartlyDoneError
      ? error.message
      : mutationFailure(deletePlan, DELETE_FAILED);

  const confirm = () =>
    deletePlan.mutate(hasUsers ? { planId: plan.id, moveTo } : { planId: plan.id }, {
      onSuccess: ({ moved, target }) => {
        onDeleted(planDeletionMessages.deleted(plan.name, moved, target?.name ?? null));
        onCancel();
      },
    });

  return (
    <div className="space-y-4 text-sm text-slate-600">
      <FailureAlert message={failure} />
      <p>
        Are you sure you want to delete the {plan.name} plan? This action cannot be undone.
        {hasUsers ? '' : ' No users are on this plan.'}
      </p>
      {hasUsers && <Alert tone="warning">{planDeletionMessages.inUse(members.length)}</Alert>}
      {hasUsers && targets.length > 0 && (
        <SelectField
          label="Move its users to"
          value={moveTo}
          onChange={(event) => setMoveTo(event.target.value)}
          hint="Only active plans with room for every one of these users’ printers are offered."
        >
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.name} (up to {printersWord(target.maxPrinters)})
            </option>
          ))}
        </SelectField>
      )}
      {hasUsers && targets.length === 0 && <Alert tone="error">{planDeletionMessages.noTarget}</Alert>}
      {misfits.length > 0 && (
        <div>
          <p>{planDeletionMessages.fitNoPlan(misfits.length)}</p>
          <ul className="mt-1 list-disc pl-5" aria-label="Users no plan fits">
            {misfits.map((member) => (
              <li key={member.uid}>
                {member.email} ({printersWord(member.printerCount)})
              </li>
            ))}
          </ul>
        </div>
      )}
      {targets.length > 0 && members.length > 1 && (
        <p>{planDeletionMessages.oneByOne(members.length, targetName)}</p>
      )}
      <FormActions
        className="pt-2"
        onCancel={onCancel}
        busy={deletePlan.isPending}
        onConfirm={confirm}
        variant="danger"
        disabled={hasUsers && (targets.length === 0 || !moveTo)}
      >
        {hasUsers ? 'Move users and delete' : 'Delete'}
      </FormActions>
    </div>
  );
}
