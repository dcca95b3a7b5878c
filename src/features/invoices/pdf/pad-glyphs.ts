/**
 * A TrueType font with every glyph's data padded to a multiple of 4 bytes (and a long 'loca').
 *
 * Why: @pdf-lib/fontkit's subsetter copies each glyph's bytes as the font's 'loca' delimits them
 * and, when the subset is small, writes a short 'loca', which stores offsets halved. A glyph of
 * odd length (Inter has many) then shifts every later glyph by a byte, and viewers draw most
 * letters blank, though the text still extracts. Padded glyphs keep every offset even. The
 * glyph outlines are untouched; the padding is what the TrueType spec recommends anyway.
 */
export function padGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables = new Map<string, { offset: number; length: number }>();
  const order: string[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
    order.push(tag);
  }
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const maxp = tables.get('maxp');
  if (!head || !loca || !glyf || !maxp) return font; // not a TrueType-outline font: leave it be

  const numGlyphs = view.getUint16(maxp.offset + 4);
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const glyphOffset = (index: number) =>
    longLoca ? view.getUint32(loca.offset + index * 4) : view.getUint16(loca.offset + index * 2) * 2;

  // The new glyf and loca.
  const pad4 = (length: number) => (length + 3) & ~3;
  let glyfLength = 0;
  for (let index = 0; index < numGlyphs; index += 1) {
    glyfLength += pad4(glyphOffset(index + 1) - glyphOffset(index));
  }
  const newGlyf = new Uint8Array(glyfLength);
  const newLoca = new Uint8Array((numGlyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let position = 0;
  for (let index = 0; index < numGlyphs; index += 1) {
    const start = glyf.offset + glyphOffset(index);
    const end = glyf.offset + glyphOffset(index + 1);
    locaView.setUint32(index * 4, position);
    newGlyf.set(font.subarray(start, end), position);
    position += pad4(end - start);
  }
  locaView.setUint32(numGlyphs * 4, position);

  const newHead = font.slice(head.offset, head.offset + head.length);
  const headView = new DataView(newHead.buffer);
  headView.setInt16(50, 1); // indexToLocFormat: long
  headView.setUint32(8, 0); // checkSumAdjustment, set below

  const contents = new Map<string, Uint8Array>(
    order.map((tag) => {
      const { offset, length } = tables.get(tag)!;
      const data =
        tag === 'glyf'
          ? newGlyf
          : tag === 'loca'
            ? newLoca
            : tag === 'head'
              ? newHead
              : font.subarray(offset, offset + length);
      return [tag, data];
    }),
  );

  const headerLength = 12 + numTables * 16;
  const total = order.reduce((sum, tag) => sum + pad4(contents.get(tag)!.length), headerLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = headerLength;
  let headOffset = 0;
  order.forEach((tag, index) => {
    const data = contents.get(tag)!;
    const record = 12 + index * 16;
    out.set(font.subarray(record, record + 4), record);
    out.set(data, offset);
    outView.setUint32(record + 4, checksum(out, offset, data.length));
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, data.length);
    if (tag === 'head') headOffset = offset;
    offset += pad4(data.length);
  });
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out, 0, out.length)) >>> 0);
  return out;
}

/** The TrueType checksum of a table: its uint32 words summed (the tail zero-padded). */
function checksum(bytes: Uint8Array, offset: number, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 4) {
    const word =
      ((bytes[offset + index] ?? 0) << 24) |
      ((index + 1 < length ? (bytes[offset + index + 1] ?? 0) : 0) << 16) |
      ((index + 2 < length ? (bytes[offset + index + 2] ?? 0) : 0) << 8) |
      (index + 3 < length ? (bytes[offset + index + 3] ?? 0) : 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}
