// Stands in for re2js in the build (vite.config.ts aliases it here): Firestore 12 bundles that
// regex engine (about 40 KB gzipped, in every signed-in page's download) only to evaluate the
// pipeline functions regexContains, regexMatch and like against its local cache. PrintLedger runs
// no pipelines; should one ever run, JavaScript's own RegExp answers the same two calls (the SDK
// catches a pattern RegExp refuses and reports it as an evaluation error). Tests use the real one.
export class RE2JS {
  private constructor(private readonly pattern: string) {}

  static compile(pattern: string): RE2JS {
    new RegExp(pattern); // throws on a malformed pattern, as re2js does
    return new RE2JS(pattern);
  }

  /** The whole input matches. */
  matches(input: string): boolean {
    return new RegExp(`^(?:${this.pattern})$`).test(input);
  }

  /** Some part of the input matches. */
  test(input: string): boolean {
    return new RegExp(this.pattern).test(input);
  }
}
