import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { inputClasses } from '@/components/ui/field';
import type { Period, PeriodPreset } from '@/domain/analytics/view-types';
import { formatIsoDate } from '@/domain/dates';
import type { ChosenPeriod } from './use-period';

export const PRESET_LABELS: Record<PeriodPreset, string> = {
  'this-month': 'This month',
  'last-30': 'Last 30 days',
  'last-90': 'Last 90 days',
  'this-year': 'This year',
  custom: 'Custom',
};
const PRESETS = Object.keys(PRESET_LABELS) as PeriodPreset[];

/** 'Nov 1, 2026 – Nov 25, 2026' */
export const periodText = (period: Period) =>
  period.start === period.end
    ? formatIsoDate(period.start)
    : `${formatIsoDate(period.start)} – ${formatIsoDate(period.end)}`;

/**
 * The presets as a row of pressed/unpressed buttons, and Custom's two dates with Apply. A custom
 * range that is not one keeps what was typed and says why under the dates; the figures stay those
 * of the last period shown.
 */
export function PeriodPicker({ chosen }: { chosen: ChosenPeriod }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(chosen.custom.start || chosen.period?.start || '');
  const [end, setEnd] = useState(chosen.custom.end || chosen.period?.end || '');
  const [error, setError] = useState<string | null>(null);
  const customShown = editing || chosen.preset === 'custom';
  const pressed = customShown ? 'custom' : chosen.preset;
  // A custom range in the address that is not one (edited by hand) says why, like a typed one.
  const shownError = error ?? (chosen.preset === 'custom' && !editing ? chosen.error : null);

  const openCustom = () => {
    if (!customShown) {
      setStart(chosen.period?.start ?? '');
      setEnd(chosen.period?.end ?? '');
      setError(null);
    }
    setEditing(true);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = chosen.applyCustom(start, end);
    setError(problem);
    if (!problem) setEditing(false);
  };

  return (
    <div className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={pressed === preset}
              onClick={() => {
                if (preset === 'custom') return openCustom();
                setEditing(false);
                setError(null);
                chosen.choosePreset(preset);
              }}
              className={cx(
                'min-h-11 rounded-md px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                pressed === preset
                  ? 'bg-indigo-600 text-white ring-indigo-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {PRESET_LABELS[preset]}
            </button>
          ))}
        </div>
        {chosen.period && (
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing <span className="font-semibold text-slate-900">{periodText(chosen.period)}</span>
          </p>
        )}
      </div>
      {customShown && (
        <form noValidate onSubmit={apply} className="mt-4 border-t border-slate-100 pt-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-full sm:w-48">
              <label htmlFor={`${id}-start`} className="block text-sm font-medium text-slate-700">
                From
              </label>
              <input
                id={`${id}-start`}
                type="date"
                value={start}
                onChange={(event) => setStart(event.target.value)}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? `${id}-error` : undefined}
                className={inputClasses(!!shownError, 'mt-1 min-h-11')}
              />
            </div>
            <div className="w-full sm:w-48">
              <label htmlFor={`${id}-end`} className="block text-sm font-medium text-slate-700">
                To
              </label>
              <input
                id={`${id}-end`}
                type="date"
                value={end}
                onChange={(event) => setEnd(event.target.value)}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? `${id}-error` : undefined}
                className={inputClasses(!!shownError, 'mt-1 min-h-11')}
              />
            </div>
            <Button type="submit" className="min-h-11">
              Apply
            </Button>
          </div>
          {shownError && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-600">
              {shownError}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
