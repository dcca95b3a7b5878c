import { cx } from './class-names';
import type { ReactNode } from 'react';

/** A scrollable, styled table shell; rows and cells are plain <tr>/<td>. */
export function Table({
  children,
  className,
  caption,
}: {
  children: ReactNode;
  className?: string;
  caption?: string;
}) {
  // A wide table scrolls sideways: the scroll box takes focus so the keyboard can scroll it too.
  // It is `relative` so screen-reader-only text in the table (absolutely positioned) is placed in
  // the box, not against the page, where it would widen the page on a tablet.
  return (
    <div
      tabIndex={0}
      role={caption ? 'region' : undefined}
      aria-label={caption}
      className={cx(
        'relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export const thClasses = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const tdClasses = 'px-4 py-3 whitespace-nowrap text-slate-700';
/** A cell whose text wraps (a note, a label): tdClasses with whitespace-normal would not, as nowrap sorts later. */
export const tdWrapClasses = 'px-4 py-3 text-slate-700';

/** The header row of a <Table>: one column header per label, then an optional actions column. */
export function TableHead({ columns, withActions = false }: { columns: string[]; withActions?: boolean }) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className={thClasses}>
            {label}
          </th>
        ))}
        {withActions && (
          <th scope="col" className={thClasses}>
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
