// A text G-code: only its first and last GCODE_WINDOW_BYTES are read (the header and footer
// where slicers write their numbers), whatever the file's size.
import { GCODE_WINDOW_BYTES, slicingMessages, type SlicedPlate } from './sliced-file';
import { addCommentKeys, hasEnding, slicerOfText, type SlicerKeys } from './slicer-keys';
import { plateFromKeys } from './slicer-numbers';
import type { ByteSource } from './byte-source';

export type GcodeReading = { ok: true; slicer: string; plate: SlicedPlate } | { ok: false; message: string };

/** Whether the bytes look like text (a G-code) rather than an image, archive or program. */
export function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control <= sample.length / 100;
}

const decoder = () => new TextDecoder('utf-8', { fatal: false });

/** The text of the head up to its last whole line, and of the tail from its first whole line. */
async function ends(source: ByteSource): Promise<{ head: string; tail: string; headBytes: Uint8Array }> {
  const headBytes = await source.read(0, GCODE_WINDOW_BYTES);
  if (source.size <= GCODE_WINDOW_BYTES * 2) {
    const rest =
      source.size > headBytes.length ? await source.read(headBytes.length, source.size) : new Uint8Array();
    const text = decoder().decode(headBytes) + decoder().decode(rest);
    return { head: text, tail: text, headBytes };
  }
  const tailBytes = await source.read(source.size - GCODE_WINDOW_BYTES, source.size);
  const headText = decoder().decode(headBytes);
  const tailText = decoder().decode(tailBytes);
  return {
    head: headText.slice(0, headText.lastIndexOf('\n') + 1),
    tail: tailText.slice(tailText.indexOf('\n') + 1),
    headBytes,
  };
}

export async function readGcode(source: ByteSource): Promise<GcodeReading> {
  const { head, tail, headBytes } = await ends(source);
  if (!looksLikeText(headBytes)) return { ok: false, message: slicingMessages.notSliced };
  const slicer = slicerOfText(head);
  if (!hasEnding(slicer.family, head === tail ? head : head + tail))
    return { ok: false, message: slicingMessages.truncated };
  const keys: SlicerKeys = new Map();
  addCommentKeys(head, keys);
  addCommentKeys(tail, keys);
  const reading = plateFromKeys(keys);
  if (!reading.ok) {
    // A text without G-code moves is some other file (a note, a CSV), not a G-code of a slicer unknown here.
    const isGcode = slicer.family !== 'unknown' || /^G[0-3] /m.test(head);
    return { ok: false, message: isGcode ? reading.message : slicingMessages.notSliced };
  }
  return { ok: true, slicer: slicer.label, plate: { plate: null, label: 'G-code', ...reading.plate } };
}
