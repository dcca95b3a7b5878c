import { blobBytes } from '../blob-bytes';

// Where a reader gets bytes: a File in the browser (File.slice, so only the ranges asked for are
// read), or bytes in memory in the tests. Every read is counted and hashed.

export interface ByteSource {
  readonly size: number;
  /** The bytes [start, end) (end clamped to the size). */
  read(start: number, end: number): Promise<Uint8Array>;
}

/** A source over bytes already in memory. */
export function memorySource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (start, end) => bytes.subarray(Math.max(0, start), Math.min(bytes.length, end)),
  };
}

/** A source over a Blob or File: each read is one File.slice. */
export function blobSource(blob: Blob): ByteSource {
  return { size: blob.size, read: (start, end) => blobBytes(blob.slice(start, end)) };
}

/** A source that remembers what was read, for the hash and the byte count. */
export class RecordingSource implements ByteSource {
  readonly size: number;
  bytesRead = 0;
  private readonly parts: Uint8Array[] = [];

  constructor(private readonly inner: ByteSource) {
    this.size = inner.size;
  }

  async read(start: number, end: number): Promise<Uint8Array> {
    const bytes = await this.inner.read(start, Math.min(end, this.size));
    this.bytesRead += bytes.length;
    // Only the first 4 MiB read go into the hash: enough to tell files apart, and bounded.
    if (this.hashedBytes() < 4 * 1024 * 1024) this.parts.push(bytes);
    return bytes;
  }

  private hashedBytes() {
    return this.parts.reduce((sum, part) => sum + part.length, 0);
  }

  /** SHA-256 (hex) of the size and the bytes read, in the order read. */
  async hash(): Promise<string> {
    const size = new TextEncoder().encode(`${this.size}\n`);
    const all = new Uint8Array(size.length + this.hashedBytes());
    all.set(size);
    let offset = size.length;
    for (const part of this.parts) {
      all.set(part, offset);
      offset += part.length;
    }
    const digest = await crypto.subtle.digest('SHA-256', all);
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}

/** Inflates raw deflate ('deflate-raw', zip entries) or zlib ('deflate', .bgcode blocks) bytes. */
export async function inflate(bytes: Uint8Array, format: 'deflate-raw' | 'deflate'): Promise<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
  const reader = input.pipeThrough(new DecompressionStream(format)).getReader();
  const chunks: Uint8Array[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
  const output = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.length;
  }
  return output;
}
