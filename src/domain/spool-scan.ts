// Finding a spool from its label (issue 16): what the camera read from the QR code, or what the
// user typed, becomes the spool's id (the QR's link) or its short code (spool-label.ts); a short
// code is then looked up among the user's spools.
import { materialDiffers } from './runs';
import { SHORT_CODE_LENGTH } from './spool-label';

/** The longest spool id accepted (Firestore's own ids have 20 characters). */
export const SPOOL_ID_MAX_LENGTH = 128;
/** The longest text read at all (a QR holds up to ~4000 characters; a link to a spool far fewer). */
export const SCAN_TEXT_MAX_LENGTH = 2048;

const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * The path of a spool's page, `paths.dashboard.spool(id)` (the domain does not import the app's
 * config; tests/unit/spool-scan.test.ts checks that the two agree).
 */
const SPOOL_PATH = /^\/dashboard\/materials\/([^/]+)\/?$/;

/** Where the text came from: the camera (a QR code) or the typed field. */
export type ScanSource = 'camera' | 'typed';

/** A spool as a label names it: its whole id (the QR's link, or typed) or its short code. */
export type ScannedSpool = { kind: 'id'; id: string } | { kind: 'shortCode'; code: string };

export type ScanParse = { ok: true; spool: ScannedSpool } | { ok: false; message: string };

export const scanMessages = {
  empty: 'Type the code on the label.',
  tooLong: 'That is too long to be a spool’s code.',
  notSpoolQr: 'This QR code is not a PrintLedger spool label. Point the camera at a spool’s label.',
  notSpoolLink: 'This link is not a PrintLedger spool’s link.',
  oddCharacters: 'A spool’s code has only letters and digits (check for a typo).',
  tooShort: (length: number) =>
    `A spool’s code has ${SHORT_CODE_LENGTH} characters; ${length === 1 ? '1 was' : `${length} were`} typed.`,
  noShortCode: (code: string) => `No spool has the code “${code}”. Check the code on the label.`,
  severalShortCode: (code: string) =>
    `More than one of your spools has the code “${code}”. Scan the label’s QR code instead, or type the spool’s full id (the end of its page’s address).`,
  noSpool: 'This spool is not in your inventory: it was deleted, or belongs to another account.',
  lookupFailed: 'Could not look the spool up. Check your connection and try again.',
} as const;

const fail = (message: string): ScanParse => ({ ok: false, message });

/** A bare id or short code: letters, digits, '-' and '_' (spaces typed by mistake are dropped). */
function parseCode(text: string): ScanParse {
  const code = text.replace(/\s+/g, '');
  if (code.length > SPOOL_ID_MAX_LENGTH) return fail(scanMessages.tooLong);
  if (!ID_CHARACTERS.test(code)) return fail(scanMessages.oddCharacters);
  if (code.length < SHORT_CODE_LENGTH) return fail(scanMessages.tooShort(code.length));
  if (code.length === SHORT_CODE_LENGTH) return { ok: true, spool: { kind: 'shortCode', code } };
  return { ok: true, spool: { kind: 'id', id: code } };
}

/** A link to a spool's page on any origin (labels printed on another host still work). */
function parseLink(text: string, source: ScanSource): ScanParse {
  const notLink = fail(source === 'camera' ? scanMessages.notSpoolQr : scanMessages.notSpoolLink);
  let url: URL;
  try {
    if (SCHEME.test(text)) url = new URL(text);
    else if (text.startsWith('/')) url = new URL(text, 'https://printledger.invalid');
    else url = new URL(`https://${text}`);
  } catch {
    return notLink;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return notLink;
  const match = SPOOL_PATH.exec(url.pathname);
  if (!match) return notLink;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return notLink;
  }
  if (id.length > SPOOL_ID_MAX_LENGTH || !ID_CHARACTERS.test(id)) return notLink;
  return { ok: true, spool: { kind: 'id', id } };
}

/**
 * What was scanned or typed, as a spool's id or short code; a message when it is neither. The
 * camera's text must be a spool's link (any other QR code is not a label); typed text may be
 * the short code, the whole id or the link.
 */
export function parseSpoolScan(raw: string, source: ScanSource): ScanParse {
  const text = raw.trim();
  if (text === '') return fail(source === 'camera' ? scanMessages.notSpoolQr : scanMessages.empty);
  if (text.length > SCAN_TEXT_MAX_LENGTH) {
    return fail(source === 'camera' ? scanMessages.notSpoolQr : scanMessages.tooLong);
  }
  if (source === 'camera' || text.includes('/')) return parseLink(text, source);
  return parseCode(text);
}

export type ShortCodeMatch<T> = { ok: true; spool: T } | { ok: false; message: string };

/** The one spool a short code names, from the lookup's (at most two) results. */
export function matchShortCode<T>(code: string, found: readonly T[]): ShortCodeMatch<T> {
  if (found.length === 0) return { ok: false, message: scanMessages.noShortCode(code) };
  if (found.length > 1) return { ok: false, message: scanMessages.severalShortCode(code) };
  return { ok: true, spool: found[0]! };
}

/**
 * Why a scanned spool cannot be chosen for a run (null when it can): a spool that is used up, or
 * one of another material that the dialog does not offer (the user finds it by name to use it
 * anyway, and then confirms the other material). Any other spool is chosen, offered or not: the
 * dialog lists a page at a time, and a label names one spool.
 */
export function runSpoolRefusal(
  spool: { name: string; status: string; remainingWeight: number; material: string },
  { offered, jobMaterial }: { offered: boolean; jobMaterial: string },
): string | null {
  const name = spool.name || 'This spool';
  if (spool.status === 'done' || spool.remainingWeight <= 0) {
    return `“${name}” is used up, so it cannot print this run. Choose another spool.`;
  }
  if (offered || !materialDiffers(spool.material, jobMaterial)) return null;
  return `“${name}” is ${spool.material || 'of no stated material'}, but this job needs ${jobMaterial}. Find it under “Find a spool” to use it anyway.`;
}
