import * as z from 'zod/mini';
import { toOptionalNumber } from './form-numbers';
import { NUMBER_LIMITS, TEXT_LIMITS, tooLongMessage } from './limits';
import { requiredNumber, type NumberInput } from './plan-form';
import type { Filament } from './filament';

/**
 * Messages of the admin add/edit filament form. The spec shows neither form
 * (§7: "their effect is not shown"), so these follow the wording of §5's other forms.
 */
export const filamentFormMessages = {
  nameRequired: 'Filament name is required',
  materialRequired: 'Material is required',
  brandRequired: 'Brand is required',
  densityRequired: 'Density is required',
  diameterRequired: 'Diameter is required',
  printTempMinRequired: 'Minimum print temperature is required',
  printTempMaxRequired: 'Maximum print temperature is required',
  bedTempMinRequired: 'Minimum bed temperature is required',
  bedTempMaxRequired: 'Maximum bed temperature is required',
  mustBeGreaterThanZero: 'Must be greater than 0',
  mustNotBeNegative: 'Must not be negative',
  maxBelowMin: 'Maximum cannot be below minimum',
  colorHexInvalid: 'Colour must be a hex code such as #1A2B3C',
  shrinkageInvalid: 'Shrinkage must be between 0 and 100',
} as const;

const m = filamentFormMessages;

const requiredText = (message: string, maxLength: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLongMessage(maxLength)));
const optionalText = (maxLength: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(maxLength, tooLongMessage(maxLength))), '');

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const positive = (message: string, max: number) =>
  requiredNumber(message, { min: Number.MIN_VALUE, minMessage: m.mustBeGreaterThanZero, max });
const temperature = (message: string) =>
  requiredNumber(message, { min: 0, minMessage: m.mustNotBeNegative, max: NUMBER_LIMITS.temperature });

/** Admin add/edit of a catalogue entry: every field of the Filament entity (SPEC §3) but its id. */
export const filamentFormSchema = z
  .object({
    name: requiredText(m.nameRequired, TEXT_LIMITS.name),
    material: requiredText(m.materialRequired, TEXT_LIMITS.shortName),
    brand: requiredText(m.brandRequired, TEXT_LIMITS.shortName),
    colorName: optionalText(TEXT_LIMITS.name),
    colorHex: z
      ._default(z.string().check(z.trim()), '')
      .check(z.refine((value) => value === '' || HEX_COLOR.test(value), m.colorHexInvalid)),
    density: positive(m.densityRequired, NUMBER_LIMITS.density),
    diameter: positive(m.diameterRequired, NUMBER_LIMITS.diameter),
    printTempMin: temperature(m.printTempMinRequired),
    printTempMax: temperature(m.printTempMaxRequired),
    bedTempMin: temperature(m.bedTempMinRequired),
    bedTempMax: temperature(m.bedTempMaxRequired),
    shrinkage: z.pipe(
      z.pipe(
        z.union([z.number(), z.nan(), z.string(), z.null(), z.undefined()]),
        z.transform((value) => toOptionalNumber(value) ?? null),
      ),
      z.nullable(z.number().check(z.gte(0, m.shrinkageInvalid), z.lte(100, m.shrinkageInvalid))),
    ),
    notes: optionalText(TEXT_LIMITS.notes),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.printTempMax < values.printTempMin) {
        context.addIssue({ code: 'custom', message: m.maxBelowMin, path: ['printTempMax'] });
      }
      if (values.bedTempMax < values.bedTempMin) {
        context.addIssue({ code: 'custom', message: m.maxBelowMin, path: ['bedTempMax'] });
      }
    }),
  );
export type FilamentFormValues = z.output<typeof filamentFormSchema>;

/** What the form edits, as react-hook-form holds it. */
export type FilamentFormFields = {
  name: string;
  material: string;
  brand: string;
  colorName: string;
  colorHex: string;
  density: NumberInput;
  diameter: NumberInput;
  printTempMin: NumberInput;
  printTempMax: NumberInput;
  bedTempMin: NumberInput;
  bedTempMax: NumberInput;
  shrinkage: NumberInput;
  notes: string;
};

/** Initial values: an existing entry, or a blank one with the spool defaults (1.75 mm). */
export function filamentFormDefaults(filament?: Filament): FilamentFormFields {
  if (!filament) {
    return {
      name: '',
      material: '',
      brand: '',
      colorName: '',
      colorHex: '',
      density: '',
      diameter: 1.75,
      printTempMin: '',
      printTempMax: '',
      bedTempMin: '',
      bedTempMax: '',
      shrinkage: '',
      notes: '',
    };
  }
  return {
    name: filament.name,
    material: filament.material,
    brand: filament.brand,
    colorName: filament.colorName,
    colorHex: filament.colorHex,
    density: filament.density,
    diameter: filament.diameter,
    printTempMin: filament.printTempMin,
    printTempMax: filament.printTempMax,
    bedTempMin: filament.bedTempMin,
    bedTempMax: filament.bedTempMax,
    shrinkage: filament.shrinkage ?? '',
    notes: filament.notes,
  };
}
