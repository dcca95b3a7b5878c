import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { printerLimitLabel } from '@/domain/plans';
import {
  currentPlanDisplay,
  monthlyPriceLabel,
  planChoice,
  plansOfferedOnProfile,
  profileFormDefaults,
  type ProfileInput,
} from '@/domain/profile';
import type { UserProfile } from '@/domain/user';
import { errorMessage, firebaseErrorCode } from '@/repositories/errors';
import { useProfile } from '@/session/session';
import { useChangePlan } from '../api/change-plan';
import { useEnsurePlanId } from '../api/ensure-plan-id';
import { usePlans } from '../api/list-plans';
import { useUpdateProfile } from '../api/update-profile';
import { PlanChoiceCard } from '../components/plan-choice-card';
import { ProfileForm, type SaveStatus } from '../components/profile-form';

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
      {profile.isPending ? (
        <PageSpinner label="Loading profile" />
      ) : profile.isError ? (
        <Alert tone="error">Your profile could not be loaded. Please try refreshing the page.</Alert>
      ) : (
        <div className="space-y-8">
          <PlanSection profile={profile.data} />
          <ProfileSection profile={profile.data} />
        </div>
      )}
    </>
  );
}

function PlanSection({ profile }: { profile: UserProfile }) {
  const plans = usePlans();
  const changePlan = useChangePlan();
  const [showPlans, setShowPlans] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const current = currentPlanDisplay(plans.data ?? [], profile.planId);
  const unknownPlan = plans.isSuccess && current.isUnknown;
  useEffect(() => {
    if (unknownPlan) console.error(`Unknown plan on the profile: ${current.planId}`);
  }, [unknownPlan, current.planId]);

  const select = (planId: string, planName: string) => {
    setNotice(null);
    changePlan.mutate(
      { newPlanId: planId, oldPlanId: profile.planId },
      {
        onSuccess: () => {
          setNotice({ tone: 'success', text: `You are now on the ${planName} plan.` });
          setShowPlans(false);
        },
        onError: (error) => {
          console.error('Changing plan failed', error);
          setNotice({
            tone: 'error',
            text:
              firebaseErrorCode(error) === 'permission-denied'
                ? PLAN_CHANGE_REFUSED
                : errorMessage(error, PLAN_CHANGE_FAILED),
          });
        },
      },
    );
  };

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
        {notice && (
          <Alert tone={notice.tone} className="mt-4">
            {notice.text}
          </Alert>
        )}
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
  const [status, setStatus] = useState<SaveStatus>('idle');

  const save = async (values: ProfileInput) => {
    setStatus('idle');
    try {
      await updateProfile.mutateAsync(values);
      setStatus('success');
    } catch (error) {
      console.error('Saving the profile failed', error);
      setStatus('error');
    }
  };

  return (
    <section aria-labelledby="profile-details-title">
      <Card className="max-w-3xl">
        <h2 id="profile-details-title" className="mb-4 text-lg font-semibold text-slate-900">
          Business details
        </h2>
        <ProfileForm defaultValues={profileFormDefaults(profile)} status={status} onSubmit={save} />
      </Card>
    </section>
  );
}
