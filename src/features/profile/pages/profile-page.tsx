import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import { printerLimitLabel } from '@/domain/plans';
import {
  currentPlanDisplay,
  monthlyPriceLabel,
  planChoice,
  plansOfferedOnProfile,
  profileFormDefaults,
  profileMessages,
} from '@/domain/profile';
import type { UserProfile } from '@/domain/user';
import { mutationFailure } from '@/queries/mutation-failure';
import { firebaseErrorCode, RefusedWriteError } from '@/repositories/errors';
import { useProfile } from '@/session/session';
import { useEnsurePlanId } from '../api/ensure-plan-id';
import { usePlans } from '../api/list-plans';
import { useChangePlan, useUpdateProfile } from '../api/profile-mutations';
import { PlanChoiceCard } from '../components/plan-choice-card';
import { ProfileForm } from '../components/profile-form';

const PLAN_LOAD_FAILED = 'Your plan could not be loaded. Please try refreshing the page.';
const PLAN_CHANGE_FAILED = 'Failed to change your plan. Please try again.';
const PLAN_CHANGE_REFUSED =
  'That plan cannot be chosen: it is no longer offered or allows fewer printers than you have.';

export function ProfilePage() {
  useEnsurePlanId();
  const profile = useProfile();
  return (
    <>
      <PageHeader title="Profile Settings" description="Your plan, your business details and your costs." />
      <QueryState query={profile} loading="Loading profile" error="Your profile could not be loaded.">
        {(data) => (
          <div className="space-y-8">
            <PlanSection profile={data} />
            <ProfileSection profile={data} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function PlanSection({ profile }: { profile: UserProfile }) {
  const plans = usePlans();
  const changePlan = useChangePlan();
  const [showPlans, setShowPlans] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const current = currentPlanDisplay(plans.data ?? [], profile.planId);
  const unknownPlan = plans.isSuccess && current.isUnknown;
  useEffect(() => {
    if (unknownPlan) console.error(`Unknown plan on the profile: ${current.planId}`);
  }, [unknownPlan, current.planId]);

  const select = (planId: string, planName: string) => {
    setChangedTo(null);
    changePlan.mutate(
      { newPlanId: planId, oldPlanId: profile.planId },
      {
        onSuccess: () => {
          setChangedTo(planName);
          setShowPlans(false);
        },
      },
    );
  };
  // The rules refuse a plan that is inactive or too small for the user's printers.
  const failure =
    firebaseErrorCode(changePlan.error) === 'permission-denied'
      ? PLAN_CHANGE_REFUSED
      : mutationFailure(changePlan, PLAN_CHANGE_FAILED);

  return (
    <section aria-labelledby="current-plan-title" className="space-y-4">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="current-plan-title" className="text-sm font-medium text-slate-500">
              Current plan
            </h2>
            {plans.isPending ? (
              <p className="mt-1 text-sm text-slate-500">Loading plan…</p>
            ) : (
              <>
                <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="current-plan-name">
                  {current.name}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {printerLimitLabel(current.maxPrinters)} · {monthlyPriceLabel(current.priceMonthly)}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  You have {profile.printerCount} printer{profile.printerCount === 1 ? '' : 's'}.
                </p>
              </>
            )}
          </div>
          <Button
            variant={showPlans ? 'secondary' : 'primary'}
            onClick={() => setShowPlans((shown) => !shown)}
            aria-expanded={showPlans}
            aria-controls="plan-choices"
            disabled={!plans.isSuccess}
          >
            {showPlans ? 'Hide Plans' : 'Change Plan'}
          </Button>
        </div>
        {(plans.isError || unknownPlan) && (
          <Alert tone="error" className="mt-4">
            {PLAN_LOAD_FAILED}
          </Alert>
        )}
        {changedTo && (
          <Alert tone="success" className="mt-4">
            You are now on the {changedTo} plan.
          </Alert>
        )}
        <FailureAlert message={failure} className="mt-4" />
      </Card>

      {showPlans && plans.isSuccess && (
        <div id="plan-choices" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {plansOfferedOnProfile(plans.data, profile.planId).map((plan) => (
            <PlanChoiceCard
              key={plan.id}
              plan={plan}
              choice={planChoice(plan, profile.planId, profile.printerCount)}
              busy={changePlan.isPending && changePlan.variables?.newPlanId === plan.id}
              disabled={changePlan.isPending}
              onSelect={() => select(plan.id, plan.name)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function ProfileSection({ profile }: { profile: UserProfile }) {
  const updateProfile = useUpdateProfile();
  return (
    <section aria-labelledby="profile-details-title">
      <Card className="max-w-3xl">
        <h2 id="profile-details-title" className="mb-4 text-lg font-semibold text-slate-900">
          Business details
        </h2>
        <ProfileForm
          defaultValues={profileFormDefaults(profile)}
          saved={updateProfile.isSuccess}
          // SPEC §4 words the failure itself: one message, whatever the server said; a refusal the
          // app explains (a next number lowered on another device meanwhile) says why.
          failure={
            updateProfile.error instanceof RefusedWriteError
              ? updateProfile.error.userMessage
              : updateProfile.isError
                ? profileMessages.saveFailed
                : null
          }
          saving={updateProfile.isPending}
          issuedUpTo={profile.numbering}
          onSubmit={(values) => updateProfile.mutate({ input: values, loaded: profile })}
        />
      </Card>
    </section>
  );
}
