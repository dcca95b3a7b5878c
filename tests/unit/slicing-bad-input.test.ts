// What the reader says of files it cannot read (issue 32 part 4), and that it reads only the ends
// of a large file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memorySource, type ByteSource } from '@/domain/slicing/byte-source';
import { readSlicedFile } from '@/domain/slicing/read-sliced-file';
import { GCODE_WINDOW_BYTES, MAX_FILAMENT_SLOTS, slicingMessages } from '@/domain/slicing/sliced-file';
import { dhmsSeconds } from '@/domain/slicing/slicer-keys';
import {
  bambuGcode,
  BLOCK,
  bgcodeBlock,
  COMPRESSION,
  sliceInfo,
  zip,
} from '../../scripts/slicing-formats.mjs';

const FIXTURES = 'tests/fixtures/slicing';
const bytesOf = (name: string) => new Uint8Array(readFileSync(`${FIXTURES}/${name}`));
const text = (value: string) => new TextEncoder().encode(value);
const messageOf = async (bytes: Uint8Array, name = 'file') => {
  const outcome = await readSlicedFile(memorySource(bytes), name);
  return outcome.ok ? 'read' : outcome.message;
};

/**
 * A file of `size` bytes whose first and last bytes are `head` and `tail` and whose middle is
 * `filler` (never held in memory), counting what is read.
 */
function largeSource(size: number, head: Uint8Array, tail: Uint8Array, filler = 0x20) {
  const ranges: [number, number][] = [];
  const source: ByteSource & { ranges: typeof ranges } = {
    size,
    ranges,
    read: async (start, end) => {
      const stop = Math.min(end, size);
      ranges.push([start, stop]);
      const bytes = new Uint8Array(Math.max(0, stop - start)).fill(filler);
      for (let at = start; at < stop; at++) {
        if (at < head.length) bytes[at - start] = head[at]!;
        else if (at >= size - tail.length) bytes[at - start] = tail[at - (size - tail.length)]!;
      }
      return bytes;
    },
  };
  return source;
}
const TWO_GB = 2 * 1024 ** 3;

describe('files that are not sliced files', () => {
  it('an empty file', async () => {
    expect(await messageOf(new Uint8Array())).toBe(slicingMessages.empty);
  });

  it('an image', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(await messageOf(png, 'photo.png')).toBe(slicingMessages.notSliced);
  });

  it('a text that is no G-code', async () => {
    expect(await messageOf(text('name,grams\nBenchy,12\n'), 'spools.csv')).toBe(slicingMessages.notSliced);
  });

  it('a G-code from a slicer whose numbers are not known here', async () => {
    const gcode = text('; Simplify3D(R) Version 4.1.2\nG28\nG1 X10 Y10 E1\n');
    expect(await messageOf(gcode, 'part.gcode')).toBe(slicingMessages.noNumbers);
  });

  it('a zip that is no 3MF', async () => {
    expect(await messageOf(zip([['notes.txt', 'hello']]), 'archive.zip')).toBe(slicingMessages.notSliced);
  });
});

describe('files cut short', () => {
  const before = (name: string, line: string) => new TextDecoder().decode(bytesOf(name)).indexOf(line);
  it.each([
    ['prusaslicer-2.5-pla.gcode', (size: number) => Math.floor((size * 2) / 3)],
    ['prusaslicer-2.5-mmu.gcode', () => before('prusaslicer-2.5-mmu.gcode', '; filament_type')],
    ['cura-4.13-marlin.gcode', (size: number) => Math.floor((size * 2) / 3)],
    ['bambustudio-two-plates.gcode.3mf', (size: number) => Math.floor((size * 2) / 3)],
    ['bambustudio-plate.gcode', () => before('bambustudio-plate.gcode', 'M400')],
    ['orcaslicer-2.3-footer.gcode', () => before('orcaslicer-2.3-footer.gcode', '; CONFIG_BLOCK_END')],
  ])('%s cut short', async (name, cut) => {
    const bytes = bytesOf(name);
    expect(await messageOf(bytes.subarray(0, cut(bytes.length)), name)).toBe(slicingMessages.truncated);
  });

  it('a .bgcode whose metadata block is cut', async () => {
    const bytes = bytesOf('prusaslicer-2.5-pla.bgcode');
    expect(await messageOf(bytes.subarray(0, 400), 'part.bgcode')).toBe(slicingMessages.truncated);
  });
});

describe('numbers that cannot be used as they are', () => {
  it('a .bgcode whose metadata is compressed with Heatshrink', async () => {
    const ini = (lines: string) => new TextEncoder().encode(lines);
    // A print metadata block written with Deflate, then marked as Heatshrink 12/4 (both have a
    // 12-byte header), between a file header and a G-code block.
    const print = bgcodeBlock(BLOCK.printMetadata, ini('filament used [g]=2.03\n'), COMPRESSION.deflate);
    print.writeUInt16LE(3, 2);
    const bytes = Buffer.concat([
      Buffer.from('GCDE\x01\x00\x00\x00\x01\x00', 'latin1'),
      bgcodeBlock(BLOCK.fileMetadata, ini('Producer=PrusaSlicer 2.9.0\n'), COMPRESSION.none),
      print,
      bgcodeBlock(BLOCK.gcode, ini('G28\n'), COMPRESSION.none),
    ]);
    expect(await messageOf(new Uint8Array(bytes), 'part.bgcode')).toBe(slicingMessages.compressedMetadata);
  });

  it(`more than ${MAX_FILAMENT_SLOTS} filament slots`, async () => {
    const grams = Array.from({ length: 17 }, () => '1.00').join(', ');
    const gcode = text(
      `; generated by PrusaSlicer 2.9.0 on 2026-01-01 at 10:00:00 UTC\nG1 X1\n; filament used [g] = ${grams}\n` +
        '; estimated printing time (normal mode) = 1h 0m 0s\n; prusaslicer_config = begin\n; prusaslicer_config = end\n',
    );
    expect(await messageOf(gcode)).toBe(slicingMessages.tooManySlots(17));
  });

  it('OrcaSlicer 1.5’s two statements on one line', async () => {
    const gcode = text(
      '; HEADER_BLOCK_START\n; generated by OrcaSlicer 1.5.0 on 2023-01-01\n; HEADER_BLOCK_END\nG1 X1\n' +
        '; filament used [mm] = 196.11\n; filament cost = 0.01; total filament used [g] = 0.59\n' +
        '; estimated printing time (normal mode) = 2m 3s\n; CONFIG_BLOCK_START\n; filament_type = PLA\n; CONFIG_BLOCK_END\n',
    );
    const outcome = await readSlicedFile(memorySource(gcode), 'orca.gcode');
    expect(outcome.ok && outcome.file.plates[0]!.seconds).toBe(123);
    expect(outcome.ok && outcome.file.plates[0]!.filaments[0]!.meters).toBeCloseTo(0.19611, 5);
  });

  it.each([
    ['1d 2h 3m 4s', 93784],
    ['2h 0m 5s', 7205],
    ['9m 29s', 569],
    ['35s', 35],
    ['', null],
    ['soon', null],
  ])('reads the time "%s"', (value, seconds) => {
    expect(dhmsSeconds(value)).toBe(seconds);
  });
});

describe('a 2 GB file', () => {
  it('a 2 GB PrusaSlicer G-code is read from its ends only', async () => {
    const fixture = bytesOf('prusaslicer-2.5-mmu.gcode');
    const source = largeSource(
      TWO_GB,
      fixture.subarray(0, 20_000),
      fixture.subarray(fixture.length - 40_000),
    );
    const outcome = await readSlicedFile(source, 'huge.gcode');
    expect(outcome.ok && outcome.file.plates[0]!.seconds).toBe(5067);
    expect(outcome.ok && outcome.file.bytesRead).toBeLessThanOrEqual(2 * GCODE_WINDOW_BYTES + 4);
    expect(
      source.ranges.every(([start, end]) => start < GCODE_WINDOW_BYTES || end > TWO_GB - GCODE_WINDOW_BYTES),
    ).toBe(true);
  });

  it('a 2 GB file that is no G-code says so', async () => {
    const source = largeSource(TWO_GB, new Uint8Array([0x00, 0x01, 0x02]), new Uint8Array(), 0);
    expect(await readSlicedFile(source, 'disk.img')).toEqual({
      ok: false,
      message: slicingMessages.notSliced,
    });
  });

  it('a large .gcode.3mf: only the directory and slice_info.config are read', async () => {
    const plate = {
      index: 1,
      object: 'Big',
      modelSeconds: 100,
      totalSeconds: 200,
      layers: 5,
      used: [{ slot: 2, grams: 40 }],
    };
    const moves = 'G1 X10 Y10 E0.1\n'.repeat(400_000); // 6.4 MB, stored uncompressed
    const archive = zip(
      [
        ['Metadata/plate_1.gcode', bambuGcode({ version: '02.04.00.70', ...plate }) + moves],
        ['Metadata/slice_info.config', sliceInfo('02.04.00.70', [plate])],
        ['3D/3dmodel.model', '<model/>'],
      ],
      { store: true },
    );
    let bytesRead = 0;
    const inner = memorySource(archive);
    const outcome = await readSlicedFile(
      {
        size: inner.size,
        read: async (start, end) => {
          const bytes = await inner.read(start, end);
          bytesRead += bytes.length;
          return bytes;
        },
      },
      'big.gcode.3mf',
    );
    expect(outcome.ok && outcome.file.plates[0]!.seconds).toBe(200);
    expect(archive.length).toBeGreaterThan(6_000_000);
    expect(bytesRead).toBeLessThan(80_000);
  });
});
