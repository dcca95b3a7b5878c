import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  dismissRefusedChange,
  refusedChangeReason,
  syncMessages,
  useSyncStatus,
} from '@/session/sync-status';

/**
 * Changes made offline that the server refused once the connection returned (issue 16): each says
 * what was lost and why, until the user dismisses it. Nothing is swallowed.
 */
export function RefusedChanges() {
  const { refused, waiting } = useSyncStatus();
  useViewsAfterSync(waiting, refused.length);
  if (refused.length === 0) return null;
  return (
    <div className="mb-6 space-y-3">
      {refused.map((entry) => (
        <Alert key={entry.id} tone="error">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">{syncMessages.refusedTitle}</p>
              <p>
                <span className="font-medium">Not saved: </span>
                {entry.change}.
              </p>
              <p>{refusedChangeReason(entry)}</p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => dismissRefusedChange(entry.id)}>
              Dismiss
            </Button>
          </div>
        </Alert>
      ))}
    </div>
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
