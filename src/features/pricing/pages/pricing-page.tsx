import { Spinner } from '@/components/ui/spinner';
import { usePricingPlans } from '../api/active-plans';
import { PlanCard } from '../components/plan-card';

export function PricingPage() {
  const { plans, loading } = usePricingPlans();
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Plans for every workshop</h1>
        <p className="mt-4 text-lg text-slate-600">
          Start free with one printer. Move up when the hobby turns into orders and the farm grows.
        </p>
      </div>
      {/* About as tall as the cards will be at each width, so nothing below jumps when they arrive. */}
      <div className="mt-14 min-h-[120vh] sm:min-h-[56rem] lg:min-h-[30rem]">
        {loading ? (
          <div className="flex justify-center pt-10 text-indigo-600">
            <Spinner size="lg" label="Loading plans" />
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
