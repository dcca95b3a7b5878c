// An uploaded SpoolmanDB filaments.json (issue 15 point 3: installs that cannot reach
// SpoolmanDB's site). Checked before anything is written: a file that is not a filament list
// gets a message saying what is wrong with it, and the import does not start.
import { spoolmanFilamentSchema } from './catalogue-import';

/** SpoolmanDB's file is about 3.6 MB; ten times that is no filament list. */
export const MAX_FILAMENT_UPLOAD_BYTES = 40 * 1024 * 1024;

export const filamentUploadMessages = {
  empty: 'The file is empty. Choose SpoolmanDB’s filaments.json.',
  tooLarge: (megabytes: string) =>
    `The file is too large (${megabytes} MB). A SpoolmanDB filaments.json is under 40 MB.`,
  notJson: 'The file is not valid JSON. Choose SpoolmanDB’s filaments.json.',
  notList:
    'The file is not a SpoolmanDB filament list: it should be a list of filaments with id, name, material and manufacturer.',
  noFilaments: 'The file holds no filaments.',
  noUsableRows:
    'None of the rows is a SpoolmanDB filament (each needs id, name, material and manufacturer). Nothing was imported.',
} as const;

export type FilamentUploadCheck = { ok: true; rows: unknown[] } | { ok: false; message: string };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Whether the file's size is worth reading at all (checked before reading it into memory). */
export function checkFilamentUploadSize(bytes: number): string | null {
  if (bytes === 0) return filamentUploadMessages.empty;
  if (bytes > MAX_FILAMENT_UPLOAD_BYTES) return filamentUploadMessages.tooLarge(megabytes(bytes));
  return null;
}

/**
 * The rows of an uploaded file, or why it is not a filament list: empty, too large, not JSON, not
 * a list, an empty list, or a list in which no row is a SpoolmanDB filament. Rows that are broken
 * among good ones are the import's business (logged and counted as skipped, SPEC §8).
 */
export function parseFilamentUpload(
  text: string,
  bytes = new TextEncoder().encode(text).length,
): FilamentUploadCheck {
  const sizeProblem = checkFilamentUploadSize(bytes);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  if (text.trim() === '') return { ok: false, message: filamentUploadMessages.empty };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: filamentUploadMessages.notJson };
  }
  if (!Array.isArray(value)) return { ok: false, message: filamentUploadMessages.notList };
  if (value.length === 0) return { ok: false, message: filamentUploadMessages.noFilaments };
  if (!value.some((row) => spoolmanFilamentSchema.safeParse(row).success)) {
    return { ok: false, message: filamentUploadMessages.noUsableRows };
  }
  return { ok: true, rows: value };
}
