// Issue 11 points 2 and 4, issue 19 point 6: the forms know every bound the rules hold. The rules
// copy each value of src/domain/limits.ts into a function named after it; this file checks the
// copies still match, then walks each form schema: the limit is accepted, one more is refused
// with a message on that field (so nothing fails only at save time).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filamentFormDefaults, filamentFormSchema } from '@/domain/filament-form';
import {
  NUMBER_LIMITS,
  PLAN_LIMITS,
  PROJECT_LIMITS,
  RUN_LIMITS,
  TEXT_LIMITS,
  tooLargeMessage,
  tooLongMessage,
} from '@/domain/limits';
import { lowSpoolSettingsSchema } from '@/domain/low-spool-alerts';
import { MAX_INTERVAL_DAYS } from '@/domain/maintenance';
import { materialFormSchema, materialToFormValues } from '@/domain/materials';
import { planFormDefaults, planFormSchema } from '@/domain/plan-form';
import { printerFormDefaults, printerFormSchema } from '@/domain/printers';
import { profileFormDefaults, profileFormSchema } from '@/domain/profile';
import { projectFormSchema, projectToFormValues } from '@/domain/project-form';
import { spoolFormSchema, spoolToFormValues } from '@/domain/spool-form';
import { DEFAULT_SPOOL_DIAMETER } from '@/domain/spool-record';
import { SEARCH_TOKENS_MAX } from '@/domain/spool-search';
import { records } from '../support/factories';
import type * as z from 'zod/mini';

const rulesText = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

/** The value firestore.rules' `function name() { return N; }` returns. */
function rulesConstant(name: string): number {
  const match = new RegExp(`function ${name}\\(\\) \\{ return (\\d+); \\}`).exec(rulesText);
  if (!match) throw new Error(`firestore.rules has no constant function ${name}()`);
  return Number(match[1]);
}

describe('firestore.rules holds the bounds of src/domain/limits.ts', () => {
  const copies: [string, number][] = [
    ['maxMoney', NUMBER_LIMITS.money],
    ['maxGrams', NUMBER_LIMITS.grams],
    ['maxMeters', NUMBER_LIMITS.meters],
    ['maxTemperature', NUMBER_LIMITS.temperature],
    ['maxElectricityRate', NUMBER_LIMITS.electricityRate],
    ['maxDensity', NUMBER_LIMITS.density],
    ['maxDiameter', NUMBER_LIMITS.diameter],
    ['maxBuildVolume', NUMBER_LIMITS.buildVolume],
    ['maxWatts', NUMBER_LIMITS.watts],
    ['maxHours', NUMBER_LIMITS.hours],
    ['maxExtruders', NUMBER_LIMITS.extruders],
    ['maxPlanPrinters', NUMBER_LIMITS.maxPrinters],
    ['maxShrinkage', NUMBER_LIMITS.shrinkage],
    ['maxJobs', PROJECT_LIMITS.jobs],
    ['maxFilesPerJob', PROJECT_LIMITS.filesPerJob],
    ['maxProjectPrinters', PROJECT_LIMITS.printers],
    ['maxProjectMaterials', PROJECT_LIMITS.materials],
    ['maxJobText', TEXT_LIMITS.jobText],
    ['maxId', TEXT_LIMITS.id],
    ['maxRunSpools', RUN_LIMITS.spools],
    ['maxRunMinutes', RUN_LIMITS.minutes],
    ['maxRunNote', RUN_LIMITS.note],
    ['maxRunLabel', RUN_LIMITS.label],
    ['maxIntervalDays', MAX_INTERVAL_DAYS],
    ['maxSearchTokens', SEARCH_TOKENS_MAX],
  ];
  for (const [name, value] of copies) {
    it(`${name}() is ${value}`, () => expect(rulesConstant(name)).toBe(value));
  }
  it(`a print job file's texts are matched to at most ${TEXT_LIMITS.fileText} characters`, () => {
    const pattern = `'(?s).{0,${TEXT_LIMITS.fileText}}'`;
    expect(rulesText).toContain(`file.name.matches(${pattern})`);
    expect(rulesText).toContain(`file.description.matches(${pattern})`);
  });
});

type Values = Record<string, unknown>;

function withValue(values: Values, fieldPath: string, value: unknown): Values {
  const copy = structuredClone(values);
  const keys = fieldPath.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

interface Bound {
  field: string;
  /** A text of this many characters, or a number this large, is the most the rules store. */
  limit: number;
  kind: 'text' | 'number';
  /** What the form reads Infinity as, when it does not refuse it on the field (a number field). */
  infinityReadsAs?: number | null;
}

/** Checks each bound of one form: the limit passes, one more fails on that field with its message. */
function walkLimits(formName: string, schema: z.ZodMiniType, base: Values, bounds: Bound[]) {
  describe(`${formName} form`, () => {
    it('accepts its valid base values', () => expect(schema.safeParse(base).success).toBe(true));
    for (const { field, limit, kind, infinityReadsAs } of bounds) {
      const atLimit = kind === 'text' ? 'x'.repeat(limit) : limit;
      const overLimit = kind === 'text' ? 'x'.repeat(limit + 1) : limit + 1;
      const message = kind === 'text' ? tooLongMessage(limit) : tooLargeMessage(limit);
      it(`${field}: ${limit.toLocaleString('en-US')} is accepted, one more is refused with "${message}"`, () => {
        const accepted = schema.safeParse(withValue(base, field, atLimit));
        expect(accepted.error?.issues ?? []).toEqual([]);
        const refused = schema.safeParse(withValue(base, field, overLimit));
        expect(refused.success).toBe(false);
        expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
          field,
          message,
        ]);
      });
      if (kind === 'number') {
        const outcome = infinityReadsAs === undefined ? 'refused' : `read as ${infinityReadsAs}`;
        it(`${field}: Infinity is ${outcome}, never kept`, () => {
          const parsed = schema.safeParse(withValue(base, field, Infinity));
          const read = parsed.success
            ? {
                readAs: field.split('.').reduce<unknown>((value, key) => (value as Values)[key], parsed.data),
              }
            : { refused: parsed.error.issues.map((issue) => issue.path.join('.')) };
          expect(read).toEqual(
            infinityReadsAs === undefined ? { refused: [field] } : { readAs: infinityReadsAs },
          );
        });
      }
    }
  });
}

const text = (field: string, limit: number): Bound => ({ field, limit, kind: 'text' });
const number = (field: string, limit: number, infinityReadsAs?: number | null): Bound => ({
  field,
  limit,
  kind: 'number',
  infinityReadsAs,
});

walkLimits('spool', spoolFormSchema, spoolToFormValues(records.spool()) as Values, [
  text('name', TEXT_LIMITS.name),
  text('brand', TEXT_LIMITS.shortName),
  text('material', TEXT_LIMITS.shortName),
  text('colorName', TEXT_LIMITS.name),
  text('location', TEXT_LIMITS.name),
  text('notes', TEXT_LIMITS.notes),
  number('purchasePrice', NUMBER_LIMITS.money),
  // The spool form reads a number it cannot use in these as not given: no threshold, the
  // default diameter, no temperature.
  number('lowSpoolThreshold', NUMBER_LIMITS.grams, null),
  number('diameter', NUMBER_LIMITS.diameter, DEFAULT_SPOOL_DIAMETER),
  number('printTempMax', NUMBER_LIMITS.temperature, 0),
  number('bedTempMax', NUMBER_LIMITS.temperature, 0),
]);
// The weights are compared with each other, so they are walked with a full spool.
walkLimits(
  'spool (weights)',
  spoolFormSchema,
  spoolToFormValues(records.spool({ weight: 5, remainingWeight: 5 })) as Values,
  [number('weight', NUMBER_LIMITS.grams)],
);

walkLimits('material', materialFormSchema, materialToFormValues(records.material()) as Values, [
  text('material', TEXT_LIMITS.shortName),
  number('density', NUMBER_LIMITS.density),
  number('extruderTemp', NUMBER_LIMITS.temperature),
  number('bedTemp', NUMBER_LIMITS.temperature),
]);

walkLimits('low-spool settings', lowSpoolSettingsSchema, { threshold: 100 }, [
  number('threshold', NUMBER_LIMITS.grams),
]);

walkLimits('printer', printerFormSchema, printerFormDefaults(records.printer()) as Values, [
  text('name', TEXT_LIMITS.name),
  text('model', TEXT_LIMITS.name),
  number('buildVolume.x', NUMBER_LIMITS.buildVolume),
  number('numExtruders', NUMBER_LIMITS.extruders),
  number('powerConsumption', NUMBER_LIMITS.watts),
  number('initialCost', NUMBER_LIMITS.money),
  number('replacementPeriod', NUMBER_LIMITS.hours),
  number('costPerHour', NUMBER_LIMITS.money),
  number('annualMaintenanceCost', NUMBER_LIMITS.money),
]);

walkLimits(
  'profile',
  profileFormSchema,
  profileFormDefaults(records.user({ city: 'Oslo', country: 'Norway' })) as Values,
  [
    text('businessName', TEXT_LIMITS.profileText),
    text('city', TEXT_LIMITS.profileText),
    text('country', TEXT_LIMITS.profileText),
    number('electricityRate', NUMBER_LIMITS.electricityRate),
    number('lowSpoolThreshold', NUMBER_LIMITS.grams),
  ],
);

walkLimits('plan', planFormSchema, planFormDefaults(records.plan()) as Values, [
  text('name', TEXT_LIMITS.shortName),
  text('features.0.value', PLAN_LIMITS.featureLength),
  number('priceMonthly', NUMBER_LIMITS.money),
  number('maxPrinters', NUMBER_LIMITS.maxPrinters),
]);

describe('plan form: feature count', () => {
  const base = planFormDefaults(records.plan());
  const features = (count: number) => Array.from({ length: count }, (_, index) => ({ value: `F${index}` }));
  it(`accepts ${PLAN_LIMITS.features} features and refuses one more, on the features field`, () => {
    expect(planFormSchema.safeParse({ ...base, features: features(PLAN_LIMITS.features) }).success).toBe(
      true,
    );
    const refused = planFormSchema.safeParse({ ...base, features: features(PLAN_LIMITS.features + 1) });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['features']);
  });
});

walkLimits(
  'catalogue filament (admin)',
  filamentFormSchema,
  filamentFormDefaults(records.filament()) as Values,
  [
    text('name', TEXT_LIMITS.name),
    text('material', TEXT_LIMITS.shortName),
    text('brand', TEXT_LIMITS.shortName),
    text('colorName', TEXT_LIMITS.name),
    text('notes', TEXT_LIMITS.notes),
    number('density', NUMBER_LIMITS.density),
    number('diameter', NUMBER_LIMITS.diameter),
    number('printTempMax', NUMBER_LIMITS.temperature),
    number('bedTempMax', NUMBER_LIMITS.temperature),
  ],
);

walkLimits('project', projectFormSchema, projectToFormValues(records.project()) as Values, [
  text('name', TEXT_LIMITS.name),
  text('clientName', TEXT_LIMITS.name),
  text('description', TEXT_LIMITS.projectDescription),
  text('parts.0.description', TEXT_LIMITS.jobText),
  text('parts.0.settings.notes', TEXT_LIMITS.jobText),
  text('parts.0.files.0.name', TEXT_LIMITS.fileText),
  number('parts.0.printTime.hours', NUMBER_LIMITS.hours),
  number('parts.0.material.meters', NUMBER_LIMITS.meters),
  number('parts.0.material.grams', NUMBER_LIMITS.grams),
]);
