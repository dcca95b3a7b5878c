// The emulator's rules coverage page embeds every distinct request map it evaluated, so with
// the whole rules suite behind it the page outgrows what Node can hold in one string (512 MiB).
// This filter reads it chunk by chunk and, inside the embedded `const data = {...}`, replaces the
// value of each "mapValue", "listValue" and "constraintValue" key with {} (the page shows those
// only as "[object Object] returned N time(s)"), so what is kept is small enough to parse.

const KINDS = new Set(['mapValue', 'listValue', 'constraintValue']);
const DATA_MARKER = Buffer.from('const data = ');

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN = new Set([0x7b, 0x5b]); // { [
const CLOSE = new Set([0x7d, 0x5d]); // } ]
const COMMA = 0x2c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

type Phase = 'before' | 'data' | 'after';

export class CoverageFilter {
  private readonly out: Buffer[] = [];
  private pending: number[] = [];
  private phase: Phase = 'before';
  private markerMatched = 0;
  // JSON state inside the data object.
  private depth = 0;
  private inString = false;
  private escaped = false;
  private stringBytes: number[] | null = [];
  private lastString = '';
  private awaitingColonFor = '';
  // Skipping one value: its own depth and whether it has started.
  private skipping = false;
  private skipStarted = false;
  private skipDepth = 0;
  private skipScalar = false;

  private emit(byte: number) {
    this.pending.push(byte);
    if (this.pending.length >= 65536) this.flush();
  }

  private flush() {
    if (this.pending.length > 0) this.out.push(Buffer.from(this.pending));
    this.pending = [];
  }

  write(chunk: Uint8Array) {
    for (const byte of chunk) this.step(byte);
  }

  private step(byte: number) {
    if (this.phase === 'before') {
      this.emit(byte);
      this.markerMatched =
        byte === DATA_MARKER[this.markerMatched] ? this.markerMatched + 1 : byte === DATA_MARKER[0] ? 1 : 0;
      if (this.markerMatched === DATA_MARKER.length) this.phase = 'data';
      return;
    }
    if (this.phase === 'after') {
      this.emit(byte);
      return;
    }
    if (this.skipping) {
      this.skip(byte);
      return;
    }
    this.emit(byte);
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) {
        this.inString = false;
        this.lastString = this.stringBytes ? Buffer.from(this.stringBytes).toString() : '';
        this.awaitingColonFor = this.lastString;
        return;
      }
      if (this.stringBytes) {
        this.stringBytes.push(byte);
        if (this.stringBytes.length > 32) this.stringBytes = null; // no key of interest is this long
      }
      return;
    }
    if (byte === QUOTE) {
      this.inString = true;
      this.stringBytes = [];
      return;
    }
    if (isSpace(byte)) return;
    if (byte === COLON && KINDS.has(this.awaitingColonFor)) {
      this.awaitingColonFor = '';
      this.emit(0x7b);
      this.emit(0x7d);
      this.skipping = true;
      this.skipStarted = false;
      this.skipDepth = 0;
      this.skipScalar = false;
      return;
    }
    this.awaitingColonFor = '';
    if (OPEN.has(byte)) this.depth += 1;
    else if (CLOSE.has(byte)) {
      this.depth -= 1;
      if (this.depth === 0) this.phase = 'after';
    }
  }

  /** Drops one JSON value; the byte that ends a scalar is handed back to the normal path. */
  private skip(byte: number) {
    if (!this.skipStarted) {
      if (isSpace(byte)) return;
      this.skipStarted = true;
      if (OPEN.has(byte)) {
        this.skipDepth = 1;
        return;
      }
      if (byte === QUOTE) {
        this.inString = true;
        this.skipScalar = true;
        return;
      }
      this.skipScalar = true;
      return;
    }
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) {
        this.inString = false;
        if (this.skipScalar && this.skipDepth === 0) this.skipping = false;
      }
      return;
    }
    if (byte === QUOTE) {
      this.inString = true;
      return;
    }
    if (this.skipScalar && this.skipDepth === 0) {
      if (byte === COMMA || CLOSE.has(byte) || isSpace(byte)) {
        this.skipping = false;
        this.step(byte);
      }
      return;
    }
    if (OPEN.has(byte)) this.skipDepth += 1;
    else if (CLOSE.has(byte)) {
      this.skipDepth -= 1;
      if (this.skipDepth === 0) this.skipping = false;
    }
  }

  /** Everything kept, as text. */
  text(): string {
    this.flush();
    return Buffer.concat(this.out).toString('utf8');
  }
}

/** Reads a response body through the filter without ever holding it whole. */
export async function filteredCoveragePage(body: ReadableStream<Uint8Array>): Promise<string> {
  const filter = new CoverageFilter();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    filter.write(value);
  }
  return filter.text();
}

/** One expression of the emulator's coverage data, as the report page embeds it. */
export interface ExpressionCoverage {
  sourcePosition?: { currentOffset?: number; endOffset?: number; line?: number; column?: number };
  values?: Array<{ value: Record<string, unknown>; count: number }>;
  children?: ExpressionCoverage[];
}

const positionKey = (expression: ExpressionCoverage) => {
  const at = expression.sourcePosition ?? {};
  return `${at.currentOffset}:${at.endOffset}:${at.line}:${at.column}`;
};

/** Adds the expressions of `from` into `into`: the same expression's values counted together. */
export function addCoverage(into: ExpressionCoverage[], from: ExpressionCoverage[]) {
  const byPosition = new Map(into.map((expression) => [positionKey(expression), expression]));
  for (const expression of from) {
    const same = byPosition.get(positionKey(expression));
    if (!same) {
      into.push(expression);
      byPosition.set(positionKey(expression), expression);
      continue;
    }
    const values = (same.values ??= []);
    for (const entry of expression.values ?? []) {
      const key = JSON.stringify(entry.value);
      const counted = values.find((other) => JSON.stringify(other.value) === key);
      if (counted) counted.count += entry.count;
      else values.push(entry);
    }
    if (expression.children) addCoverage((same.children ??= []), expression.children);
  }
  return into;
}
