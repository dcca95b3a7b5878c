// Bambu Studio's and OrcaSlicer's .gcode.3mf: a zip whose Metadata/slice_info.config lists each
// sliced plate (bambulab/BambuStudio src/libslic3r/Format/bbs_3mf.cpp,
// _BBS_3MF_Exporter::_add_slice_info_config_file_to_archive): a <header> with the
// "X-BBL-Client-Version" item, then per plate <metadata key="index"> (from 1),
// key="prediction" (whole seconds, PartPlate's get_gcode_prediction_str), key="weight" (grams),
// <object … name="…"> per object, and one <filament id="…" type="…" color="#RRGGBB"
// used_m="…" used_g="…"/> per used filament (id from 1; used_m/used_g fixed to 2 decimals).
// Only that entry is inflated; the plates' G-code (Metadata/plate_N.gcode) is never read. A
// project saved before slicing (any slicer's .3mf) has no plate there, or no slice_info.config.
import { slicingMessages, slotList, type SlicedFilament, type SlicedPlate } from './sliced-file';
import { normalizeHex } from './slicer-numbers';
import { MAX_FILAMENT_SLOTS } from './slots';
import { readZipEntry, ZipTruncatedError, zipEntries } from './zip-entries';
import type { ByteSource } from './byte-source';

const SLICE_INFO = 'Metadata/slice_info.config';

export type ThreeMfReading =
  { ok: true; slicer: string; plates: SlicedPlate[] } | { ok: false; message: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/** The attributes of one XML tag's text. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) found[match[1]!] = unescape(match[2]!);
  return found;
}

const tags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => attributes(m[0]));

const amount = (text: string | undefined) => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** The plates of a slice_info.config. */
export function platesOfSliceInfo(xml: string): { version: string; plates: SlicedPlate[] } {
  const version = tags(xml, 'header_item').find((item) => item.key === 'X-BBL-Client-Version')?.value ?? '';
  const plates: SlicedPlate[] = [];
  for (const match of xml.matchAll(/<plate>([\s\S]*?)<\/plate>/g)) {
    const body = match[1]!;
    const metadata = Object.fromEntries(tags(body, 'metadata').map((item) => [item.key, item.value]));
    const index = Number(metadata.index);
    const prediction = Number(metadata.prediction);
    const filaments: SlicedFilament[] = tags(body, 'filament')
      .map((filament) => ({
        slot: Number(filament.id),
        material: filament.type ?? '',
        colorHex: normalizeHex(filament.color),
        profile: '',
        grams: amount(filament.used_g),
        meters: amount(filament.used_m),
      }))
      .filter((filament) => Number.isInteger(filament.slot) && filament.slot > 0);
    const objects = tags(body, 'object')
      .map((object) => object.name ?? '')
      .filter(Boolean);
    const number = Number.isInteger(index) && index > 0 ? index : plates.length + 1;
    const names = objects.length > 3 ? `${objects.slice(0, 3).join(', ')}…` : objects.join(', ');
    const zeroGrams = filaments.filter((filament) => filament.grams === null && filament.meters !== null);
    plates.push({
      plate: number,
      label: names ? `Plate ${number}: ${names}` : `Plate ${number}`,
      seconds: Number.isFinite(prediction) && prediction >= 0 ? Math.round(prediction) : null,
      filaments,
      notes: zeroGrams.length
        ? [slicingMessages.zeroDensity(slotList(zeroGrams.map((filament) => filament.slot)))]
        : [],
    });
  }
  return { version, plates };
}

export async function readGcode3mf(source: ByteSource): Promise<ThreeMfReading> {
  try {
    const entries = await zipEntries(source);
    const sliceInfo = entries.get(SLICE_INFO);
    if (!sliceInfo) {
      return {
        ok: false,
        message: entries.has('3D/3dmodel.model')
          ? slicingMessages.unslicedProject
          : slicingMessages.notSliced,
      };
    }
    const { version, plates } = platesOfSliceInfo(
      new TextDecoder().decode(await readZipEntry(source, sliceInfo)),
    );
    if (plates.length === 0) return { ok: false, message: slicingMessages.unslicedProject };
    const crowded = plates.find((plate) => plate.filaments.length > MAX_FILAMENT_SLOTS);
    if (crowded) return { ok: false, message: slicingMessages.tooManySlots(crowded.filaments.length) };
    return {
      ok: true,
      slicer: version ? `Bambu Studio/OrcaSlicer ${version}` : 'Bambu Studio/OrcaSlicer',
      plates,
    };
  } catch (error) {
    if (error instanceof ZipTruncatedError) return { ok: false, message: slicingMessages.truncated };
    throw error;
  }
}
