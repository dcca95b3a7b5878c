// PrusaSlicer's binary G-code (.bgcode, PrusaSlicer 2.7+), as prusa3d/libbgcode's
// doc/specifications.md defines it: a 10-byte file header ("GCDE", version, checksum type), then
// blocks, metadata first: each a header (type, compression, uncompressed size, and the compressed
// size unless uncompressed), its parameters (2 bytes: the encoding; 6 for a thumbnail), its data
// and, when the file has checksums, a 4-byte CRC32. Only the headers and the metadata blocks are
// read, up to the first G-code block. PrusaSlicer writes file and printer metadata uncompressed and
// print and slicer metadata with Deflate, a zlib stream (GCodeProcessor::s_binarizer_config,
// binarize.cpp compress: deflateInit); Heatshrink (compression 2, 3) is refused with a message.
// Keys: "Producer" (file metadata, GCode.cpp: "PrusaSlicer 2.7.0"); the print metadata's
// PrintStatistics keys and "estimated printing time (normal mode)" (GCodeProcessor.cpp); the
// slicer metadata's whole config (encode_full_config: filament_type, filament_colour, …).
import { inflate, type ByteSource } from './byte-source';
import { slicingMessages, type SlicedPlate } from './sliced-file';
import { addIniKeys, type SlicerKeys } from './slicer-keys';
import { plateFromKeys } from './slicer-numbers';

const BLOCK = {
  fileMetadata: 0,
  gcode: 1,
  slicerMetadata: 2,
  printerMetadata: 3,
  printMetadata: 4,
  thumbnail: 5,
};
const COMPRESSION = { none: 0, deflate: 1 };

export type BgcodeReading = { ok: true; slicer: string; plate: SlicedPlate } | { ok: false; message: string };

export const isBgcode = (head: Uint8Array) =>
  head.length >= 4 && head[0] === 0x47 && head[1] === 0x43 && head[2] === 0x44 && head[3] === 0x45; // GCDE

export async function readBgcode(source: ByteSource): Promise<BgcodeReading> {
  const fileHeader = await source.read(0, 10);
  if (fileHeader.length < 10) return { ok: false, message: slicingMessages.truncated };
  const view = new DataView(fileHeader.buffer, fileHeader.byteOffset, fileHeader.byteLength);
  const checksumBytes = view.getUint16(8, true) === 1 ? 4 : 0;
  const keys: SlicerKeys = new Map();
  let producer = '';
  let offset = 10;
  for (;;) {
    if (offset + 8 > source.size) return { ok: false, message: slicingMessages.truncated };
    const header = await source.read(offset, offset + 12);
    const block = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const type = block.getUint16(0, true);
    const compression = block.getUint16(2, true);
    const uncompressedSize = block.getUint32(4, true);
    const compressed = compression !== COMPRESSION.none;
    const headerSize = compressed ? 12 : 8;
    const dataSize = compressed ? block.getUint32(8, true) : uncompressedSize;
    const parametersSize = type === BLOCK.thumbnail ? 6 : 2;
    const dataStart = offset + headerSize + parametersSize;
    const blockEnd = dataStart + dataSize + checksumBytes;
    if (type === BLOCK.gcode) break;
    if (blockEnd > source.size) return { ok: false, message: slicingMessages.truncated };
    if (type !== BLOCK.thumbnail) {
      if (compressed && compression !== COMPRESSION.deflate) {
        return { ok: false, message: slicingMessages.compressedMetadata };
      }
      const stored = await source.read(dataStart, dataStart + dataSize);
      let data: Uint8Array;
      try {
        data = compressed ? await inflate(stored, 'deflate') : stored;
      } catch {
        return { ok: false, message: slicingMessages.truncated };
      }
      const text = new TextDecoder().decode(data);
      if (type === BLOCK.fileMetadata) producer = /^Producer=(.*)$/m.exec(text)?.[1]?.trim() ?? '';
      else if (
        type === BLOCK.printMetadata ||
        type === BLOCK.slicerMetadata ||
        type === BLOCK.printerMetadata
      ) {
        addIniKeys(text, keys);
      }
    }
    offset = blockEnd;
  }
  const reading = plateFromKeys(keys);
  if (!reading.ok) return reading;
  return { ok: true, slicer: producer, plate: { plate: null, label: 'G-code', ...reading.plate } };
}
