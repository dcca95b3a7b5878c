import { useEffect, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import {
  LABEL_LAYOUTS,
  labelLayouts,
  labelMessages,
  labelsPerPage,
  parseLabelSelection,
  spoolLabelFields,
  type LabelLayout,
  type LabelLayoutSpec,
} from '@/domain/spool-label';
import type { Spool } from '@/domain/spool-record';
import { useLabelSpools } from '../api/get-label-spools';
import { LabelSheet } from '../components/label-sheet';
import { useQrCodes } from '../components/qr-codes';

export const LABELS_TITLE = 'Spool labels';
const QR_FAILED = 'The QR codes could not be made.';

/**
 * The print view of spool labels (`?spools=<id>,<id>&layout=…`): the labels alone on their paper
 * (no dashboard around them), and a bar with the label size, Print and Back that does not print.
 */
export function LabelsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = useMemo(() => parseLabelSelection(searchParams), [searchParams]);
  const ids = selection.ok ? selection.ids : [];
  const spools = useLabelSpools(ids);
  const spec = labelLayouts[selection.layout];

  // The print dialog offers the page's title as the file name of a "Save as PDF".
  useEffect(() => {
    const previous = document.title;
    document.title = `${LABELS_TITLE} — PrintLedger`;
    return () => {
      document.title = previous;
    };
  }, []);

  const setLayout = (layout: LabelLayout) => {
    const next = new URLSearchParams(searchParams);
    next.set('layout', layout);
    setSearchParams(next, { replace: true });
  };

  // Back to the spool the labels are of, or to the inventory for a selection.
  const back =
    selection.ok && selection.ids.length === 1
      ? { to: paths.dashboard.spool(selection.ids[0] ?? ''), label: 'Back to the spool' }
      : { to: paths.dashboard.materials, label: 'Back to Spools Inventory' };
  const found = spools.data?.spools ?? [];

  return (
    <div className="min-h-screen bg-slate-100 print:min-h-0 print:bg-white">
      <div className="mx-auto max-w-5xl px-3 py-6 print:max-w-none print:p-0">
        <nav aria-label="Label printing" className="mb-5 space-y-4 print:hidden">
          <Link
            to={back.to}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-indigo-700 hover:underline"
          >
            ← {back.label}
          </Link>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{LABELS_TITLE}</h1>
              <p className="mt-1 text-sm text-slate-600">{layoutSummary(spec, found.length)}</p>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <LayoutPicker value={selection.layout} onChange={setLayout} />
              <Button
                size="lg"
                className="min-h-11"
                onClick={() => window.print()}
                disabled={found.length === 0}
              >
                Print
              </Button>
            </div>
          </div>
        </nav>
        <main className="overflow-x-auto print:overflow-visible">
          {selection.ok ? (
            <QueryState query={spools} loading="Loading the spools" error={labelMessages.readFailed}>
              {({ spools: labelled, missing }) => (
                <>
                  {missing > 0 && (
                    <Alert tone={labelled.length === 0 ? 'error' : 'warning'} className="mb-5 print:hidden">
                      {labelMessages.missing(missing, selection.ids.length)}
                    </Alert>
                  )}
                  {labelled.length > 0 && <Labels spools={labelled} spec={spec} />}
                </>
              )}
            </QueryState>
          ) : (
            <Alert tone="error" className="print:hidden">
              {selection.problem === 'too-many'
                ? labelMessages.tooMany(selection.count)
                : selection.problem === 'invalid'
                  ? labelMessages.invalid
                  : labelMessages.none}
            </Alert>
          )}
        </main>
      </div>
    </div>
  );
}

function layoutSummary(spec: LabelLayoutSpec, count: number): string {
  const labels = count === 1 ? '1 label' : `${count} labels`;
  if (!spec.sheet) return `${labels} · ${spec.labelWidth} × ${spec.labelHeight} mm, one per label`;
  return `${labels} · ${spec.title}, ${labelsPerPage(spec)} labels of ${spec.labelWidth} × ${spec.labelHeight} mm a page`;
}

function LayoutPicker({ value, onChange }: { value: LabelLayout; onChange: (layout: LabelLayout) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Label size
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as LabelLayout)}
        className={inputClasses(false, 'mt-1 min-h-11 w-auto')}
      >
        {LABEL_LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {labelLayouts[layout].title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The labels with their QR codes, each the absolute link of the spool's page in PrintLedger. */
function Labels({ spools, spec }: { spools: readonly Spool[]; spec: LabelLayoutSpec }) {
  const links = useMemo(
    () => spools.map((spool) => `${window.location.origin}${paths.dashboard.spool(spool.id)}`),
    [spools],
  );
  const qrCodes = useQrCodes(links);
  const labels = spools.map((spool) => spoolLabelFields(spool, spec.density));
  return (
    <QueryState query={qrCodes} loading="Making the QR codes" error={QR_FAILED}>
      {(images) => <LabelSheet spec={spec} labels={labels} qrImages={images} />}
    </QueryState>
  );
}
