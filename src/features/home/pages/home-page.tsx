import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DemoVideo } from '../components/demo-video';
import type { ReactNode } from 'react';

// SPEC §1's list, each the answer to a problem makers and print farms know: what PrintLedger does
// today (what is still to come is marked so in the features below, as invoice generation is).
const problems: Array<{ problem: string; answer: string; detail: string }> = [
  {
    problem: 'Quoting by gut feeling',
    answer: 'Cost tracking',
    detail:
      'Filament, machine time, failed prints and every extra add up to a real cost before you name a price.',
  },
  {
    problem: 'A spool runs dry halfway through a 20-hour print',
    answer: 'Inventory alerts for low spools',
    detail: 'See which spools are running low and reorder before the overnight job starts.',
  },
  {
    problem: 'The settings that worked last month are gone',
    answer: 'Stored print settings',
    detail: 'Temperatures, infill, supports and notes stay with every print job of a project.',
  },
  {
    problem: 'A printer goes down in your busiest week',
    answer: 'Maintenance tracking',
    detail:
      'Tasks fall due by print hours or by the calendar, the workshop board flags what is overdue, and a log keeps what each piece of upkeep cost.',
  },
  {
    problem: 'Hunting datasheets for print temperatures',
    answer: 'A filament library of 4,500+ filaments',
    detail: 'Pick a brand and colour; material, diameter and temperatures fill themselves in.',
  },
  {
    problem: 'A spreadsheet for every machine',
    answer: 'Printer management',
    detail: 'Each printer’s cost per hour, build volume and status in one place, ready for the calculator.',
  },
];

const features: Array<{
  title: string;
  body: string;
  points: ReactNode[];
  link?: { to: string; label: string };
}> = [
  {
    title: 'Price every print with confidence',
    body: 'Enter time, weight and your costs once; get the total cost of goods, the profit and the price per unit.',
    points: [
      'Failure rate built into every quote',
      'Profit % or a target price — the other follows',
      'Setup, design, shipping, packaging and discounts',
    ],
    link: { to: paths.calculator, label: 'Try the calculator' },
  },
  {
    title: 'Know what is on the shelf',
    body: 'Every spool with its remaining grams, price, location and status, matched to a library of thousands of filaments.',
    points: [
      'Low-spool alerts',
      'Search the filament library by brand, material and colour',
      'Your own material types',
    ],
  },
  {
    title: 'Run the farm, not spreadsheets',
    body: 'Projects made of print jobs, assigned to your printers, with the settings that made them work.',
    points: [
      'Projects with clients, dates and status',
      'Printers with their cost per hour and print hours',
      'Maintenance tasks by print hours and calendar, with due alerts and a log of costs',
      'Quotes and numbered invoices from your projects, as PDFs',
    ],
  },
];

const testimonials = [
  {
    quote:
      'I charged the same for every print. The calculator showed me my big PETG parts were losing money once failures were counted.',
    name: 'Priya N.',
    role: 'Cosplay prop maker',
  },
  {
    quote:
      'Low-spool alerts ended the 3 a.m. runouts. Nine printers, and I finally know what is on the shelf.',
    name: 'Marcus D.',
    role: 'Runs a nine-printer farm',
  },
  {
    quote:
      'Quotes that took me twenty minutes now take two, and customers get an itemised breakdown they do not argue with.',
    name: 'Elena R.',
    role: 'Small-batch parts shop',
  },
];

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-16 sm:px-6 lg:px-8 lg:pt-24">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
              For 3D-printing makers and print farms
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Know what every print really costs
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
              PrintLedger tracks filament, machine time, failures and extras so you price with confidence,
              keep spools stocked and run projects without spreadsheets.
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
          <div className="mx-auto mt-14 max-w-4xl">
            <DemoVideo />
          </div>
        </div>
      </section>

      <section aria-labelledby="problems-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="problems-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Sound familiar?
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            The small problems that eat a maker’s margin, and what PrintLedger does about each.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {problems.map((item) => (
            <li key={item.answer} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">
                <span className="sr-only">Problem: </span>“{item.problem}”
              </p>
              <h3 className="mt-3 text-base font-semibold text-slate-900">{item.answer}</h3>
              <p className="mt-2 text-sm text-slate-700">{item.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-heading" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            One place for the whole workshop
          </h2>
          <div className="mt-12 grid gap-10 lg:grid-cols-3">
            {features.map((feature) => (
              <div key={feature.title} className="flex flex-col">
                <h3 className="text-xl font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-3 text-slate-700">{feature.body}</p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700">
                  {feature.points.map((point, index) => (
                    <li key={index} className="flex items-start gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-1.5 h-1.5 w-1.5 flex-none rounded-full bg-indigo-600"
                      />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                {feature.link && (
                  <Link
                    to={feature.link.to}
                    className="mt-5 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
                  >
                    {feature.link.label} <span aria-hidden="true">→</span>
                  </Link>
                )}
              </div>
            ))}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="testimonials-heading"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
      >
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          Makers who stopped guessing
        </h2>
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.name}
              className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <blockquote className="text-slate-800">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{testimonial.name}</span>
                <span className="text-slate-600"> · {testimonial.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-indigo-700">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white">
            Put a real number on your next print
          </h2>
          <p className="mt-4 text-lg text-indigo-100">
            Free for one printer. Bring your spools, printers and projects when you are ready.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link
              to={paths.register}
              className="inline-flex items-center rounded-md bg-white px-5 py-3 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Start Free Trial
            </Link>
            <Link
              to={paths.calculator}
              className="inline-flex items-center rounded-md px-5 py-3 text-base font-semibold text-white ring-1 ring-white/70 ring-inset hover:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              See Cost Calculator
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
