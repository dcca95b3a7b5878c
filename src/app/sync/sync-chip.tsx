import { cx } from '@/components/ui/class-names';
import { syncMessages, useSyncStatus } from '@/session/sync-status';

/**
 * The header's connection chip (issue 16): Online, Offline, or how many changes made offline wait
 * for the server. Words and a shape, never colour alone; announced politely when it changes.
 */
export function SyncChip({ className }: { className?: string }) {
  const { online, waiting } = useSyncStatus();
  const tone = !online
    ? 'bg-amber-50 text-amber-900 ring-amber-300'
    : waiting > 0
      ? 'bg-indigo-50 text-indigo-800 ring-indigo-200'
      : 'bg-green-50 text-green-800 ring-green-200';
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="sync-chip"
      className={cx(
        'inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'h-2 w-2 rounded-full',
          !online ? 'border border-amber-700 bg-transparent' : waiting > 0 ? 'bg-indigo-500' : 'bg-green-600',
        )}
      />
      <span>{online ? syncMessages.online : syncMessages.offline}</span>
      {waiting > 0 && (
        <>
          <span aria-hidden="true">·</span>
          <span>{syncMessages.waiting(waiting)}</span>
        </>
      )}
    </span>
  );
}
