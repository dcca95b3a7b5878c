// The Your Data page's operations: download a backup, read a backup file into a restore preview,
// and restore it. The backup and restore repositories load on the first click, not with the page.
import {
  backupCounts,
  backupFileName,
  backupMessages,
  backupText,
  decodeBackupBytes,
  MAX_BACKUP_BYTES,
  readBackup,
  type Backup,
} from '@/domain/backup-format';
import { futureProblems, type RestorePlan } from '@/domain/backup-plan';
import { blobBytes } from '@/domain/blob-bytes';
import { backupRepository, restoreRepository } from '@/queries/repositories';
import type { RestoreProgress, RestoreReport } from '@/repositories/restore';
import { useSignedInMutation } from '@/session/signed-in-mutation';

export interface DownloadedBackup {
  fileName: string;
  text: string;
  bytes: number;
  counts: ReturnType<typeof backupCounts>;
}

/** Reads all of the user's data into a backup file's text (the page saves it). */
export const useCreateBackup = () =>
  useSignedInMutation(
    'Creating a backup',
    () => Promise.resolve(),
    backupRepository,
    async (backups, uid): Promise<DownloadedBackup> => {
      const backup = await backups.exportBackup(uid);
      const text = backupText(backup);
      return {
        fileName: backupFileName(backup.exportedAt),
        text,
        bytes: new Blob([text]).size,
        counts: backupCounts(backup),
      };
    },
  );

/** A chosen file, read and checked whole: a backup, or the message saying why not. */
export async function readBackupFile(
  file: Blob,
  now: Date = new Date(),
): Promise<{ ok: true; backup: Backup } | { ok: false; message: string }> {
  // A file over the limit is refused before it is read.
  if (file.size > MAX_BACKUP_BYTES) return { ok: false, message: backupMessages.tooLarge };
  const decoded = decodeBackupBytes(await blobBytes(file));
  if (!decoded.ok) return decoded;
  const read = readBackup(decoded.text);
  if (!read.ok) return read;
  const future = futureProblems(read.backup, now);
  if (future.length > 0) return { ok: false, message: backupMessages.future(future) };
  return read;
}

/** The preview: what restoring the backup into this account would do. */
export const usePlanRestore = () =>
  useSignedInMutation(
    'Reading your account for a restore',
    () => Promise.resolve(),
    restoreRepository,
    (restores, uid, backup: Backup): Promise<RestorePlan> => restores.plan(uid, backup),
  );

interface RestoreVariables {
  plan: RestorePlan;
  onProgress: (progress: RestoreProgress) => void;
}

/** Writes the previewed restore; every view reads again afterwards. */
export const useRestoreBackup = () =>
  useSignedInMutation(
    'Restoring a backup',
    (queryClient) => queryClient.invalidateQueries(),
    restoreRepository,
    (restores, uid, { plan, onProgress }: RestoreVariables): Promise<RestoreReport> =>
      restores.restore(uid, plan, onProgress),
  );
