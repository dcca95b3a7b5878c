import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { unknownMaterials, type PreviewCounts, type PreviewRow } from '@/domain/spool-import/import-rows';
import { PreviewRows } from './preview-rows';
import { UnknownMaterials } from './unknown-materials';
import type { PreviewActions } from './preview-actions';

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
  const unknown = useMemo(() => unknownMaterials(rows), [rows]);
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

      {unknown.length > 0 && <UnknownMaterials unknown={unknown} materials={materials} actions={actions} />}

      <PreviewRows rows={rows} counts={counts} materials={materials} actions={actions} />

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
