// Ids of restored records (issue 17): into the account a backup came from, a record keeps its id;
// into another account (collections are shared by all users) it gets an id derived from the
// target uid and its original path, so restoring the same file twice finds what the first
// restore wrote instead of creating it again.

/** cyrb128: four 32-bit lanes of a fast string hash (public domain), 128 bits in all. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * The id a record restored into `targetUid`'s account takes: 'r' and 32 hex digits from the
 * target uid and the record's original path ('spools/abc', 'spools/abc/ledger/x-1').
 */
export function derivedId(targetUid: string, originalPath: string): string {
  return `r${hash128(`${targetUid}\u0000${originalPath}`)
    .map((lane) => lane.toString(16).padStart(8, '0'))
    .join('')}`;
}
