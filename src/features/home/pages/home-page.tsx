import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function HomePage() {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8 lg:py-28">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Know what every print really costs
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          PrintLedger tracks filament, machine time, electricity and failures so makers and print farms can
          price with confidence, keep spools stocked and run projects without spreadsheets.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.register} size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to={paths.calculator} variant="secondary" size="lg">
            Cost Calculator
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
