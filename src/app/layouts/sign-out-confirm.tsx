import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { syncMessages, type WaitingChange } from '@/session/sync-status';
import { WaitingChanges } from '../sync/waiting-changes';

/**
 * Sign-out's question when changes made offline still wait to sync (the header loads it then):
 * how many, and what each is, from the device's record, so it asks after a reload too.
 */
export default function SignOutConfirm({
  waiting,
  onConfirm,
  onCancel,
}: {
  waiting: readonly WaitingChange[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title="Sign out with changes waiting?"
      message={syncMessages.signOutLoses(waiting.length)}
      confirmLabel="Sign out anyway"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <WaitingChanges
        waiting={waiting}
        label={syncMessages.waitingTitle}
        className="mt-3 max-h-60 overflow-y-auto rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800"
      />
    </ConfirmDialog>
  );
}
