import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';

interface TouchFormActionsProps {
  onCancel: () => void;
  /** While the write runs: the main button spins, Cancel waits. */
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * FormActions' Cancel + submit row at touch size (44 px and more), for the spool page's dialogs
 * used at the workshop tablet (issue 16).
 */
export function TouchFormActions({ onCancel, busy, disabled, children }: TouchFormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" size="lg" className="min-h-11" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" size="lg" className="min-h-11" disabled={disabled} loading={busy}>
        {children}
      </Button>
    </div>
  );
}
