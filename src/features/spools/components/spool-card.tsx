import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { ColourSwatch } from '@/components/ui/colour-swatch';
import { DeleteButton } from '@/components/ui/delete-button';
import { paths } from '@/config/paths';
import { spoolColourText, spoolHexColour } from '@/domain/colour';
import { formatIsoDate } from '@/domain/dates';
import { isLowSpool, lowSpoolMessages, lowSpoolThresholdFor } from '@/domain/low-spool-alerts';
import { formatMoney } from '@/domain/money';
import { balanceWarning, balanceWarningShort } from '@/domain/spool-balance';
import { remainingPercent, spoolStatusBadge, type Spool } from '@/domain/spool-record';

interface SpoolCardProps {
  spool: Spool;
  userThreshold: number | null | undefined;
  currency: string;
  onEdit: () => void;
  onDelete: () => void;
  /** While the inventory selects spools for labels: whether this one is selected. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void } | undefined;
}

const grams = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function SpoolCard({ spool, userThreshold, currency, onEdit, onDelete, selection }: SpoolCardProps) {
  const status = spoolStatusBadge(spool.status);
  const low = isLowSpool(spool, userThreshold);
  const percent = remainingPercent(spool);
  const warning = balanceWarning(spool);
  const details = [spool.brand, spool.material, spoolColourText(spool)].filter(Boolean).join(' · ');
  const headingId = `spool-${spool.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1',
        selection?.selected ? 'ring-2 ring-indigo-500' : low ? 'ring-2 ring-amber-400' : 'ring-slate-200',
      )}
    >
      <div className="flex items-start gap-2">
        <h3
          id={headingId}
          className="line-clamp-2 min-w-0 flex-1 text-base font-semibold break-words text-slate-900"
          title={spool.name}
        >
          <Link
            to={paths.dashboard.spool(spool.id)}
            className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {spool.name}
          </Link>
        </h3>
        {selection && (
          // The whole 44 px square toggles the box (a touch target, not only the 20 px box).
          <label className="-my-2.5 -mr-2.5 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-indigo-50">
            <input
              type="checkbox"
              className="h-5 w-5 cursor-pointer accent-indigo-600"
              checked={selection.selected}
              onChange={(event) => selection.onChange(event.target.checked)}
            />
            <span className="sr-only">Select {spool.name}</span>
          </label>
        )}
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={status.tone}>{status.label}</Badge>
        {low && (
          <Badge tone="yellow" className="ring-amber-600/30">
            <span aria-hidden="true" className="mr-1">
              ⚠
            </span>
            <span>{lowSpoolMessages.badge}</span>
          </Badge>
        )}
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-500">
          <ColourSwatch hex={spoolHexColour(spool)} />
          {details || 'No filament details'}
        </span>
      </div>

      <div className="mt-4">
        <p className="text-sm text-slate-700">
          <span className="text-lg font-semibold text-slate-900">{grams.format(spool.remainingWeight)}</span>{' '}
          / {grams.format(spool.weight)} g remaining
        </p>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
          <div
            className={cx('h-full rounded-full', low ? 'bg-amber-500' : 'bg-indigo-500')}
            style={{ width: `${percent}%` }}
          />
        </div>
        {low && (
          <p className="mt-1 text-xs text-amber-800">
            Below the alert threshold of {grams.format(lowSpoolThresholdFor(spool, userThreshold))} g
          </p>
        )}
        {warning && (
          <p className="mt-1 text-xs font-medium text-red-800">{balanceWarningShort[warning.kind]}</p>
        )}
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Purchased</dt>
          <dd className="text-slate-900">{formatIsoDate(spool.purchaseDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Price</dt>
          <dd className="text-slate-900">{formatMoney(spool.purchasePrice, currency)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Location</dt>
          <dd className="text-slate-900">{spool.location ?? '—'}</dd>
        </div>
        {spool.notes && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-500">Notes</dt>
            <dd className="line-clamp-3 whitespace-pre-line text-slate-700">{spool.notes}</dd>
          </div>
        )}
      </dl>

      <div className="mt-auto flex justify-end gap-2 pt-4">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit<span className="sr-only"> {spool.name}</span>
        </Button>
        <DeleteButton what={spool.name} onClick={onDelete} />
      </div>
    </article>
  );
}
