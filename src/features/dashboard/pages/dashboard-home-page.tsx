import { useProfile, useSignedInUser } from '@/app/session';
import { Alert } from '@/components/ui/alert';
import { Card, PageHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

export function DashboardHomePage() {
  const user = useSignedInUser();
  const profile = useProfile();
  return (
    <>
      <PageHeader title="Dashboard" description={`Signed in as ${user.email}`} />
      <Card>
        <h2 className="text-base font-semibold text-slate-900">Your account</h2>
        {profile.isPending ? (
          <Spinner className="mt-4 text-indigo-600" />
        ) : profile.isError ? (
          <Alert tone="error" className="mt-4">
            Your account details could not be loaded. Please try refreshing the page.
          </Alert>
        ) : (
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Plan</dt>
              <dd className="mt-1 font-medium text-slate-900 capitalize">{profile.data.planId}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Currency</dt>
              <dd className="mt-1 font-medium text-slate-900">{profile.data.currency}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Electricity rate</dt>
              <dd className="mt-1 font-medium text-slate-900">{profile.data.electricityRate} per kWh</dd>
            </div>
          </dl>
        )}
      </Card>
    </>
  );
}
