// Reads the chosen file: its size first (a file over the limit is refused before it is read),
// then its bytes, decoded and parsed; papaparse is downloaded only now, when a file is chosen.
import {
  importFileMessages,
  MAX_IMPORT_BYTES,
  readImportBytes,
  type ParsedImport,
} from '@/domain/spool-import/import-file';

export async function readImportFile(file: Blob): Promise<ParsedImport> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: importFileMessages.tooLarge(file.size) };
  if (file.size === 0) return { ok: false, message: importFileMessages.empty };
  const [{ default: Papa }, buffer] = await Promise.all([import('papaparse'), bytesOf(file)]);
  return readImportBytes(new Uint8Array(buffer), (text, config) => Papa.parse<string[]>(text, config));
}

/** The file's bytes (FileReader where Blob.arrayBuffer is missing: older Safari, jsdom). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
