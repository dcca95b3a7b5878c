// The entries of a zip (a 3MF is one), read from its central directory at the end of the file
// (PKWARE APPNOTE: end of central directory record, Zip64 locator and record, central directory
// headers, local headers), so an entry is read alone without reading the rest.
import { inflate, type ByteSource } from './byte-source';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/** Thrown when the zip ends early or its directory points outside it. */
export class ZipTruncatedError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;

export const isZip = (head: Uint8Array) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04; // PK\3\4

const dataView = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const u64 = (view: DataView, at: number) => Number(view.getBigUint64(at, true));

/** Where the central directory is and how long, from the end records. */
async function directoryPlace(source: ByteSource): Promise<{ offset: number; size: number }> {
  const tailStart = Math.max(0, source.size - (22 + MAX_COMMENT));
  const tail = await source.read(tailStart, source.size);
  const view = dataView(tail);
  for (let at = tail.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    let size = view.getUint32(at + 12, true);
    let offset = view.getUint32(at + 16, true);
    if (
      (size === 0xffffffff || offset === 0xffffffff) &&
      at >= 20 &&
      view.getUint32(at - 20, true) === ZIP64_LOCATOR
    ) {
      const recordOffset = u64(view, at - 20 + 8);
      const record = dataView(await source.read(recordOffset, recordOffset + 56));
      if (record.byteLength < 56 || record.getUint32(0, true) !== ZIP64_END) throw new ZipTruncatedError();
      size = u64(record, 40);
      offset = u64(record, 48);
    }
    if (offset + size > source.size) throw new ZipTruncatedError();
    return { offset, size };
  }
  throw new ZipTruncatedError();
}

/** The zip's entries, by name. */
export async function zipEntries(source: ByteSource): Promise<Map<string, ZipEntry>> {
  const place = await directoryPlace(source);
  const directory = await source.read(place.offset, place.offset + place.size);
  const view = dataView(directory);
  const entries = new Map<string, ZipEntry>();
  let at = 0;
  while (at + 46 <= directory.length && view.getUint32(at, true) === DIRECTORY_ENTRY) {
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength));
    let compressedSize = view.getUint32(at + 20, true);
    let size = view.getUint32(at + 24, true);
    let localHeaderOffset = view.getUint32(at + 42, true);
    // Zip64 extended information (header 0x0001): the 64-bit values of the fields set to 0xFFFFFFFF, in order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = view.getUint16(extra, true);
      const length = view.getUint16(extra + 2, true);
      if (id === 0x0001) {
        let field = extra + 4;
        if (size === 0xffffffff) {
          size = u64(view, field);
          field += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = u64(view, field);
          field += 8;
        }
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = u64(view, field);
      }
      extra += 4 + length;
    }
    entries.set(name, {
      name,
      method: view.getUint16(at + 10, true),
      compressedSize,
      size,
      localHeaderOffset,
    });
    at = extraEnd + commentLength;
  }
  return entries;
}

/** One entry's bytes, inflated: only its local header and data are read. */
export async function readZipEntry(source: ByteSource, entry: ZipEntry): Promise<Uint8Array> {
  const local = await source.read(entry.localHeaderOffset, entry.localHeaderOffset + 30);
  const view = dataView(local);
  if (local.length < 30 || view.getUint32(0, true) !== LOCAL_HEADER) throw new ZipTruncatedError();
  const start = entry.localHeaderOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  if (start + entry.compressedSize > source.size) throw new ZipTruncatedError();
  const stored = await source.read(start, start + entry.compressedSize);
  if (entry.method === 0) return stored;
  try {
    return await inflate(stored, 'deflate-raw');
  } catch {
    throw new ZipTruncatedError();
  }
}
