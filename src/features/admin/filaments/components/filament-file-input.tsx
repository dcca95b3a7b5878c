import { useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { checkFilamentUploadSize, parseFilamentUpload } from '@/domain/filament-upload';

/** The file's text (FileReader: what every browser, and jsdom in the tests, implements). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * 'Import from file': an uploaded SpoolmanDB filaments.json, for installs that cannot reach
 * SpoolmanDB's site. The file is checked before anything is written; a bad one gets a message.
 */
export function FilamentFileInput({
  disabled,
  onChoose,
  onRows,
  onProblem,
}: {
  disabled: boolean;
  /** A file was chosen: what the page said of the last one no longer holds. */
  onChoose: () => void;
  onRows: (rows: unknown[], fileName: string) => void;
  onProblem: (message: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    onChoose();
    const sizeProblem = checkFilamentUploadSize(file.size);
    if (sizeProblem) return onProblem(sizeProblem);
    setReading(true);
    try {
      const checked = parseFilamentUpload(await readText(file), file.size);
      if (checked.ok) onRows(checked.rows, file.name);
      else onProblem(checked.message);
    } catch {
      onProblem('The file could not be read. Choose it again.');
    } finally {
      setReading(false);
      // Choosing the same file again is a new import.
      if (input.current) input.current.value = '';
    }
  };

  const off = disabled || reading;
  return (
    <label
      htmlFor={id}
      className={cx(
        buttonClasses('secondary'),
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600',
        off ? 'cursor-not-allowed text-slate-400' : 'cursor-pointer',
      )}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        disabled={off}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      Import from file
    </label>
  );
}
