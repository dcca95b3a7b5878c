import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  dismissRefusedChange,
  recordAgainFailure,
  recordChangeAgain,
  refusedChangeReason,
  syncMessages,
  useSyncStatus,
  type RefusedChange,
} from '@/session/sync-status';

/**
 * Changes made offline that the server refused once the connection returned (issues 16 and 29):
 * only those the server's copy shows were not saved. Each says what was lost and why, and offers to
 * record it again with today's data, until the user dismisses it; the device's record keeps them
 * across a reload. Nothing is swallowed.
 */
export function RefusedChanges() {
  const { refused, waiting } = useSyncStatus();
  useViewsAfterSync(waiting.length, refused.length);
  const [recorded, setRecorded] = useState<string | null>(null);
  if (refused.length === 0 && recorded === null) return null;
  return (
    <div className="mb-6 space-y-3">
      {recorded !== null && (
        <Alert tone="success">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <p>{recorded}</p>
            <Button variant="secondary" size="sm" onClick={() => setRecorded(null)}>
              Dismiss
            </Button>
          </div>
        </Alert>
      )}
      {refused.map((entry) => (
        <RefusedChangeReport key={entry.id} entry={entry} onRecorded={setRecorded} />
      ))}
    </div>
  );
}

function RefusedChangeReport({
  entry,
  onRecorded,
}: {
  entry: RefusedChange;
  onRecorded: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const recordAgain = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onRecorded(await recordChangeAgain(entry));
      void queryClient.invalidateQueries();
    } catch (error) {
      console.error(`Recording again failed: ${entry.change}`, error);
      setFailure(recordAgainFailure(error));
      setBusy(false);
    }
  };
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">{syncMessages.refusedTitle}</p>
          <p>
            <span className="font-medium">Not saved: </span>
            {entry.change}.
          </p>
          <p>{refusedChangeReason(entry)}</p>
          {entry.again && <p>{syncMessages.recordAgainHelp}</p>}
          {failure && <p className="font-medium">{failure}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {entry.again && (
            <Button variant="primary" size="sm" loading={busy} onClick={() => void recordAgain()}>
              {syncMessages.recordAgain}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => dismissRefusedChange(entry.id)}
          >
            Dismiss
          </Button>
        </div>
      </div>
    </Alert>
  );
}

/**
 * When queued changes reach the server, the views read again: a refused one has been rolled back
 * in the device's cache, and what the server returns may differ from what the device assumed.
 */
function useViewsAfterSync(waiting: number, refusedCount: number) {
  const queryClient = useQueryClient();
  const last = useRef({ waiting, refusedCount });
  useEffect(() => {
    const before = last.current;
    last.current = { waiting, refusedCount };
    if (waiting < before.waiting || refusedCount > before.refusedCount) void queryClient.invalidateQueries();
  }, [queryClient, waiting, refusedCount]);
}
