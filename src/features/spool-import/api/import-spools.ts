import type { SpoolImportDraft } from '@/domain/spool-import/import-rows';
import { spoolImportRepository } from '@/queries/repositories';
import { invalidateSpools } from '@/queries/spools';
import type { SpoolImportProgress } from '@/repositories/spool-import';
import { useSignedInMutation } from '@/session/signed-in-mutation';

interface ImportSpoolsVariables {
  drafts: readonly SpoolImportDraft[];
  onProgress: (progress: SpoolImportProgress) => void;
}

/** Writes the ready rows as spools in batches; the inventory's views read again afterwards. */
export const useImportSpools = () =>
  useSignedInMutation(
    'Importing spools',
    (queryClient, uid) => invalidateSpools(queryClient, uid),
    spoolImportRepository,
    (repository, uid, { drafts, onProgress }: ImportSpoolsVariables) =>
      repository.importSpools(uid, drafts, onProgress),
  );
