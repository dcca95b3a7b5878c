import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { CSV_BOM, type CsvFile } from '@/domain/csv';
import { csvMessages } from '@/domain/csv-messages';

/** The files the button handed the browser: name and text, as the download link carried them. */
const downloads: { fileName: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  downloads.length = 0;
  let next = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has no object URLs nor downloads: record what the page asked for instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => vi.restoreAllMocks());

/** A promise the test settles when it wants the export to finish. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader does). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const file: CsvFile = { fileName: 'printledger-spools-2026-11-25.csv', text: `${CSV_BOM}Name\r\nGrün 🧵` };

describe('ExportCsvButton', () => {
  it('is busy while the file is made, then downloads it as UTF-8 CSV', async () => {
    const user = userEvent.setup();
    const pending = deferred<CsvFile>();
    render(<ExportCsvButton createFile={() => pending.promise} describeFailure={() => 'unused'} />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = screen.getByRole('button', { name: csvMessages.exporting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(downloads).toEqual([]);

    pending.resolve(file);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    expect(download!.fileName).toBe('printledger-spools-2026-11-25.csv');
    expect(download!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(download!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name\r\nGrün 🧵');
    // The link is gone once clicked.
    expect(screen.queryByRole('link', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows the app’s failure message when the read fails, keeps the page, and retries on the next click', async () => {
    const user = userEvent.setup();
    const createFile = vi
      .fn<() => Promise<CsvFile>>()
      .mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'unavailable' }))
      .mockResolvedValueOnce(file);
    const describeFailure = vi.fn(() => 'Cannot reach the server. Check your connection and try again.');
    render(<ExportCsvButton label="Export runs" createFile={createFile} describeFailure={describeFailure} />);

    await user.click(screen.getByRole('button', { name: 'Export runs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(describeFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' }));
    expect(downloads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Export runs' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
