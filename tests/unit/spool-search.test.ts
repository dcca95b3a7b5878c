import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@/domain/limits';
import {
  matchesSpoolSearch,
  parseSpoolSearch,
  SEARCH_PREFIX_MAX,
  SEARCH_TOKENS_MAX,
  SPOOL_SEARCH_VERSION,
  spoolSearchFields,
} from '@/domain/spool-search';

const spool = {
  id: 'AbC9xYz0restOfTheId',
  name: 'Galaxy Black PLA',
  brand: 'Prusament',
  material: 'PLA',
  colorName: 'Schwarz Grün',
};

describe('spoolSearchFields', () => {
  it('stores every prefix of each word, folded, and of the short code in lower case', () => {
    const { searchTokens, searchVersion } = spoolSearchFields(spool);
    expect(searchVersion).toBe(SPOOL_SEARCH_VERSION);
    expect(searchTokens).toEqual(
      expect.arrayContaining(['g', 'ga', 'galaxy', 'b', 'black', 'p', 'pl', 'pla', 'prusament', 'grun']),
    );
    expect(searchTokens).toEqual(expect.arrayContaining(['a', 'abc9', 'abc9xyz0']));
    // The short code is the id's first 8 characters: no more of the id is stored.
    expect(searchTokens).not.toContain('abc9xyz0r');
    expect(searchTokens).not.toContain('Galaxy');
    expect(new Set(searchTokens).size).toBe(searchTokens.length);
  });

  it(`cuts each word's prefixes at ${SEARCH_PREFIX_MAX} characters`, () => {
    const { searchTokens } = spoolSearchFields({ ...spool, name: 'Superlongfilamentname' });
    expect(searchTokens).toContain('superlongfil');
    expect(searchTokens).not.toContain('superlongfila');
  });

  it('stays within the bound the rules hold, with every field at its longest', () => {
    // Random 12-letter words share few prefixes: close to the most tokens a text can make.
    let seed = 7;
    const letter = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return String.fromCharCode(97 + (seed % 26));
    };
    const words = (length: number) =>
      Array.from({ length }, (_, index) => (index % 13 === 12 ? ' ' : letter())).join('');
    const longest = {
      id: 'Zz9Yy8Xx7',
      name: words(TEXT_LIMITS.name),
      brand: words(TEXT_LIMITS.shortName),
      material: words(TEXT_LIMITS.shortName),
      colorName: words(TEXT_LIMITS.name),
    };
    const { searchTokens } = spoolSearchFields(longest);
    expect(searchTokens.length).toBeGreaterThan(SEARCH_TOKENS_MAX * 0.8);
    expect(searchTokens.length).toBeLessThanOrEqual(SEARCH_TOKENS_MAX);
  });
});

describe('parseSpoolSearch', () => {
  it('takes the words folded, each once, longest first, and asks for the longest', () => {
    expect(parseSpoolSearch('  Black, PLA  black ')).toEqual({ terms: ['black', 'pla'], token: 'black' });
    expect(parseSpoolSearch('Grün')).toEqual({ terms: ['grun'], token: 'grun' });
  });

  it('asks for the first 12 characters of a longer word, and for nothing without words', () => {
    expect(parseSpoolSearch('superlongfilamentname').token).toBe('superlongfil');
    expect(parseSpoolSearch(' — ! ')).toEqual({ terms: [], token: null });
  });
});

describe('matchesSpoolSearch', () => {
  const matches = (text: string) => matchesSpoolSearch(spool, parseSpoolSearch(text));

  it('finds a spool by the start of any word of its name, brand, material or colour', () => {
    expect(matches('gal')).toBe(true);
    expect(matches('prus')).toBe(true);
    expect(matches('pla black')).toBe(true);
    expect(matches('grün')).toBe(true);
    expect(matches('schwarz gal')).toBe(true);
  });

  it('finds it by its short code in any case, and not by the rest of its id', () => {
    expect(matches('abc9xyz0')).toBe(true);
    expect(matches('ABC9')).toBe(true);
    expect(matches('abc9xyz0rest')).toBe(false);
  });

  it('needs every word: one that starts none of the spool’s words is no match', () => {
    expect(matches('black petg')).toBe(false);
    expect(matches('laxy')).toBe(false);
    expect(matches('superlongfilamentname')).toBe(false);
    expect(
      matchesSpoolSearch({ ...spool, name: 'Superlongfilamentname' }, parseSpoolSearch('superlongfilaments')),
    ).toBe(false);
  });

  it('with no words, every spool matches', () => {
    expect(matches('')).toBe(true);
  });
});
