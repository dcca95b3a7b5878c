// The sliced-file formats the fixtures, the unit tests and the benchmark build (issue 32):
// libbgcode's binary G-code, a zip (a 3MF is one), and Bambu Studio's and OrcaSlicer's G-code and
// slice_info.config as their sources write them. scripts/make-slicer-fixtures.mjs says where each
// comes from; tests/fixtures/slicing/README.md names the source of every key.
import zlib from 'node:zlib';

// ---------- libbgcode's format (doc/specifications.md) ----------
export const BLOCK = { fileMetadata: 0, gcode: 1, slicerMetadata: 2, printerMetadata: 3, printMetadata: 4 };
export const COMPRESSION = { none: 0, deflate: 1 };

export function u16(value) {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}
export function u32(value) {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
}

/** One block: header, parameters (encoding 0), data, CRC32 of the three (binarize.cpp write). */
export function bgcodeBlock(type, data, compression) {
  // Deflate is zlib's deflate() stream (binarize.cpp compress: deflateInit), not raw deflate.
  const stored = compression === COMPRESSION.deflate ? zlib.deflateSync(data) : data;
  const header = Buffer.concat([
    u16(type),
    u16(compression),
    u32(data.length),
    ...(compression === COMPRESSION.none ? [] : [u32(stored.length)]),
  ]);
  const body = Buffer.concat([header, u16(0), stored]);
  return Buffer.concat([body, u32(zlib.crc32(body))]);
}

/** INI encoding of metadata: key=value lines (binarize.cpp encode_metadata). */
const ini = (pairs) => Buffer.from(pairs.map(([key, value]) => `${key}=${value}\n`).join(''));

/** PrusaSlicer's text G-code as PrusaSlicer 2.7+ would have written it in binary. */
export function toBgcode(text, producer) {
  const lines = text.split('\n');
  const footerValue = (key) => {
    const line = lines.find((entry) => entry.startsWith(`; ${key} = `));
    return line === undefined ? null : line.slice(key.length + 5);
  };
  const begin = lines.indexOf('; prusaslicer_config = begin');
  const end = lines.indexOf('; prusaslicer_config = end');
  // encode_full_config: the config's key/value pairs, sorted by key.
  const config = lines
    .slice(begin + 1, end)
    .map((line) => /^; ([^=]+?) = (.*)$/.exec(line))
    .filter(Boolean)
    .map((match) => [match[1], match[2]])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const configValue = (key) => config.find(([name]) => name === key)?.[1];
  const stats = [
    'filament used [mm]',
    'filament used [cm3]',
    'filament used [g]',
    'filament cost',
    'total filament used [g]',
    'total filament cost',
    'total filament used for wipe tower [g]',
  ];
  const present = (keys) => keys.map((key) => [key, footerValue(key)]).filter(([, value]) => value !== null);
  const times = present(['estimated printing time (normal mode)', 'estimated printing time (silent mode)']);
  // GCodeProcessor.cpp: print metadata holds the statistics and times; GCode.cpp copies these
  // config keys into the printer metadata, after which GCodeProcessor adds the statistics again.
  const duplicated = [
    'printer_model',
    'filament_type',
    'nozzle_diameter',
    'bed_temperature',
    'brim_width',
    'fill_density',
    'layer_height',
    'temperature',
    'ironing',
    'support_material',
    'extruder_colour',
  ];
  const printer = [
    ...duplicated.filter((key) => configValue(key) !== undefined).map((key) => [key, configValue(key)]),
    ...present(['filament used [mm]', 'filament used [g]', 'filament cost', 'filament used [cm3]']),
    ...present(['total filament used for wipe tower [g]']),
    ...times.filter(([key]) => key.includes('normal')),
  ];
  const print = [...present(stats), ...present(['total toolchanges']), ...times];
  // The G-code blocks hold the moves only: statistics and config live in the metadata blocks.
  const statsStart = lines.findIndex((line) => line.startsWith('; filament used [mm] = '));
  const gcode = lines.slice(0, statsStart).join('\n');
  const gcodeBlocks = [];
  for (let start = 0; start < gcode.length; start += 65536) {
    gcodeBlocks.push(bgcodeBlock(BLOCK.gcode, Buffer.from(gcode.slice(start, start + 65536)), 0));
  }
  return Buffer.concat([
    Buffer.from('GCDE'),
    u32(1), // version
    u16(1), // CRC32
    bgcodeBlock(BLOCK.fileMetadata, ini([['Producer', producer]]), COMPRESSION.none),
    bgcodeBlock(BLOCK.printerMetadata, ini(printer), COMPRESSION.none),
    bgcodeBlock(BLOCK.printMetadata, ini(print), COMPRESSION.deflate),
    bgcodeBlock(BLOCK.slicerMetadata, ini(config), COMPRESSION.deflate),
    ...gcodeBlocks,
  ]);
}

// ---------- zip (a .3mf / .gcode.3mf is one) ----------
/** A zip of [name, content] entries, deflated (or stored, `{ store: true }`, to make a large file). */
export function zip(entries, { store = false } = {}) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const deflated = store ? data : zlib.deflateRawSync(data);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const common = Buffer.concat([
      u16(20), // version needed
      u16(0), // flags
      u16(store ? 0 : 8), // stored or deflated
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(crc),
      u32(deflated.length),
      u32(data.length),
      u16(fileName.length),
      u16(0), // extra
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, fileName, deflated]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        common,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        fileName,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

// ---------- Bambu Studio and OrcaSlicer, from their sources ----------
const FILAMENT_AREA = Math.PI * 0.875 * 0.875; // mm² of 1.75 mm filament
const two = (value) => value.toFixed(2);
/** get_time_dhms (libslic3r/Utils.hpp): "1h 2m 3s", "2m 3s", "3s". */
export function dhms(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}

/** The two plates of the fixture .gcode.3mf (and the benchmark's): slots 1 and 3 on one, 4 on the other. */
export const TWO_PLATES = [
  {
    index: 1,
    object: 'Gear',
    modelSeconds: 2527,
    totalSeconds: 3521,
    layers: 60,
    used: [
      { slot: 1, grams: 12.34 },
      { slot: 3, grams: 3.21 },
    ],
  },
  {
    index: 2,
    object: 'Knob',
    modelSeconds: 1210,
    totalSeconds: 1802,
    layers: 40,
    used: [{ slot: 4, grams: 6.5 }],
  },
];

// Four filaments set up in the project, two of them used (slots 1 and 3).
export const BAMBU_FILAMENTS = [
  { type: 'PLA', colour: '#FFFFFF', density: 1.26, settings: 'Bambu PLA Basic @BBL X1C' },
  { type: 'PLA', colour: '#000000', density: 1.26, settings: 'Bambu PLA Basic @BBL X1C' },
  { type: 'PETG', colour: '#C12E1F', density: 1.25, settings: 'Bambu PETG HF @BBL X1C' },
  { type: 'PLA', colour: '#00AE42', density: 1.26, settings: 'Bambu PLA Basic @BBL X1C' },
];

/**
 * A Bambu Studio plate's G-code head: HEADER_BLOCK (GCode.cpp _do_export) with the placeholders
 * GCodeProcessor.cpp fills ("; model printing time: …; total estimated time: …", and
 * format_filament_used_info: "; total filament length [mm] : a,b" for the used filaments only,
 * "[cm^3]" holding mm³ as the source computes it), "; filament: 1,3" (used filaments, from 1),
 * then CONFIG_BLOCK (append_full_config: "; key = value", string vectors joined with ';').
 */
export function bambuGcode({ version, modelSeconds, totalSeconds, used, layers }) {
  const grams = used.map((entry) => entry.grams);
  const volumes = used.map((entry) => (entry.grams / BAMBU_FILAMENTS[entry.slot - 1].density) * 1000);
  const lengths = volumes.map((volume) => volume / FILAMENT_AREA);
  const serialize = (values) => values.join(',');
  return [
    '; HEADER_BLOCK_START',
    `; BambuStudio ${version}`,
    `; model printing time: ${dhms(modelSeconds)}; total estimated time: ${dhms(totalSeconds)}`,
    `; total layer number: ${layers}`,
    `; total filament length [mm] : ${lengths.map(two).join(',')}`,
    `; total filament volume [cm^3] : ${volumes.map(two).join(',')}`,
    `; total filament weight [g] : ${grams.map(two).join(',')}`,
    `; filament_density: ${serialize(BAMBU_FILAMENTS.map((filament) => filament.density))}`,
    `; filament_diameter: ${serialize(BAMBU_FILAMENTS.map(() => 1.75))}`,
    '; max_z_height: 12.00',
    `; filament: ${used.map((entry) => entry.slot).join(',')}`,
    '; HEADER_BLOCK_END',
    '',
    '; CONFIG_BLOCK_START',
    `; filament_colour = ${BAMBU_FILAMENTS.map((filament) => filament.colour).join(';')}`,
    `; filament_density = ${serialize(BAMBU_FILAMENTS.map((filament) => filament.density))}`,
    `; filament_diameter = ${serialize(BAMBU_FILAMENTS.map(() => 1.75))}`,
    `; filament_settings_id = ${BAMBU_FILAMENTS.map((filament) => `"${filament.settings}"`).join(';')}`,
    `; filament_type = ${BAMBU_FILAMENTS.map((filament) => filament.type).join(';')}`,
    '; printer_model = Bambu Lab X1 Carbon',
    '; printer_settings_id = Bambu Lab X1 Carbon 0.4 nozzle',
    '; CONFIG_BLOCK_END',
    '',
    '; EXECUTABLE_BLOCK_START',
    'M73 P0 R58',
    'G28',
    'M400',
    '; EXECUTABLE_BLOCK_END',
    '',
  ].join('\n');
}

/**
 * slice_info.config as bbs_3mf.cpp _add_slice_info_config_file_to_archive writes it: a header of
 * the client version, then per sliced plate "index", "prediction" (whole seconds),
 * "weight" (grams) and one <filament> per used filament with id (from 1), type, color, used_m and
 * used_g (fixed, 2 decimals).
 */
export function sliceInfo(version, plates) {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<config>',
    '  <header>',
    '    <header_item key="X-BBL-Client-Type" value="slicer"/>',
    `    <header_item key="X-BBL-Client-Version" value="${version}"/>`,
    '  </header>',
  ];
  for (const plate of plates) {
    const weight = plate.used.reduce((sum, entry) => sum + entry.grams, 0);
    lines.push(
      '  <plate>',
      `    <metadata key="index" value="${plate.index}"/>`,
      '    <metadata key="printer_model_id" value="BL-P001"/>',
      '    <metadata key="nozzle_diameters" value="0.4"/>',
      '    <metadata key="timelapse_type" value="0"/>',
      `    <metadata key="prediction" value="${plate.totalSeconds}"/>`,
      `    <metadata key="weight" value="${two(weight)}"/>`,
      '    <metadata key="outside" value="false"/>',
      '    <metadata key="support_used" value="false"/>',
      '    <metadata key="label_object_enabled" value="true"/>',
      `    <object identify_id="${100 + plate.index}" name="${plate.object}" skipped="false" />`,
    );
    for (const entry of plate.used) {
      const filament = BAMBU_FILAMENTS[entry.slot - 1];
      const meters = ((entry.grams / filament.density) * 1000) / FILAMENT_AREA / 1000;
      lines.push(
        `    <filament id="${entry.slot}" tray_info_idx="GFA00" type="${filament.type}" color="${filament.colour}" used_m="${two(meters)}" used_g="${two(entry.grams)}" />`,
      );
    }
    lines.push('  </plate>');
  }
  lines.push('</config>', '');
  return lines.join('\n');
}

/**
 * An OrcaSlicer G-code for a printer that is not Bambu's: the header block without the time
 * (GCode.cpp: only for BBL printers), the PrusaSlicer-style footer
 * (DoExport::update_print_stats_and_format_filament_stats, then "; total filament used [g]",
 * "; total filament cost", "; total layers count", "; estimated printing time (normal mode)"),
 * and the CONFIG_BLOCK at the end.
 */
export function orcaGcode() {
  const filaments = [
    { grams: 18.42, density: 1.24, cost: 24.99 },
    { grams: 0, density: 1.24, cost: 24.99 },
  ];
  const volumes = filaments.map((filament) => (filament.grams / filament.density) * 1000);
  const lengths = volumes.map((volume) => volume / FILAMENT_AREA);
  return [
    '; HEADER_BLOCK_START',
    '; generated by OrcaSlicer 2.3.1 on 2026-11-20 at 10:12:44',
    '; total layer number: 90',
    '; filament_density: 1.24,1.24',
    '; filament_diameter: 1.75,1.75',
    '; max_z_height: 18.00',
    '; HEADER_BLOCK_END',
    '',
    '; EXECUTABLE_BLOCK_START',
    'G28',
    'M400',
    '; EXECUTABLE_BLOCK_END',
    '',
    `; filament used [mm] = ${lengths.map(two).join(', ')}`,
    `; filament used [cm3] = ${volumes.map((volume) => two(volume / 1000)).join(', ')}`,
    // Only filaments with a weight are appended (the source's `if (filament_weight > 0.)`).
    `; filament used [g] = ${two(filaments[0].grams)}`,
    `; filament cost = ${two((filaments[0].grams * filaments[0].cost) / 1000)}`,
    `; total filament used [g] = ${two(filaments[0].grams)}`,
    `; total filament cost = ${two((filaments[0].grams * filaments[0].cost) / 1000)}`,
    '; total layers count = 90',
    `; estimated printing time (normal mode) = ${dhms(4321)}`,
    '',
    '; CONFIG_BLOCK_START',
    '; filament_colour = #F2754E;#FFFFFF',
    '; filament_cost = 24.99,24.99',
    '; filament_density = 1.24,1.24',
    '; filament_diameter = 1.75,1.75',
    '; filament_settings_id = "Generic PLA @Voron";"Generic PLA @Voron"',
    '; filament_type = PLA;PLA',
    '; printer_settings_id = Voron 2.4 300 0.4 nozzle',
    '; CONFIG_BLOCK_END',
    '',
    '',
  ].join('\n');
}
