import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { FailureAlert } from '@/components/ui/failure-alert';
import { paths } from '@/config/paths';
import {
  materialCatalogue,
  previewRows,
  type ImportRow,
  type SpoolImportDraft,
} from '@/domain/spool-import/import-rows';
import { importedSpoolId } from '@/domain/spool-import/imported-ids';
import { catalogueIdsOf, markAlreadyImported, matchCatalogue } from '@/domain/spool-import/spoolman';
import { mutationFailure } from '@/queries/mutation-failure';
import { errorMessage } from '@/repositories/errors';
import { useSignedInUser } from '@/session/session';
import { chooseImportFile, matchColumns } from '../api/choose-import-file';
import { loadImportContext } from '../api/import-context';
import { useImportSpools } from '../api/import-spools';
import { CheckingStep } from '../components/checking-step';
import { ChooseFileStep } from '../components/choose-file-step';
import { ColumnMappingStep } from '../components/column-mapping-step';
import { IMPORT_FAILED, ImportProgress, ImportReportStep } from '../components/import-report';
import { ImportStepList } from '../components/import-step-list';
import { PreviewStep } from '../components/preview-step';
import { importWizardMessages, importWizardReducer, initialImportWizard } from '../import-wizard';
import type { PreviewActions } from '../components/preview-actions';

/** A draft from a Spoolman spool is written under the id derived from its Spoolman id. */
const withSpoolId = (uid: string, draft: SpoolImportDraft): SpoolImportDraft =>
  draft.sourceId === undefined ? draft : { ...draft, spoolId: importedSpoolId(uid, draft.sourceId) };

export function SpoolImportPage() {
  const { uid } = useSignedInUser();
  const queryClient = useQueryClient();
  const importSpools = useImportSpools();
  const [wizard, dispatch] = useReducer(importWizardReducer, initialImportWizard);
  const { source, stage, notes, rows, materials, keptMaterials } = wizard;

  const known = useMemo(
    () => materialCatalogue([...materials, ...keptMaterials]),
    [materials, keptMaterials],
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

  /** Checks the rows against the user's materials, the catalogue and the spools an earlier import wrote. */
  const check = async (found: ImportRow[], notes?: string[]) => {
    dispatch({ type: 'checkStarted', rows: found, notes });
    try {
      const spoolIds = found.flatMap((row) =>
        row.sourceId === undefined ? [] : [importedSpoolId(uid, row.sourceId)],
      );
      const loaded = await loadImportContext(queryClient, uid, catalogueIdsOf(found), spoolIds);
      const checked = markAlreadyImported(
        uid,
        matchCatalogue(found, loaded.catalogue),
        loaded.existingSpools,
      );
      dispatch({ type: 'checked', rows: checked, materials: loaded.materials });
    } catch (error) {
      dispatch({ type: 'checkFailed', message: errorMessage(error, importWizardMessages.contextFailed) });
    }
  };

  const chooseFile = async (file: File) => {
    dispatch({ type: 'fileReading' });
    importSpools.reset();
    const next = await chooseImportFile(file, source);
    if (next.type === 'checkStarted') await check(next.rows, next.notes);
    else dispatch(next);
  };

  const actions: PreviewActions = {
    onChangeValue: (row, field, value) => dispatch({ type: 'valueChanged', row, field, value }),
    onToggleSkip: (row) => dispatch({ type: 'skipToggled', row }),
    onReplaceMaterial: (material, replacement) =>
      dispatch({ type: 'materialReplaced', material, replacement }),
    onKeepMaterial: (material) => dispatch({ type: 'materialKept', material }),
    onSkipMaterial: (material) => dispatch({ type: 'materialSkipped', material }),
  };

  const runImport = (rowNumbers: ReadonlySet<number> | null, createdBefore: number, skipped: number) => {
    const drafts = preview.rows.flatMap((row) =>
      !row.skipped && row.draft && (!rowNumbers || rowNumbers.has(row.row))
        ? [withSpoolId(uid, row.draft)]
        : [],
    );
    dispatch({ type: 'importStarted', total: drafts.length });
    importSpools.mutate(
      { drafts, onProgress: (progress) => dispatch({ type: 'importProgressed', progress }) },
      {
        onSuccess: (report) =>
          dispatch({
            type: 'imported',
            report: { ...report, created: createdBefore + report.created },
            skipped,
          }),
        onError: () => dispatch({ type: 'importFailed' }),
      },
    );
  };

  const restart = () => {
    importSpools.reset();
    dispatch({ type: 'restarted' });
  };

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
      <ImportStepList source={source} stage={stage.kind} />

      {stage.kind === 'choose' && (
        <ChooseFileStep
          source={source}
          onSourceChange={(next) => dispatch({ type: 'sourceChosen', source: next })}
          onFile={(file) => void chooseFile(file)}
          reading={stage.reading}
          error={stage.error}
        />
      )}

      {stage.kind === 'mapping' && (
        <ColumnMappingStep
          table={stage.table}
          initialMapping={stage.mapping}
          remembered={stage.remembered}
          onBack={restart}
          onConfirm={(mapping) => void check(matchColumns(stage.table, mapping))}
        />
      )}

      {stage.kind === 'checking' && (
        <CheckingStep
          rowCount={stage.rows.length}
          error={stage.error}
          onRetry={() => void check(stage.rows)}
          onBack={restart}
        />
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

      {stage.kind === 'importing' && <ImportProgress progress={stage.progress} total={stage.total} />}

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
