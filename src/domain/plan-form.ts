import * as z from 'zod/mini';
import { toOptionalNumber } from './form-numbers';
import { NUMBER_LIMITS, PLAN_LIMITS, TEXT_LIMITS, tooLargeMessage, tooLongMessage } from './limits';
import { planIdFromName, type Plan } from './plans';

/** Messages of the plan form (SPEC §5), verbatim, plus the two the spec leaves open. */
export const planFormMessages = {
  nameRequired: 'Plan name is required',
  priceRequired: 'Price is required',
  priceNonNegative: 'Price must be non-negative',
  maxPrintersRequired: 'Maximum printers is required',
  maxPrintersAtLeastOne: 'Must allow at least 1 printer',
  // Not in the spec: printers are counted, so a fraction is refused.
  maxPrintersWhole: 'Maximum printers must be a whole number',
  // Not in the spec: a new plan's id comes from its name and must be free (issue #7).
  nameTaken: 'A plan with this name already exists',
  // Not in the spec: the id derived from the name must be a usable document id.
  nameUnusable: 'Plan name cannot contain "/" or be only dots',
  // Not in the spec: the rules store a bounded number of feature lines.
  tooManyFeatures: `A plan can list at most ${PLAN_LIMITS.features} features`,
} as const;

/** SPEC §9: plans allow at least one printer. */
export const MIN_PLAN_PRINTERS = 1;

/**
 * What a number input may hand a form: a number (valueAsNumber, NaN when empty),
 * a string (a plain register), or nothing. Empty or non-numeric becomes undefined
 * so the schema reports its "required" message rather than a type error.
 */
export type NumberInput = number | string | null | undefined;

type NumberRule = {
  min?: number;
  minMessage?: string;
  /** The bound of limits.ts the rules hold too; above it says 'Must be at most …'. */
  max?: number;
  integer?: boolean;
  integerMessage?: string;
};

/** A required number field: empty → requiredMessage, below min → minMessage, typed number out. */
export function requiredNumber(requiredMessage: string, rule: NumberRule = {}) {
  let number = z.number({ error: requiredMessage });
  if (rule.min !== undefined) number = number.check(z.gte(rule.min, rule.minMessage));
  if (rule.max !== undefined) number = number.check(z.lte(rule.max, tooLargeMessage(rule.max)));
  if (rule.integer) number = number.check(z.int(rule.integerMessage));
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.nan(), z.string(), z.null(), z.undefined()]),
      z.transform((value) => toOptionalNumber(value)),
    ),
    number,
  );
}

/** A feature row of the form: an object so react-hook-form's field array can key and reorder it. */
export type PlanFeatureField = { value: string };

/** SPEC §5: blank features are dropped on save; the rest are trimmed and keep their order. */
export const cleanFeatures = (features: readonly (string | PlanFeatureField)[]) =>
  features
    .map((feature) => (typeof feature === 'string' ? feature : feature.value).trim())
    .filter((feature) => feature !== '');

const planName = z
  .string({ error: planFormMessages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, planFormMessages.nameRequired),
    z.maxLength(TEXT_LIMITS.shortName, tooLongMessage(TEXT_LIMITS.shortName)),
  );
const priceMonthly = requiredNumber(planFormMessages.priceRequired, {
  min: 0,
  minMessage: planFormMessages.priceNonNegative,
  max: NUMBER_LIMITS.money,
});
const maxPrinters = requiredNumber(planFormMessages.maxPrintersRequired, {
  min: MIN_PLAN_PRINTERS,
  minMessage: planFormMessages.maxPrintersAtLeastOne,
  max: NUMBER_LIMITS.maxPrinters,
  integer: true,
  integerMessage: planFormMessages.maxPrintersWhole,
});

/** The plan form (SPEC §5). Output is what the repository writes: typed numbers, clean features. */
export const planFormSchema = z.object({
  name: planName,
  priceMonthly,
  maxPrinters,
  features: z
    .pipe(
      z._default(
        z.array(
          z.union([
            z
              .string()
              .check(z.maxLength(PLAN_LIMITS.featureLength, tooLongMessage(PLAN_LIMITS.featureLength))),
            z.object({
              value: z
                .string()
                .check(z.maxLength(PLAN_LIMITS.featureLength, tooLongMessage(PLAN_LIMITS.featureLength))),
            }),
          ]),
        ),
        [],
      ),
      z.transform((features) => cleanFeatures(features)),
    )
    .check(z.refine((features) => features.length <= PLAN_LIMITS.features, planFormMessages.tooManyFeatures)),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;

/** What the form edits, as react-hook-form holds it. */
export type PlanFormFields = {
  name: string;
  priceMonthly: NumberInput;
  maxPrinters: NumberInput;
  features: PlanFeatureField[];
};

/** Initial form values: an existing plan, or an empty plan with one blank feature row. */
export function planFormDefaults(
  plan?: Pick<Plan, 'name' | 'priceMonthly' | 'maxPrinters' | 'features'>,
): PlanFormFields {
  if (!plan) return { name: '', priceMonthly: '', maxPrinters: '', features: [{ value: '' }] };
  return {
    name: plan.name,
    priceMonthly: plan.priceMonthly,
    maxPrinters: plan.maxPrinters,
    features: plan.features.map((value) => ({ value })),
  };
}

/**
 * The id a new plan would get, or why the name cannot be used:
 * the id must be a usable document id and not one that already exists.
 */
export function newPlanId(
  name: string,
  existingIds: Iterable<string>,
): { ok: true; id: string } | { ok: false; message: string } {
  const id = planIdFromName(name);
  if (id === '') return { ok: false, message: planFormMessages.nameRequired };
  if (id.includes('/') || /^\.+$/.test(id) || /^__.*__$/.test(id)) {
    return { ok: false, message: planFormMessages.nameUnusable };
  }
  for (const existing of existingIds)
    if (existing === id) return { ok: false, message: planFormMessages.nameTaken };
  return { ok: true, id };
}

/** Moves one item of a list (keyboard and drag reordering of features share it). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/** The fields of a plan the update audit compares (SPEC §7 admin.plan.update oldData/newData). */
export type PlanEditableFields = Pick<Plan, 'name' | 'priceMonthly' | 'maxPrinters' | 'features'>;

export const editableFieldsOf = (plan: PlanEditableFields): PlanEditableFields => ({
  name: plan.name,
  priceMonthly: plan.priceMonthly,
  maxPrinters: plan.maxPrinters,
  features: [...plan.features],
});
