import { Button } from './button';
import { cx } from './class-names';
import type { ReactNode } from 'react';

interface FormActionsProps {
  onCancel: () => void;
  /** While the write runs: the main button spins, Cancel waits. */
  busy: boolean;
  children: ReactNode;
  /** A submit button by default; give onConfirm for a plain button (a dialog without a form). */
  onConfirm?: () => void;
  variant?: 'primary' | 'danger';
  disabled?: boolean;
  /** A line above the row, for long forms. */
  separated?: boolean;
  className?: string;
}

/** The Cancel + main action row at the foot of every form and dialog. */
export function FormActions({
  onCancel,
  busy,
  children,
  onConfirm,
  variant = 'primary',
  disabled,
  separated = false,
  className,
}: FormActionsProps) {
  return (
    <div
      className={cx(
        'flex flex-wrap justify-end gap-3',
        separated && 'border-t border-slate-200 pt-4',
        className,
      )}
    >
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        disabled={disabled}
        loading={busy}
      >
        {children}
      </Button>
    </div>
  );
}
