import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { formatMegabytes, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/domain/spool-import/import-file';
import type { ImportSource } from '../import-wizard';

const SOURCES: { value: ImportSource; label: string; description: string }[] = [
  {
    value: 'spoolman',
    label: 'Spoolman export (CSV or JSON)',
    description:
      "Spoolman's spool export, with its filament and vendor columns. Archived spools become Done.",
  },
  {
    value: 'spreadsheet',
    label: 'Spreadsheet (CSV)',
    description: 'Any CSV with a header row: you choose which column is which spool field.',
  },
];

/** Step 1: where the spools come from, and the file. Choosing a file reads it. */
export function ChooseFileStep({
  source,
  onSourceChange,
  onFile,
  reading,
  error,
}: {
  source: ImportSource;
  onSourceChange: (source: ImportSource) => void;
  onFile: (file: File) => void;
  reading: boolean;
  error: string | null;
}) {
  const fileId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <Card className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">1. Where do the spools come from?</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {SOURCES.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer gap-3 rounded-lg p-4 ring-1 ${
                source === option.value
                  ? 'bg-indigo-50 ring-2 ring-indigo-600'
                  : 'ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="import-source"
                value={option.value}
                checked={source === option.value}
                onChange={() => onSourceChange(option.value)}
                className="mt-1 h-4 w-4 text-indigo-600"
              />
              <span className="text-sm font-medium text-slate-900">
                {option.label}
                <span className="mt-1 block font-normal text-slate-600">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-900">
          2. Choose the file
        </label>
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-600">
          CSV or JSON, up to {formatMegabytes(MAX_IMPORT_BYTES)} and {MAX_IMPORT_ROWS.toLocaleString('en')}{' '}
          spools. Nothing is saved until you confirm the preview.
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,.json,.txt,text/csv,application/json"
          aria-describedby={`${fileId}-hint${error ? ` ${fileId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={reading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again (after fixing it on disk) must be read again.
            event.target.value = '';
            if (!file) return;
            setFileName(file.name);
            onFile(file);
          }}
          className="mt-3 block w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:rounded-md file:border-0 file:bg-indigo-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-indigo-500"
        />
        {fileName && !error && (
          <p className="mt-2 text-sm text-slate-600">
            {reading ? 'Reading' : 'Read'} {fileName}
            {reading ? '…' : '.'}
          </p>
        )}
        {error && (
          <Alert tone="error" className="mt-3">
            {fileName ? <strong className="block font-semibold">{fileName}</strong> : null}
            <span id={`${fileId}-error`}>{error}</span>
          </Alert>
        )}
      </div>
    </Card>
  );
}
