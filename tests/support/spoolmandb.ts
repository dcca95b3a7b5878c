// SpoolmanDB's two public lists as this repository keeps them (data/spoolmandb/, MIT, with its
// LICENSE): every test and benchmark reads these copies, so none skips or reads outside the checkout.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type SpoolmanDbFile = 'filaments.json' | 'materials.json';

/** The path of a SpoolmanDB list in this repository. */
export const spoolmanDbPath = (file: SpoolmanDbFile) =>
  path.resolve(import.meta.dirname, '../../data/spoolmandb', file);

/** A SpoolmanDB list's text, as SpoolmanDB serves it. */
export const spoolmanDbText = (file: SpoolmanDbFile) => readFileSync(spoolmanDbPath(file), 'utf8');

/** A SpoolmanDB list, parsed (still to be checked by the code under test). */
export const spoolmanDbRows = <Row = unknown>(file: SpoolmanDbFile) =>
  JSON.parse(spoolmanDbText(file)) as Row[];
