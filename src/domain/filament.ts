import * as z from 'zod/mini';

/** A shared catalogue entry (SPEC §3 Filament). */
export const filamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  material: z.string(),
  brand: z.string(),
  colorName: z.catch(z.string(), ''),
  colorHex: z.catch(z.string(), ''),
  density: z.catch(z.number(), 0),
  diameter: z.catch(z.number(), 1.75),
  printTempMin: z.catch(z.number(), 0),
  printTempMax: z.catch(z.number(), 0),
  bedTempMin: z.catch(z.number(), 0),
  bedTempMax: z.catch(z.number(), 0),
  shrinkage: z.optional(z.nullable(z.number())),
  notes: z.catch(z.string(), ''),
});
export type Filament = z.infer<typeof filamentSchema>;

/** A filament brand summary document (SPEC §3 Filament brand). */
export const filamentBrandSchema = z.object({
  id: z.string(),
  brand: z.string(),
  filamentCount: z.number().check(z.int()),
});
export type FilamentBrand = z.infer<typeof filamentBrandSchema>;
