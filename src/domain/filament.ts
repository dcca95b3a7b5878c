import { z } from 'zod';

/** A shared catalogue entry (SPEC §3 Filament). */
export const filamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  material: z.string(),
  brand: z.string(),
  colorName: z.string().catch(''),
  colorHex: z.string().catch(''),
  density: z.number().catch(0),
  diameter: z.number().catch(1.75),
  printTempMin: z.number().catch(0),
  printTempMax: z.number().catch(0),
  bedTempMin: z.number().catch(0),
  bedTempMax: z.number().catch(0),
  shrinkage: z.number().nullable().optional(),
  notes: z.string().catch(''),
});
export type Filament = z.infer<typeof filamentSchema>;

/** A filament brand summary document (SPEC §3 Filament brand). */
export const filamentBrandSchema = z.object({
  id: z.string(),
  brand: z.string(),
  filamentCount: z.number().int(),
});
export type FilamentBrand = z.infer<typeof filamentBrandSchema>;
