import { cx } from './class-names';
import type { ReactNode } from 'react';

export type BadgeTone = 'green' | 'blue' | 'yellow' | 'grey' | 'red' | 'indigo';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-600/20',
};

/** A short status label; always text, so colour is never the only signal. */
export function Badge({
  tone = 'grey',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
