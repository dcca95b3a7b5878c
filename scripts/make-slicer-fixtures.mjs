#!/usr/bin/env node
// Makes the sliced-file fixtures of tests/fixtures/slicing/ (issue 32) with real slicers, and
// builds the formats no slicer on this machine writes from their sources' definitions:
//
//   prusa-slicer (Debian's 2.5) slices PrusaSlicer's own sample shapes headless (no display is
//   needed with --export-gcode; --datadir keeps it away from the user's profiles);
//   CuraEngine (Debian's 4.13) slices them with Cura's machine definitions: the Debian package
//   `cura` holds them (/usr/share/cura/resources); where it is not installed this script fetches
//   the .deb with `apt-get download cura` and unpacks only its resources into a temp folder.
//   PrusaSlicer 2.5 writes no binary G-code (2.7 added it): the .bgcode fixtures are its text
//   G-code put into libbgcode's format (doc/specifications.md) the way PrusaSlicer 2.7+ fills
//   the metadata blocks (GCode.cpp, GCodeProcessor.cpp) and compresses them by default
//   (GCodeProcessor::s_binarizer_config: file and printer metadata none, print and slicer
//   metadata deflate).
//   Bambu Studio and OrcaSlicer have no Debian package: their fixtures are written here line by
//   line as their sources write them (each key's source is named beside it below and in the
//   fixture README).
//
// Files bigger than 96 KB keep their first 24 KB and last 48 KB (whole lines): the header and the
// footer are exactly as the slicer wrote them, the moves in between are replaced by one comment
// line saying how many were removed. The slicers' own summaries (PrusaSlicer's footer lines,
// CuraEngine's log of the header it computed and its "Print time (s)" and "Filament" lines) are
// written to tests/fixtures/slicing/summaries.txt; the unit tests check the reader against them.
//
//   node scripts/make-slicer-fixtures.mjs [--out tests/fixtures/slicing]
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bambuGcode, orcaGcode, sliceInfo, toBgcode, TWO_PLATES, zip } from './slicing-formats.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const out = path.resolve(argument('--out', 'tests/fixtures/slicing'));
const work = mkdtempSync(path.join(os.tmpdir(), 'slicer-fixtures-'));
const SHAPES = '/usr/share/PrusaSlicer/shapes';
const summaries = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}\n${result.stdout}`,
    );
  }
  return `${result.stdout}\n${result.stderr}`;
}

function need(command, hint) {
  if (spawnSync('which', [command]).status !== 0) {
    console.error(`${command} is missing: ${hint}`);
    process.exit(1);
  }
}

// ---------- trimming ----------
const TRIM_ABOVE = 96 * 1024;
const KEEP_HEAD = 24 * 1024;
const KEEP_TAIL = 48 * 1024;

/** The text with its middle replaced by one comment line, cut at line ends (small files stay whole). */
function trimmed(text) {
  if (Buffer.byteLength(text) <= TRIM_ABOVE) return text;
  const headEnd = text.indexOf('\n', KEEP_HEAD) + 1;
  const tailStart = text.lastIndexOf('\n', text.length - KEEP_TAIL) + 1;
  const removed = text.slice(headEnd, tailStart);
  const lines = removed.split('\n').length - 1;
  return (
    text.slice(0, headEnd) +
    `; make-slicer-fixtures: ${lines} lines (${Buffer.byteLength(removed)} bytes) of moves removed here\n` +
    text.slice(tailStart)
  );
}

function write(name, content) {
  writeFileSync(path.join(out, name), content);
  console.log(`  ${name} (${Buffer.byteLength(content)} bytes)`);
}

// ---------- PrusaSlicer ----------
// A printer and filaments as an ini (PrusaSlicer's CLI does not read vendor bundles): the keys are
// PrusaSlicer's own (PrintConfig.cpp); vectors of floats are written with ',' and of strings with ';'.
const PRUSA_PRINTER = `
bed_shape = 0x0,250x0,250x210,0x210
max_print_height = 210
gcode_flavor = marlin2
printer_settings_id = Original Prusa i3 MK3S (fixture)
print_settings_id = 0.20mm QUALITY (fixture)
layer_height = 0.2
first_layer_height = 0.2
fill_density = 15%
`;
const PRUSA_PLA = `
nozzle_diameter = 0.4
filament_diameter = 1.75
filament_type = PLA
filament_colour = #FF8000
filament_density = 1.24
filament_cost = 25.4
filament_settings_id = "Prusament PLA Orange"
temperature = 215
first_layer_temperature = 215
bed_temperature = 60
first_layer_bed_temperature = 60
`;
// Two filaments through one nozzle (an MMU): walls in slot 1, infill in slot 2, with a wipe tower.
const PRUSA_MMU = `
nozzle_diameter = 0.4,0.4
filament_diameter = 1.75,1.75
filament_type = PLA;PETG
filament_colour = #FF8000;#1E90FF
extruder_colour = "";""
filament_density = 1.24,1.27
filament_cost = 25.4,27.82
filament_settings_id = "Prusament PLA Orange";"Prusament PETG Blue"
temperature = 215,240
first_layer_temperature = 215,240
bed_temperature = 60,80
first_layer_bed_temperature = 60,80
single_extruder_multi_material = 1
wipe_tower = 1
use_relative_e_distances = 1
layer_gcode = G92 E0
perimeter_extruder = 1
infill_extruder = 2
solid_infill_extruder = 2
`;

function prusaSlice(name, ini, model, extra = []) {
  const iniPath = path.join(work, `${name}.ini`);
  writeFileSync(iniPath, ini);
  const gcodePath = path.join(work, `${name}.gcode`);
  const args = ['--datadir', path.join(work, 'prusa-data'), '--export-gcode', '--scale', '0.6'];
  if (ini.trim()) args.push('--load', iniPath);
  run('prusa-slicer', [...args, ...extra, '-o', gcodePath, model]);
  const text = readFileSync(gcodePath, 'utf8');
  const footer = text
    .split('\n')
    .filter((line) =>
      /^; (total )?filament (used|cost)|^; estimated printing time|^; generated by/.test(line),
    );
  summaries.push(`${name}.gcode (PrusaSlicer's own lines)`, ...footer.map((line) => `  ${line}`), '');
  return text;
}

// ---------- CuraEngine ----------
function curaResources() {
  for (const candidate of [process.env.CURA_RESOURCES, '/usr/share/cura/resources']) {
    if (candidate && existsSync(path.join(candidate, 'definitions', 'fdmprinter.def.json'))) return candidate;
  }
  console.log('  Cura machine definitions not installed: apt-get download cura (resources only)');
  const debs = path.join(work, 'cura-deb');
  mkdirSync(debs);
  run('apt-get', ['download', 'cura'], { cwd: debs });
  const deb = readdirSync(debs).find((file) => file.endsWith('.deb'));
  run('dpkg-deb', ['-x', path.join(debs, deb), path.join(debs, 'x')]);
  return path.join(debs, 'x', 'usr', 'share', 'cura', 'resources');
}

/**
 * Slices with CuraEngine and puts the header it computed after slicing at the top, as Cura's
 * front end does with the prefix CuraEngine sends it (FffGcodeWriter::finalize): on the command
 * line CuraEngine writes placeholders there (;TIME:6666) and logs the real header instead.
 */
function curaSlice(name, resources, definition, args) {
  const gcodePath = path.join(work, `${name}.gcode`);
  const env = {
    ...process.env,
    CURA_ENGINE_SEARCH_PATH: `${resources}/definitions:${resources}/extruders`,
  };
  const log = run(
    'CuraEngine',
    ['slice', '-v', '-j', `${resources}/definitions/${definition}`, ...args, '-o', gcodePath],
    { env },
  );
  const header = /Gcode header after slicing:\n([\s\S]*?)End of gcode header\./.exec(log)?.[1];
  if (!header) throw new Error('CuraEngine logged no header');
  const text = readFileSync(gcodePath, 'utf8');
  const placeholderEnd = text.indexOf('\n\n;Generated with Cura_SteamEngine');
  const summary = log.split('\n').filter((line) => /^(Print time|Filament)/.test(line));
  summaries.push(`${name}.gcode (CuraEngine's log)`, ...summary.map((line) => `  ${line}`), '');
  return header + text.slice(placeholderEnd + 1);
}

// ---------- main ----------
need('prusa-slicer', 'apt-get install prusa-slicer');
need('CuraEngine', 'apt-get install cura-engine');
mkdirSync(out, { recursive: true });
console.log(`Writing fixtures to ${out}`);
try {
  const pla = prusaSlice('prusaslicer-2.5-pla', PRUSA_PRINTER + PRUSA_PLA, `${SHAPES}/box.stl`);
  write('prusaslicer-2.5-pla.gcode', trimmed(pla));
  write('prusaslicer-2.5-pla.bgcode', toBgcode(trimmed(pla), 'PrusaSlicer 2.5.0'));
  const mmu = prusaSlice('prusaslicer-2.5-mmu', PRUSA_PRINTER + PRUSA_MMU, `${SHAPES}/cylinder.stl`);
  write('prusaslicer-2.5-mmu.gcode', trimmed(mmu));
  write('prusaslicer-2.5-mmu.bgcode', toBgcode(trimmed(mmu), 'PrusaSlicer 2.5.0'));
  // PrusaSlicer's defaults: no filament density, so it writes 0.00 g.
  const noDensity = prusaSlice('prusaslicer-2.5-no-density', '', `${SHAPES}/pyramid.stl`);
  write('prusaslicer-2.5-no-density.gcode', trimmed(noDensity));
  // A project saved before slicing: a 3MF with the model and no G-code.
  const project = path.join(work, 'project.3mf');
  run('prusa-slicer', [
    '--datadir',
    path.join(work, 'prusa-data'),
    '--export-3mf',
    '-o',
    project,
    `${SHAPES}/box.stl`,
  ]);
  write('prusaslicer-2.5-project.3mf', readFileSync(project));

  const resources = curaResources();
  const marlin = curaSlice('cura-4.13-marlin', resources, 'creality_ender3.def.json', [
    '-s',
    'center_object=true',
    '-l',
    `${SHAPES}/box.stl`,
  ]);
  write('cura-4.13-marlin.gcode', trimmed(marlin));
  const griffin = curaSlice('cura-4.13-griffin-dual', resources, 'ultimaker_s5.def.json', [
    '-s',
    'center_object=true',
    '-l',
    `${SHAPES}/box.stl`,
    '-s',
    'extruder_nr=0',
    '-l',
    `${SHAPES}/cylinder.stl`,
    '-s',
    'extruder_nr=1',
    '-s',
    'mesh_position_x=60',
  ]);
  write('cura-4.13-griffin-dual.gcode', trimmed(griffin));

  const version = '02.04.00.70';
  const plates = TWO_PLATES;
  write('bambustudio-plate.gcode', bambuGcode({ version, ...plates[0] }));
  write(
    'bambustudio-two-plates.gcode.3mf',
    zip([
      [
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/><Default Extension="gcode" ContentType="text/x.gcode"/></Types>\n',
      ],
      [
        '3D/3dmodel.model',
        '<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><metadata name="Application">BambuStudio-02.04.00.70</metadata><resources/><build/></model>\n',
      ],
      ['Metadata/plate_1.gcode', bambuGcode({ version, ...plates[0] })],
      ['Metadata/plate_2.gcode', bambuGcode({ version, ...plates[1] })],
      ['Metadata/slice_info.config', sliceInfo(version, plates)],
    ]),
  );
  write('orcaslicer-2.3-footer.gcode', orcaGcode());
  write('summaries.txt', summaries.join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
