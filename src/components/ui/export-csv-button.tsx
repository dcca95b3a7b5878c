import { useState } from 'react';
import type { CsvFile } from '@/domain/csv';
import { csvMessages } from '@/domain/csv-messages';
import { Alert } from './alert';
import { Button } from './button';
import { downloadTextFile } from './download-file';
import type { ComponentProps } from 'react';

interface ExportCsvButtonProps {
  /** Reads the records and builds the file: the page loads the reads and the CSV code here, on click. */
  createFile: () => Promise<CsvFile>;
  /** The app's message for a failed export (the one error mapping: offline, no permission…). */
  describeFailure: (error: unknown) => string;
  label?: string;
  size?: ComponentProps<typeof Button>['size'];
  className?: string;
}

/**
 * A button that exports a table as a CSV file the browser downloads: busy while it reads, and the
 * app's failure message when the read fails (clicking again retries). Made for a wrapping row of
 * actions (PageHeader's): the message takes a line of its own beneath the row, so the buttons
 * stay where they are.
 */
export function ExportCsvButton({
  createFile,
  describeFailure,
  label = csvMessages.exportCsv,
  size,
  className,
}: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const exportFile = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const file = await createFile();
      downloadTextFile(file.fileName, file.text);
    } catch (error) {
      console.error(`Exporting a CSV (${label}) failed`, error);
      setFailure(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={className}
        loading={busy}
        onClick={() => void exportFile()}
      >
        {busy ? csvMessages.exporting : label}
      </Button>
      {failure && (
        <Alert tone="error" className="order-last basis-full">
          {failure}
        </Alert>
      )}
    </>
  );
}
