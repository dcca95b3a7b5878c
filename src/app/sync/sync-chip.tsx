import { cx } from '@/components/ui/class-names';
import { InfoToggle } from '@/components/ui/info-toggle';
import { syncMessages, useSyncStatus } from '@/session/sync-status';
import { WaitingChanges } from './waiting-changes';

/**
 * The header's connection chip (issues 16 and 29): Online, Offline, or how many changes made
 * offline wait for the server; tapped, it lists them in words (the device's record, so after a
 * reload too). Words and a shape, never colour alone; announced politely when it changes.
 */
export function SyncChip({ className }: { className?: string }) {
  const { online, waiting } = useSyncStatus();
  const someWaiting = waiting.length > 0;
  const tone = !online
    ? 'bg-amber-50 text-amber-900 ring-amber-300'
    : someWaiting
      ? 'bg-indigo-50 text-indigo-800 ring-indigo-200'
      : 'bg-green-50 text-green-800 ring-green-200';
  const chip = (
    <span
      role="status"
      aria-live="polite"
      data-testid="sync-chip"
      className="inline-flex items-center gap-1.5"
    >
      <span
        aria-hidden="true"
        className={cx(
          'h-2 w-2 rounded-full',
          !online ? 'border border-amber-700 bg-transparent' : someWaiting ? 'bg-indigo-500' : 'bg-green-600',
        )}
      />
      <span>{online ? syncMessages.online : syncMessages.offline}</span>
      {someWaiting && (
        <>
          <span aria-hidden="true">·</span>
          <span className="sr-only">, </span>
          <span>{syncMessages.waiting(waiting.length)}</span>
        </>
      )}
    </span>
  );
  return (
    <InfoToggle
      label={syncMessages.waitingTitle}
      className={className}
      trigger={{
        content: chip,
        // Named in words: browsers leave a live region's text out of the button's name.
        name: [
          online ? syncMessages.online : syncMessages.offline,
          someWaiting && syncMessages.waiting(waiting.length),
        ]
          .filter(Boolean)
          .join(', '),
        className: cx(
          'inline-flex min-h-8 items-center rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600',
          tone,
        ),
      }}
    >
      {someWaiting ? (
        <>
          <span className="block font-semibold">{syncMessages.waitingTitle}</span>
          <WaitingChanges waiting={waiting} label={syncMessages.waitingTitle} className="my-2" />
          <span className="block text-xs opacity-80">{syncMessages.waitingHelp}</span>
        </>
      ) : (
        <span className="block">{syncMessages.nothingWaiting}</span>
      )}
    </InfoToggle>
  );
}
