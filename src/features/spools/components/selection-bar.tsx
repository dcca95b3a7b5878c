import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MAX_LABEL_SPOOLS, selectionTooLarge } from '@/domain/spool-label';

/**
 * The spools page's selection for labels: how many are chosen, Select all shown, Clear, and
 * Print labels (N), which opens the label sheet of the selected spools.
 */
export function SelectionBar({
  selected,
  shown,
  onSelectAll,
  onClear,
}: {
  selected: readonly string[];
  /** How many spools the page shows (all of them can be selected at once). */
  shown: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const count = selected.length;
  const tooMany = count > MAX_LABEL_SPOOLS;
  return (
    <section
      aria-label="Selection for labels"
      className="sticky top-[4.5rem] z-10 flex flex-wrap items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-md ring-1 ring-indigo-200"
    >
      <p className="mr-auto text-sm font-medium text-slate-900" aria-live="polite">
        {count === 0 ? 'Select spools to print their labels.' : `${count.toLocaleString('en-US')} selected`}
        {tooMany && <span className="block text-amber-800">{selectionTooLarge(count)}</span>}
      </p>
      <Button variant="secondary" className="min-h-11" onClick={onSelectAll} disabled={shown === 0}>
        Select all shown
      </Button>
      <Button variant="ghost" className="min-h-11" onClick={onClear} disabled={count === 0}>
        Clear
      </Button>
      {count > 0 && !tooMany ? (
        <ButtonLink to={paths.dashboard.labels(selected)} className="min-h-11">
          Print labels ({count.toLocaleString('en-US')})
        </ButtonLink>
      ) : (
        <Button className="min-h-11" disabled>
          Print labels ({count.toLocaleString('en-US')})
        </Button>
      )}
    </section>
  );
}
