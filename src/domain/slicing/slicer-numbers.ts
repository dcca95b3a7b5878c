// A print's numbers from a slicer's keys (slicer-keys.ts names where each key comes from): time,
// and per filament slot the grams, metres, material, colour and profile.
import {
  ASSUMED_DENSITY,
  MAX_FILAMENT_SLOTS,
  slicingMessages,
  slotList,
  type SlicedFilament,
  type SlicedPlate,
} from './sliced-file';
import { dhmsSeconds, listValue, numberList, type SlicerKeys } from './slicer-keys';

/** Cross-section of filament of this diameter, in mm². */
const area = (diameterMm: number) => Math.PI * (diameterMm / 2) ** 2;
const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/** '#RRGGBB' from "#ff8000", "#FF8000FF" (RGBA) or "FF8000"; '' otherwise. */
export function normalizeHex(text: string | undefined): string {
  const match = /^#?([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(text?.trim() ?? '');
  return match ? `#${match[1]!.toUpperCase()}` : '';
}

/** Seconds of the print: PrusaSlicer's normal mode, Bambu's total, Cura's TIME. */
export function printSeconds(keys: SlicerKeys): number | null {
  const dhms =
    dhmsSeconds(keys.get('estimated printing time (normal mode)')) ??
    dhmsSeconds(keys.get('total estimated time'));
  if (dhms !== null) return dhms;
  const cura = Number(keys.get('PRINT.TIME') ?? keys.get('TIME'));
  return Number.isInteger(cura) && cura >= 0 ? cura : null;
}

interface SlotAmount {
  slot: number;
  grams: number | null;
  meters: number | null;
}

interface Amounts {
  slots: SlotAmount[];
  /** Slots whose grams the slicer wrote as 0 or left out because of a density of 0. */
  zeroDensity: number[];
  /** Slots whose grams were worked out here, and from what. */
  worked: { slots: number[]; from: 'length' | 'volume' } | null;
}

/** PrusaSlicer, SuperSlicer, OrcaSlicer (and .bgcode): the footer's per-extruder lists. */
function footerAmounts(keys: SlicerKeys): Amounts | null {
  const millimetres = numberList(keys.get('filament used [mm]'));
  const grams = numberList(keys.get('filament used [g]'));
  if (millimetres.length === 0 && grams.length === 0) return null;
  const slots: SlotAmount[] = [];
  const zeroDensity: number[] = [];
  for (let index = 0; index < Math.max(millimetres.length, grams.length); index++) {
    const mm = millimetres[index];
    const g = grams[index];
    if (!positive(mm) && !positive(g)) continue;
    const slot = index + 1;
    if (!positive(g)) zeroDensity.push(slot);
    slots.push({ slot, grams: positive(g) ? g : null, meters: positive(mm) ? mm / 1000 : null });
  }
  return { slots, zeroDensity, worked: null };
}

/** Bambu Studio's header: values for the used filaments only, named by "; filament: 1,3". */
function bambuHeaderAmounts(keys: SlicerKeys): Amounts | null {
  const grams = numberList(keys.get('total filament weight [g]'));
  const millimetres = numberList(keys.get('total filament length [mm]'));
  if (grams.length === 0 && millimetres.length === 0) return null;
  const used = numberList(keys.get('filament'));
  const count = Math.max(grams.length, millimetres.length);
  const slots: SlotAmount[] = [];
  const zeroDensity: number[] = [];
  for (let index = 0; index < count; index++) {
    const slot = used.length === count && Number.isInteger(used[index]) ? used[index]! : index + 1;
    const g = grams[index];
    const mm = millimetres[index];
    if (!positive(g) && !positive(mm)) continue;
    if (!positive(g)) zeroDensity.push(slot);
    slots.push({ slot, grams: positive(g) ? g : null, meters: positive(mm) ? mm / 1000 : null });
  }
  return { slots, zeroDensity, worked: null };
}

/**
 * Cura: ";Filament used: 1.2m, 0.5m" (metres of 1.75 mm filament) or its volumetric flavour's
 * "…mm3"; Griffin's per-train VOLUME_USED in mm³ (Ultimaker's 2.85 mm filament). Cura writes no
 * weight: grams are worked out at ASSUMED_DENSITY, and the page says so.
 */
function curaAmounts(keys: SlicerKeys): Amounts | null {
  const trains = [...keys.keys()]
    .map((key) => /^EXTRUDER_TRAIN\.(\d+)\.MATERIAL\.VOLUME_USED$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ slot: Number(match[1]) + 1, volume: Number(keys.get(match[0])) }))
    .sort((a, b) => a.slot - b.slot);
  if (trains.length > 0) {
    const slots = trains
      .filter((train) => positive(train.volume))
      .map((train) => ({
        slot: train.slot,
        grams: (train.volume / 1000) * ASSUMED_DENSITY,
        meters: train.volume / area(2.85) / 1000,
      }));
    return { slots, zeroDensity: [], worked: { slots: slots.map((slot) => slot.slot), from: 'volume' } };
  }
  const used = keys.get('Filament used');
  if (used === undefined) return null;
  const slots: SlotAmount[] = [];
  listValue(used, /,/).forEach((entry, index) => {
    const volumetric = /^([\d.]+)mm3$/.exec(entry);
    const linear = /^([\d.]+)m$/.exec(entry);
    const volume = volumetric ? Number(volumetric[1]) : linear ? Number(linear[1]) * 1000 * area(1.75) : NaN;
    if (!positive(volume)) return;
    slots.push({
      slot: index + 1,
      grams: (volume / 1000) * ASSUMED_DENSITY,
      meters: volume / area(1.75) / 1000,
    });
  });
  const from = used.includes('mm3') ? 'volume' : 'length';
  return { slots, zeroDensity: [], worked: { slots: slots.map((slot) => slot.slot), from } };
}

/** The config's per-slot lists: material, colour, profile name. */
function slotDetails(
  keys: SlicerKeys,
  slot: number,
): Pick<SlicedFilament, 'material' | 'colorHex' | 'profile'> {
  const at = (key: string) => listValue(keys.get(key), /;/)[slot - 1] ?? '';
  return {
    material: at('filament_type'),
    colorHex: normalizeHex(at('filament_colour')),
    profile: at('filament_settings_id'),
  };
}

export type PlateReading =
  { ok: true; plate: Omit<SlicedPlate, 'plate' | 'label'> } | { ok: false; message: string };

/** The print the keys describe, or why there is none. */
export function plateFromKeys(keys: SlicerKeys): PlateReading {
  const seconds = printSeconds(keys);
  const amounts = footerAmounts(keys) ?? bambuHeaderAmounts(keys) ?? curaAmounts(keys);
  if (seconds === null && (amounts === null || amounts.slots.length === 0)) {
    return { ok: false, message: slicingMessages.noNumbers };
  }
  const slots = amounts?.slots ?? [];
  if (slots.length > MAX_FILAMENT_SLOTS)
    return { ok: false, message: slicingMessages.tooManySlots(slots.length) };
  const notes: string[] = [];
  if (amounts && amounts.zeroDensity.length > 0)
    notes.push(slicingMessages.zeroDensity(slotList(amounts.zeroDensity)));
  if (amounts?.worked && amounts.worked.slots.length > 0) {
    const list = slotList(amounts.worked.slots);
    notes.push(
      amounts.worked.from === 'length' ? slicingMessages.curaLength(list) : slicingMessages.curaVolume(list),
    );
  }
  return {
    ok: true,
    plate: {
      seconds,
      filaments: slots.map((amount) => ({ ...amount, ...slotDetails(keys, amount.slot) })),
      notes,
    },
  };
}
