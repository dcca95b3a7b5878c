import { useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/field';
import { spoolStatusOptions } from '@/domain/spool-form';
import {
  IMPORT_FIELD_LABELS,
  isNumberField,
  unknownMaterials,
  type ImportField,
  type PreviewCounts,
  type PreviewRow,
} from '@/domain/spool-import/import-rows';
import { SPOOL_STATUSES, spoolStatusBadge } from '@/domain/spool-record';

const PAGE_SIZE = 50;
type Filter = 'problems' | 'ready' | 'skipped' | 'all';
const KEEP_AS_NEW = '\u0000keep';

export interface PreviewActions {
  onChangeValue: (row: number, field: ImportField, value: string) => void;
  onToggleSkip: (row: number) => void;
  onReplaceMaterial: (material: string, replacement: string) => void;
  onKeepMaterial: (material: string) => void;
  onSkipMaterial: (material: string) => void;
}

/** Step 3: what each row will become, its problems fixed inline or the row skipped. */
export function PreviewStep({
  rows,
  counts,
  notes,
  materials,
  actions,
  onBack,
  onImport,
}: {
  rows: readonly PreviewRow[];
  counts: PreviewCounts;
  notes: string[];
  /** Materials a row may be given, A–Z. */
  materials: readonly string[];
  actions: PreviewActions;
  onBack: () => void;
  onImport: () => void;
}) {
  const [filter, setFilter] = useState<Filter>(counts.withProblems > 0 ? 'problems' : 'all');
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () =>
      rows.filter((row) => {
        if (filter === 'all') return true;
        if (filter === 'skipped') return row.skipped;
        if (row.skipped) return false;
        return filter === 'ready' ? row.problems.length === 0 : row.problems.length > 0;
      }),
    [rows, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const unknown = useMemo(() => unknownMaterials(rows), [rows]);

  const filters: { value: Filter; label: string; count: number }[] = [
    { value: 'problems', label: 'With problems', count: counts.withProblems },
    { value: 'ready', label: 'Ready', count: counts.ready },
    { value: 'skipped', label: 'Skipped', count: counts.skipped },
    { value: 'all', label: 'All rows', count: counts.total },
  ];

  return (
    <div className="space-y-6">
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Check the spools</h2>
        <dl className="grid grid-cols-3 gap-3 text-center" aria-label="Preview counts">
          <Count label="Ready" value={counts.ready} tone="text-green-700" />
          <Count label="With problems" value={counts.withProblems} tone="text-red-700" />
          <Count label="Skipped" value={counts.skipped} tone="text-slate-700" />
        </dl>
        {notes.map((note) => (
          <Alert key={note} tone="info">
            {note}
          </Alert>
        ))}
        {counts.withProblems > 0 && (
          <p className="text-sm text-slate-600">
            Fix a row&apos;s problems below, or skip it. Rows that still have problems when you import are
            left out.
          </p>
        )}
      </Card>

      {unknown.length > 0 && (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">Materials PrintLedger does not know</h2>
          <p className="text-sm text-slate-600">
            Pick the material each name means, keep it as a new material, or skip those rows.
          </p>
          <ul className="divide-y divide-slate-100">
            {unknown.map((entry) => (
              <UnknownMaterial key={entry.material} {...entry} materials={materials} actions={actions} />
            ))}
          </ul>
        </Card>
      )}

      <Card className="space-y-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show rows">
          {filters.map((option) => (
            <Button
              key={option.value}
              variant={filter === option.value ? 'primary' : 'secondary'}
              size="sm"
              className="min-h-11"
              aria-pressed={filter === option.value}
              onClick={() => {
                setFilter(option.value);
                setPage(0);
              }}
            >
              {option.label} ({option.count.toLocaleString('en')})
            </Button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No rows here.</p>
        ) : (
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
                {shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE).map((row) => (
                  <PreviewTableRow key={row.row} row={row} materials={materials} actions={actions} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="flex items-center justify-between gap-3" aria-label="Preview pages">
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </Button>
            <span className="text-sm text-slate-600">
              Page {current + 1} of {pages}
            </span>
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </Card>

      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" className="min-h-11" onClick={onBack}>
          Back
        </Button>
        <Button className="min-h-11" disabled={counts.ready === 0} onClick={onImport}>
          Import {counts.ready.toLocaleString('en')} {counts.ready === 1 ? 'spool' : 'spools'}
        </Button>
      </div>
    </div>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${tone}`}>{value.toLocaleString('en')}</dd>
    </div>
  );
}

function UnknownMaterial({
  material,
  rows,
  materials,
  actions,
}: {
  material: string;
  rows: number;
  materials: readonly string[];
  actions: PreviewActions;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          “{material}” ({rows} {rows === 1 ? 'row' : 'rows'})
        </label>
        <select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={inputClasses(false, 'mt-1 min-h-11')}
        >
          <option value="">Choose…</option>
          <option value={KEEP_AS_NEW}>Keep “{material}” as a new material</option>
          {materials.map((known) => (
            <option key={known} value={known}>
              {known}
            </option>
          ))}
        </select>
      </div>
      <Button
        className="min-h-11"
        disabled={choice === ''}
        onClick={() =>
          choice === KEEP_AS_NEW
            ? actions.onKeepMaterial(material)
            : actions.onReplaceMaterial(material, choice)
        }
      >
        Apply to {rows} {rows === 1 ? 'row' : 'rows'}
      </Button>
      <Button variant="secondary" className="min-h-11" onClick={() => actions.onSkipMaterial(material)}>
        Skip {rows === 1 ? 'this row' : 'these rows'}
      </Button>
    </li>
  );
}

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

/** One field of a row with a problem, corrected in place (saved when the field is left). */
function FixField({
  row,
  field,
  materials,
  actions,
}: {
  row: PreviewRow;
  field: ImportField;
  materials: readonly string[];
  actions: PreviewActions;
}) {
  const id = useId();
  const label = `Row ${row.row}: ${IMPORT_FIELD_LABELS[field]}`;
  const save = (value: string) => {
    if (value !== row.values[field]) actions.onChangeValue(row.row, field, value);
  };
  let control;
  if (field === 'material') {
    control = (
      <select
        id={id}
        value=""
        onChange={(event) => save(event.target.value)}
        className={inputClasses(true, 'min-h-11')}
      >
        <option value="">Pick a material…</option>
        {materials.map((known) => (
          <option key={known} value={known}>
            {known}
          </option>
        ))}
      </select>
    );
  } else if (field === 'status') {
    control = (
      <select
        id={id}
        value=""
        onChange={(event) => save(event.target.value)}
        className={inputClasses(true, 'min-h-11')}
      >
        <option value="">Pick a status…</option>
        {spoolStatusOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type={field === 'purchaseDate' ? 'date' : 'text'}
        inputMode={isNumberField(field) ? 'decimal' : undefined}
        defaultValue={field === 'purchaseDate' ? '' : row.values[field]}
        onBlur={(event) => save(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save(event.currentTarget.value);
        }}
        className={inputClasses(true, 'min-h-11')}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      {control}
    </div>
  );
}
