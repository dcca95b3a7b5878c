import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from './class-names';

interface InfoToggleProps {
  /** The button's accessible name, a question the explanation answers ('Why sign up?'). */
  label: string;
  /** The explanation; it may hold links, so it stays open until closed. */
  children: ReactNode;
  /** Controlled use (another control opens the same explanation); uncontrolled without. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the button the panel lines up with. */
  align?: 'left' | 'right';
  className?: string;
  /** The button's content instead of "?", its name (the content's words) and its classes. */
  trigger?: { content: ReactNode; name: string; className: string };
}

/**
 * An explanation behind a small "?" button, reachable by tap, click and keyboard alike (hover help
 * never opens on a tablet): the button toggles it (aria-expanded, aria-controls), Escape closes it
 * and returns focus to the button, and a tap or click outside closes it.
 */
export function InfoToggle({
  label,
  children,
  open: openProp,
  onOpenChange,
  align = 'right',
  className,
  trigger,
}: InfoToggleProps) {
  const panelId = useId();
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Back to the button when focus was on it or in the panel, so the keyboard path goes on.
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return (
    <span ref={root} className={cx('relative inline-flex', className)}>
      <button
        ref={button}
        type="button"
        aria-label={trigger ? trigger.name : label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={
          trigger?.className ??
          'inline-flex h-8 w-8 items-center justify-center rounded-full bg-white text-sm font-bold text-indigo-700 ring-1 ring-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600'
        }
      >
        {trigger ? trigger.content : '?'}
      </button>
      <span
        id={panelId}
        role="group"
        aria-label={label}
        hidden={!open}
        className={cx(
          'absolute top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md bg-slate-900 px-3 py-2 text-left text-sm font-normal text-white shadow-lg',
          align === 'right' ? 'right-0' : 'left-0',
        )}
      >
        {children}
      </span>
    </span>
  );
}
