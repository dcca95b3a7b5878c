import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { syncMessages } from '@/session/sync-status';

/** Sign-out's question when changes made offline still wait to sync (the header loads it then). */
export default function SignOutConfirm({
  waiting,
  onConfirm,
  onCancel,
}: {
  waiting: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title="Sign out with changes waiting?"
      message={syncMessages.signOutLoses(waiting)}
      confirmLabel="Sign out anyway"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
