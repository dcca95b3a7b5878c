import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  guessMapping,
  mappedRows,
  mappingStorageKey,
  restoreMapping,
  serialiseMapping,
  type ColumnMapping,
} from '@/domain/spool-import/column-mapping';
import type { CsvTable } from '@/domain/spool-import/import-file';
import {
  materialCatalogue,
  previewRows,
  replaceMaterial,
  type ImportField,
  type ImportRow,
  type SpoolImportDraft,
} from '@/domain/spool-import/import-rows';
import { importedSpoolId } from '@/domain/spool-import/imported-ids';
import {
  catalogueIdsOf,
  markAlreadyImported,
  matchCatalogue,
  spoolmanRows,
} from '@/domain/spool-import/spoolman';
import { mutationFailure } from '@/queries/mutation-failure';
import { errorMessage } from '@/repositories/errors';
import type { SpoolImportProgress, SpoolImportReport } from '@/repositories/spool-import';
import { useSignedInUser } from '@/session/session';
import { loadImportContext, type ImportContext } from '../api/import-context';
import { useImportSpools } from '../api/import-spools';
import { readImportFile } from '../api/read-import-file';
import { ChooseFileStep, type ImportSource } from '../components/choose-file-step';
import { ColumnMappingStep } from '../components/column-mapping-step';
import { IMPORT_FAILED, ImportProgress, ImportReportStep } from '../components/import-report';
import { PreviewStep, type PreviewActions } from '../components/preview-step';

export const importPageMessages = {
  unreadable: 'This file could not be read. Choose it again.',
  spreadsheetNeedsCsv:
    'A spreadsheet import reads CSV files. For a Spoolman JSON export, choose "Spoolman export (CSV or JSON)".',
  contextFailed: 'Your materials and the filament catalogue could not be loaded. Please try again.',
  emptyLines: (count: number) => `${count} empty ${count === 1 ? 'line was' : 'lines were'} left out.`,
  alreadyImported: (count: number) =>
    `${count === 1 ? '1 spool' : `${count.toLocaleString('en')} spools`} of this export ${count === 1 ? 'is' : 'are'} already in your inventory from an earlier import: skipped, so nothing is counted twice.`,
} as const;

type Stage =
  | { kind: 'choose' }
  | { kind: 'mapping'; table: CsvTable; mapping: ColumnMapping; remembered: boolean }
  | { kind: 'loading'; rows: ImportRow[]; error: string | null }
  | { kind: 'preview' }
  | { kind: 'importing'; total: number }
  | { kind: 'report'; report: SpoolImportReport; skipped: number };

const STEPS = ['Choose a file', 'Match columns', 'Check the spools', 'Import', 'Report'] as const;
const stepOf = (stage: Stage['kind']) =>
  ({ choose: 0, mapping: 1, loading: 2, preview: 2, importing: 3, report: 4 })[stage];

/** A draft from a Spoolman spool is written under the id derived from its Spoolman id. */
const withSpoolId = (uid: string, draft: SpoolImportDraft): SpoolImportDraft =>
  draft.sourceId === undefined ? draft : { ...draft, spoolId: importedSpoolId(uid, draft.sourceId) };

function readStoredMapping(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function SpoolImportPage() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  const importSpools = useImportSpools();
  const [source, setSource] = useState<ImportSource>('spoolman');
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [context, setContext] = useState<ImportContext | null>(null);
  const [keptMaterials, setKeptMaterials] = useState<string[]>([]);
  const [progress, setProgress] = useState<SpoolImportProgress | null>(null);

  const known = useMemo(
    () => materialCatalogue([...(context?.materials ?? []), ...keptMaterials]),
    [context, keptMaterials],
  );
  const materialOptions = useMemo(() => [...known.values()].sort((a, b) => a.localeCompare(b)), [known]);
  const preview = useMemo(() => previewRows(rows, { materials: known }), [rows, known]);

  // Leaving the page while batches are written would stop the import midway.
  const importing = stage.kind === 'importing';
  useEffect(() => {
    if (!importing) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [importing]);

  const prepare = async (found: ImportRow[]) => {
    setStage({ kind: 'loading', rows: found, error: null });
    try {
      const spoolIds = found.flatMap((row) =>
        row.sourceId === undefined ? [] : [importedSpoolId(uid, row.sourceId)],
      );
      const loaded = await loadImportContext(queryClient, uid, catalogueIdsOf(found), spoolIds);
      setContext(loaded);
      setKeptMaterials([]);
      const checked = markAlreadyImported(
        uid,
        matchCatalogue(found, loaded.catalogue),
        loaded.existingSpools,
      );
      const already = checked.filter((row) => row.alreadyImported).length;
      if (already > 0) setNotes((current) => [...current, importPageMessages.alreadyImported(already)]);
      setRows(checked);
      setStage({ kind: 'preview' });
    } catch (error) {
      setStage({
        kind: 'loading',
        rows: found,
        error: errorMessage(error, importPageMessages.contextFailed),
      });
    }
  };

  const chooseFile = async (file: File) => {
    setReading(true);
    setFileError(null);
    importSpools.reset();
    try {
      const parsed = await readImportFile(file);
      if (!parsed.ok) return setFileError(parsed.message);
      const fileNotes = [parsed.note].filter((note): note is string => !!note);
      const withEmptyLines = (count: number) =>
        count > 0 ? [...fileNotes, importPageMessages.emptyLines(count)] : fileNotes;
      if (source === 'spoolman') {
        const result = spoolmanRows(parsed.data);
        if (!result.ok) return setFileError(result.message);
        setNotes(withEmptyLines(result.emptyRows));
        await prepare(result.rows);
        return;
      }
      if (parsed.data.kind !== 'csv') return setFileError(importPageMessages.spreadsheetNeedsCsv);
      const table = parsed.data;
      setNotes(withEmptyLines(table.emptyRows));
      const remembered = restoreMapping(table.headers, readStoredMapping(mappingStorageKey(table.headers)));
      setStage({
        kind: 'mapping',
        table,
        mapping: remembered ?? guessMapping(table.headers),
        remembered: remembered !== null,
      });
    } catch {
      setFileError(importPageMessages.unreadable);
    } finally {
      setReading(false);
    }
  };

  const confirmMapping = (table: CsvTable, mapping: ColumnMapping) => {
    try {
      localStorage.setItem(mappingStorageKey(table.headers), serialiseMapping(table.headers, mapping));
    } catch {
      // Private browsing without storage: the mapping is simply not remembered.
    }
    void prepare(mappedRows(table, mapping));
  };

  const updateRows = (change: (current: ImportRow[]) => ImportRow[]) => setRows(change);
  const actions: PreviewActions = {
    onChangeValue: (row: number, field: ImportField, value: string) =>
      updateRows((current) =>
        current.map((entry) =>
          entry.row === row ? { ...entry, values: { ...entry.values, [field]: value } } : entry,
        ),
      ),
    onToggleSkip: (row: number) =>
      updateRows((current) =>
        current.map((entry) =>
          entry.row === row && !entry.alreadyImported ? { ...entry, skipped: !entry.skipped } : entry,
        ),
      ),
    onReplaceMaterial: (material, replacement) =>
      updateRows((current) => replaceMaterial(current, material, replacement)),
    onKeepMaterial: (material) => setKeptMaterials((current) => [...current, material.trim()]),
    onSkipMaterial: (material) =>
      updateRows((current) =>
        current.map((entry) =>
          entry.values.material.trim().toLowerCase() === material.trim().toLowerCase()
            ? { ...entry, skipped: true }
            : entry,
        ),
      ),
  };

  const runImport = (rowNumbers: ReadonlySet<number> | null, createdBefore: number, skipped: number) => {
    const drafts = preview.rows.flatMap((row) =>
      !row.skipped && row.draft && (!rowNumbers || rowNumbers.has(row.row))
        ? [withSpoolId(uid, row.draft)]
        : [],
    );
    setProgress(null);
    setStage({ kind: 'importing', total: drafts.length });
    importSpools.mutate(
      { drafts, onProgress: setProgress },
      {
        onSuccess: (report) =>
          setStage({
            kind: 'report',
            report: { ...report, created: createdBefore + report.created },
            skipped,
          }),
        onError: () => setStage({ kind: 'preview' }),
      },
    );
  };

  const restart = () => {
    importSpools.reset();
    setRows([]);
    setNotes([]);
    setFileError(null);
    setStage({ kind: 'choose' });
  };

  const current = stepOf(stage.kind);
  return (
    <>
      <PageHeader
        title="Import spools"
        description="Bring your spools from a Spoolman export or a spreadsheet. You check every row before anything is saved."
        actions={
          <ButtonLink to={paths.dashboard.materials} variant="secondary" className="min-h-11">
            Back to Spools
          </ButtonLink>
        }
      />
      <ol className="mb-6 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Import steps">
        {STEPS.map((step, index) =>
          index === 1 && source === 'spoolman' ? null : (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={index === current ? 'font-semibold text-indigo-700' : 'text-slate-500'}
            >
              {step}
            </li>
          ),
        )}
      </ol>

      {stage.kind === 'choose' && (
        <ChooseFileStep
          source={source}
          onSourceChange={(next) => {
            setSource(next);
            setFileError(null);
          }}
          onFile={(file) => void chooseFile(file)}
          reading={reading}
          error={fileError}
        />
      )}

      {stage.kind === 'mapping' && (
        <ColumnMappingStep
          table={stage.table}
          initialMapping={stage.mapping}
          remembered={stage.remembered}
          onBack={restart}
          onConfirm={(mapping) => confirmMapping(stage.table, mapping)}
        />
      )}

      {stage.kind === 'loading' && (
        <Card className="space-y-4">
          {stage.error ? (
            <>
              <Alert tone="error">{stage.error}</Alert>
              <div className="flex gap-3">
                <Button className="min-h-11" onClick={() => void prepare(stage.rows)}>
                  Try again
                </Button>
                <Button variant="secondary" className="min-h-11" onClick={restart}>
                  Back
                </Button>
              </div>
            </>
          ) : (
            <div className="flex items-center gap-3 text-sm text-slate-600">
              <Spinner label="" /> Checking {stage.rows.length.toLocaleString('en')} rows against your
              materials and the filament catalogue…
            </div>
          )}
        </Card>
      )}

      {stage.kind === 'preview' && (
        <div className="space-y-4">
          <FailureAlert message={mutationFailure(importSpools, IMPORT_FAILED)} />
          <PreviewStep
            rows={preview.rows}
            counts={preview.counts}
            notes={notes}
            materials={materialOptions}
            actions={actions}
            onBack={restart}
            onImport={() => runImport(null, 0, preview.counts.total - preview.counts.ready)}
          />
        </div>
      )}

      {stage.kind === 'importing' && <ImportProgress progress={progress} total={stage.total} />}

      {stage.kind === 'report' && (
        <ImportReportStep
          report={stage.report}
          skipped={stage.skipped}
          retrying={importSpools.isPending}
          onRetry={() => runImport(new Set(stage.report.notImported), stage.report.created, stage.skipped)}
          onImportAnother={restart}
        />
      )}
    </>
  );
}
