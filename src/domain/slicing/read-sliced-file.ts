// Reads a sliced file by what its first bytes are, not its name: "GCDE" is a binary G-code,
// "PK\3\4" a 3MF (a zip), text a G-code. Only the parts that hold the numbers are read.
import { readBgcode, isBgcode } from './bgcode-reader';
import { RecordingSource, type ByteSource } from './byte-source';
import { readGcode3mf } from './gcode-3mf-reader';
import { readGcode } from './gcode-reader';
import { slicingMessages, type SlicedFileOutcome, type SlicedFormat, type SlicedPlate } from './sliced-file';
import { isZip } from './zip-entries';

export async function readSlicedFile(source: ByteSource, fileName: string): Promise<SlicedFileOutcome> {
  if (source.size === 0) return { ok: false, message: slicingMessages.empty };
  const recording = new RecordingSource(source);
  let reading:
    | { ok: true; slicer: string; plates: SlicedPlate[]; format: SlicedFormat }
    | { ok: false; message: string };
  try {
    const head = await recording.read(0, 4);
    if (isBgcode(head)) {
      const bgcode = await readBgcode(recording);
      reading = bgcode.ok
        ? { ok: true, slicer: bgcode.slicer, plates: [bgcode.plate], format: 'bgcode' }
        : bgcode;
    } else if (isZip(head)) {
      const threeMf = await readGcode3mf(recording);
      reading = threeMf.ok ? { ...threeMf, format: 'gcode.3mf' } : threeMf;
    } else {
      const gcode = await readGcode(recording);
      reading = gcode.ok ? { ok: true, slicer: gcode.slicer, plates: [gcode.plate], format: 'gcode' } : gcode;
    }
  } catch {
    return { ok: false, message: slicingMessages.unreadable };
  }
  if (!reading.ok) return reading;
  return {
    ok: true,
    file: {
      fileName,
      format: reading.format,
      slicer: reading.slicer,
      plates: reading.plates,
      hash: await recording.hash(),
      bytesRead: recording.bytesRead,
    },
  };
}
