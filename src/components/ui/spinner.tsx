import { cx } from './class-names';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; pass '' when the surrounding text already says it. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' };

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cx('animate-spin rounded-full border-current border-t-transparent', sizes[size])}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-indigo-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
