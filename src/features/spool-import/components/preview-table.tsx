import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PreviewRow } from '@/domain/spool-import/import-rows';
import { SPOOL_STATUSES, spoolStatusBadge } from '@/domain/spool-record';
import { FixField } from './fix-field';
import type { PreviewActions } from './preview-actions';

/** 'used' → 'Used', as the spool cards say it; text that is not a status as it is. */
function statusLabel(text: string): string {
  const status = SPOOL_STATUSES.find((candidate) => candidate === text.trim().toLowerCase());
  return status ? spoolStatusBadge(status).label : text;
}

/** The preview's columns, and whether each is shown only on a desktop-wide screen (narrower, the spool's cell holds it). */
const PREVIEW_COLUMNS = [
  ['Row', false],
  ['Spool', false],
  ['Weight', false],
  ['Price', true],
  ['Status', true],
  ['Catalogue', true],
  ['Problems', false],
] as const;
const WIDE_CELL = 'hidden xl:table-cell';

/** 1000 → '1,000'; text that is not a number as it is. */
function grams(value: string | number): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && value !== '' ? number.toLocaleString('en') : String(value);
}

/** One page of the preview's rows: what each will become, its problems with fields to fix them, and Skip. */
export function PreviewTable({
  rows,
  materials,
  actions,
}: {
  rows: readonly PreviewRow[];
  materials: readonly string[];
  actions: PreviewActions;
}) {
  return (
    // relative: the sr-only "Actions" header is absolutely positioned; without a positioned
    // box to hold it, it escapes the scrolling box and widens the whole page on a tablet.
    <div className="relative w-0 min-w-full overflow-x-auto rounded-lg ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {PREVIEW_COLUMNS.map(([column, wideOnly]) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2 text-left font-semibold text-slate-700 ${wideOnly ? WIDE_CELL : ''}`}
              >
                {column}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <PreviewTableRow key={row.row} row={row} materials={materials} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PreviewTableRow({
  row,
  materials,
  actions,
}: {
  row: PreviewRow;
  materials: readonly string[];
  actions: PreviewActions;
}) {
  const draft = row.draft?.values;
  const name =
    draft?.name ??
    (row.values.name ||
      [row.values.brand, row.values.material, row.values.colorName].filter(Boolean).join(' '));
  const remaining = draft ? draft.remainingWeight : row.values.remainingWeight;
  const weight = draft ? draft.weight : row.values.weight;
  const problemFields = [...new Set(row.problems.map((problem) => problem.field))];
  const price = draft ? draft.purchasePrice : row.values.purchasePrice || '—';
  const status = statusLabel(draft ? draft.status : row.values.status);
  const catalogue = row.filamentId ? (
    <Badge tone="green">Matched</Badge>
  ) : row.externalId ? (
    <Badge tone="grey">Not in catalogue</Badge>
  ) : null;
  return (
    <tr className={row.skipped ? 'bg-slate-50 text-slate-500' : undefined}>
      <td className="px-3 py-2 align-top text-slate-600">{row.row}</td>
      <td className="max-w-72 px-3 py-2 align-top">
        <span className="block font-medium break-words text-slate-900">{name || '—'}</span>
        {row.values.location && <span className="block text-xs text-slate-600">{row.values.location}</span>}
        {/* Narrower than a desktop (a tablet), price, status and catalogue sit here, so the problems and Skip stay on screen. */}
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 xl:hidden">
          <span>{status}</span>
          {price !== '—' && <span>Price {price}</span>}
          {catalogue}
        </span>
      </td>
      <td className="px-3 py-2 align-top whitespace-nowrap">
        {remaining === '' || remaining === undefined || remaining === null ? '' : `${grams(remaining)} / `}
        {weight === '' || weight === null ? '—' : `${grams(weight)} g`}
      </td>
      <td className={`px-3 py-2 align-top ${WIDE_CELL}`}>{price}</td>
      <td className={`px-3 py-2 align-top ${WIDE_CELL}`}>{status}</td>
      <td className={`px-3 py-2 align-top ${WIDE_CELL}`}>{catalogue ?? '—'}</td>
      <td className="min-w-56 px-3 py-2 align-top">
        {row.alreadyImported ? (
          <Badge tone="grey">Already imported</Badge>
        ) : row.skipped ? (
          <Badge tone="grey">Skipped</Badge>
        ) : row.problems.length === 0 ? (
          <Badge tone="green">Ready</Badge>
        ) : (
          <div className="space-y-2">
            <ul className="space-y-1 text-red-700">
              {row.problems.map((problem) => (
                <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
            {problemFields.map((field) => (
              <FixField
                key={`${field}:${row.values[field]}`}
                row={row}
                field={field}
                materials={materials}
                actions={actions}
              />
            ))}
          </div>
        )}
      </td>
      <td className="px-3 py-2 text-right align-top">
        {/* Its spool is in the inventory already: including it would write over that spool. */}
        {!row.alreadyImported && (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            aria-label={`${row.skipped ? 'Include' : 'Skip'} row ${row.row}`}
            onClick={() => actions.onToggleSkip(row.row)}
          >
            {row.skipped ? 'Include' : 'Skip'}
          </Button>
        )}
      </td>
    </tr>
  );
}
