import { useSearchParams } from 'react-router-dom';
import { periodOf } from '@/domain/analytics/period';
import { PERIOD_PRESETS, type Period, type PeriodPreset } from '@/domain/analytics/view-types';
import { todayIsoDate } from '@/domain/dates';

// The chosen period lives in the address (?period=last-90, or ?period=custom&from=…&to=…), so a
// reload, a bookmark or a shared link shows the same figures.
const PERIOD_PARAM = 'period';
const FROM_PARAM = 'from';
const TO_PARAM = 'to';
export const DEFAULT_PRESET: PeriodPreset = 'this-month';

const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly string[]).includes(value ?? '');

export interface ChosenPeriod {
  preset: PeriodPreset;
  /** null when the address holds a custom range that is not one (the picker shows why) */
  period: Period | null;
  /** a custom range from the address, as written there */
  custom: { start: string; end: string };
  error: string | null;
  choosePreset: (preset: Exclude<PeriodPreset, 'custom'>) => void;
  /** Checks a custom range; shows it when it is one, else returns the message (nothing changes). */
  applyCustom: (start: string, end: string) => string | null;
}

export function usePeriod(today: string = todayIsoDate()): ChosenPeriod {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PERIOD_PARAM);
  const preset = isPreset(raw) ? raw : DEFAULT_PRESET;
  const custom = { start: params.get(FROM_PARAM) ?? '', end: params.get(TO_PARAM) ?? '' };
  const result = periodOf(preset, today, custom);
  const period = 'error' in result ? null : result;
  const error = 'error' in result ? result.error : null;

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value === null) updated.delete(name);
          else updated.set(name, value);
        }
        return updated;
      },
      { replace: true },
    );

  return {
    preset,
    period,
    custom,
    error,
    choosePreset: (next) =>
      update({ [PERIOD_PARAM]: next === DEFAULT_PRESET ? null : next, [FROM_PARAM]: null, [TO_PARAM]: null }),
    applyCustom: (start, end) => {
      const checked = periodOf('custom', today, { start, end });
      if ('error' in checked) return checked.error;
      update({ [PERIOD_PARAM]: 'custom', [FROM_PARAM]: checked.start, [TO_PARAM]: checked.end });
      return null;
    },
  };
}
