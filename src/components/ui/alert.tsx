import { cx } from './class-names';
import type { ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-800 ring-red-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  info: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-md px-4 py-3 text-sm ring-1 ring-inset', tones[tone], className)}
    >
      {children}
    </div>
  );
}
