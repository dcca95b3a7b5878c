import { cx } from '@/components/ui/class-names';
import type { WaitingChange } from '@/session/sync-status';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The changes waiting to sync, each in words with when it was made (the device's record, issue 29). */
export function WaitingChanges({
  waiting,
  label,
  className,
}: {
  waiting: readonly WaitingChange[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cx('space-y-1.5', className)}>
      {waiting.map((entry) => (
        <li key={entry.id}>
          <span className="block">{entry.change}</span>
          <span className="block text-xs opacity-80">
            <time dateTime={entry.queuedAt}>{timeFormat.format(new Date(entry.queuedAt))}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
