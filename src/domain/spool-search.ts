// Finding any spool by what a person remembers of it (issue 29 part 4): its name, brand,
// material, colour or the short code on its label, in any case and without accents. Firestore
// has no text search, so each spool stores the words it can be found by, as every prefix of each
// word (`searchTokens`); a search asks for the spools holding its longest word (array-contains, one
// page at a time) and the device checks the other words. Nothing reads every spool.
import { TEXT_LIMITS } from './limits';
import { spoolDerivedFields } from './low-spool-alerts';
import { SHORT_CODE_LENGTH, spoolShortCode } from './spool-label';

/** Stored with the words: a spool without this version cannot be found yet (saved before). */
export const SPOOL_SEARCH_VERSION = 1;

/** Each word's prefixes are stored up to this length; a longer word typed is checked on the device. */
export const SEARCH_PREFIX_MAX = 12;

/**
 * The most words a spool stores: a word of n characters stores at most n prefixes, so the fields'
 * longest texts and the short code bound them (firestore.rules maxSearchTokens()).
 */
export const SEARCH_TOKENS_MAX =
  TEXT_LIMITS.name + TEXT_LIMITS.shortName + TEXT_LIMITS.name + TEXT_LIMITS.shortName + SHORT_CODE_LENGTH;

/** Spools read per page of a search (one more is asked for, to know whether another page exists). */
export const SPOOL_SEARCH_PAGE_SIZE = 20;

/** The longest search text taken (more is ignored). */
export const SEARCH_TEXT_MAX = 200;

/** What a spool is found by. */
export interface SearchableSpool {
  id: string;
  name: string;
  brand: string;
  material: string;
  colorName: string;
}

/** The fields a spool stores for the search, written with every save of its name, brand, material or colour. */
export interface SpoolSearchFields {
  searchTokens: string[];
  searchVersion: number;
}

/** Lower case, accents dropped ("Açaí Grün" → "acai grun"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text: runs of letters and digits, folded. */
export function searchWords(text: string): string[] {
  return folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** A label's short code as the search compares it: folded, letters and digits only. */
const shortCodeWord = (spoolId: string) => searchWords(spoolShortCode(spoolId)).join('');

/** Every word a spool can be found by: those of its name, brand, material and colour, and its short code. */
function wordsOf(spool: SearchableSpool): string[] {
  return [
    ...searchWords(spool.name),
    ...searchWords(spool.brand),
    ...searchWords(spool.material),
    ...searchWords(spool.colorName),
    shortCodeWord(spool.id),
  ].filter((word) => word !== '');
}

/** The stored search fields of a spool (its id gives the short code). */
export function spoolSearchFields(spool: SearchableSpool): SpoolSearchFields {
  const tokens = new Set<string>();
  for (const word of wordsOf(spool)) {
    for (let length = 1; length <= Math.min(word.length, SEARCH_PREFIX_MAX); length += 1) {
      tokens.add(word.slice(0, length));
    }
  }
  return { searchTokens: [...tokens].slice(0, SEARCH_TOKENS_MAX), searchVersion: SPOOL_SEARCH_VERSION };
}

/** A search as typed, ready to run: its words, longest first (none: every spool, by name). */
export interface SpoolSearch {
  /** The words typed, folded, distinct, longest first. */
  terms: string[];
  /** The word the query asks for (the longest, cut to SEARCH_PREFIX_MAX); null: no words. */
  token: string | null;
}

export function parseSpoolSearch(text: string): SpoolSearch {
  const terms = [...new Set(searchWords(text.slice(0, SEARCH_TEXT_MAX)))].sort(
    (a, b) => b.length - a.length || a.localeCompare(b),
  );
  return { terms, token: terms[0]?.slice(0, SEARCH_PREFIX_MAX) ?? null };
}

/** Whether a spool answers every word of a search (each word starts one of the spool's words). */
export function matchesSpoolSearch(spool: SearchableSpool, search: SpoolSearch): boolean {
  const words = wordsOf(spool);
  return search.terms.every((term) => words.some((word) => word.startsWith(term)));
}

/**
 * Every field a spool stores that follows from the rest of it and its id, which each write of the
 * whole spool adds: the low-spool flag (low-spool-alerts.ts) and the search words.
 */
export const derivedSpoolFields = (
  id: string,
  spool: Omit<SearchableSpool, 'id'> & Parameters<typeof spoolDerivedFields>[0],
) => ({ ...spoolDerivedFields(spool), ...spoolSearchFields({ ...spool, id }) });
