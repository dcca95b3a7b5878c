import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/field';
import {
  IGNORE_COLUMN,
  mappingProblems,
  type ColumnMapping,
  type ColumnTarget,
} from '@/domain/spool-import/column-mapping';
import type { CsvTable } from '@/domain/spool-import/import-file';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField } from '@/domain/spool-import/import-rows';

const REQUIRED: ReadonlySet<ImportField> = new Set(['weight', 'name']);
const fieldLabel = (field: ImportField) => IMPORT_FIELD_LABELS[field];

/** Step 2 of a spreadsheet import: each column to a spool field, or ignored. */
export function ColumnMappingStep({
  table,
  initialMapping,
  remembered,
  onBack,
  onConfirm,
}: {
  table: CsvTable;
  initialMapping: ColumnMapping;
  remembered: boolean;
  onBack: () => void;
  onConfirm: (mapping: ColumnMapping) => void;
}) {
  const [mapping, setMapping] = useState<ColumnMapping>(initialMapping);
  const [tried, setTried] = useState(false);
  const problems = mappingProblems(mapping, fieldLabel);
  const samples = table.rows.slice(0, 2);

  return (
    <Card className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Match your columns</h2>
        <p className="mt-1 text-sm text-slate-600">
          Choose the spool field each column holds, or ignore it. Fields marked * are required; a missing name
          is made from brand, material and colour.
        </p>
      </div>
      {remembered && (
        <Alert tone="info">
          These columns were matched as you chose last time for a file with the same headers.
        </Alert>
      )}
      <div className="relative w-0 min-w-full overflow-x-auto rounded-lg ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                Your column
              </th>
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                First values
              </th>
              <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
                Spool field
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {table.headers.map((header, column) => (
              <tr key={`${header}-${column}`}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                  {header}
                </th>
                <td className="max-w-64 truncate px-4 py-2 text-slate-600">
                  {samples
                    .map((row) => row[column] ?? '')
                    .filter((value) => value !== '')
                    .join(' · ') || '—'}
                </td>
                <td className="px-4 py-2">
                  <select
                    aria-label={`Spool field for column ${header}`}
                    value={mapping[column]}
                    onChange={(event) =>
                      setMapping((current) =>
                        current.map((target, index) =>
                          index === column ? (event.target.value as ColumnTarget) : target,
                        ),
                      )
                    }
                    className={inputClasses(false, 'min-h-11 min-w-48')}
                  >
                    <option value={IGNORE_COLUMN}>Ignore this column</option>
                    {IMPORT_FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {fieldLabel(field)}
                        {REQUIRED.has(field) ? ' *' : ''}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tried && problems.length > 0 && (
        <Alert tone="error">
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" className="min-h-11" onClick={onBack}>
          Back
        </Button>
        <Button
          className="min-h-11"
          onClick={() => {
            setTried(true);
            if (problems.length === 0) onConfirm(mapping);
          }}
        >
          Preview spools
        </Button>
      </div>
    </Card>
  );
}
