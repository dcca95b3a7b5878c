import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/domain/money';
import {
  buildVolumeLabel,
  nextPrinterStatus,
  printerStatusLabel,
  printerStatusLabels,
  printerStatusTone,
  type Printer,
} from '@/domain/printers';
import { formatHours } from '@/domain/runs';

interface PrinterCardProps {
  printer: Printer;
  currency: string;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

const numberText = (value: number) => value.toLocaleString('en-US');

export function PrinterCard({ printer, currency, toggling, onToggle, onDelete }: PrinterCardProps) {
  const titleId = `printer-${printer.id}-name`;
  const details = [
    { label: 'Build volume', value: buildVolumeLabel(printer.buildVolume), wide: true },
    { label: 'Extruders', value: numberText(printer.numExtruders) },
    { label: 'Power', value: `${numberText(printer.powerConsumption)} W` },
    { label: 'Initial cost', value: formatMoney(printer.initialCost, currency) },
    { label: 'Cost per hour', value: formatMoney(printer.costPerHour, currency) },
    { label: 'Yearly hours', value: `${numberText(printer.expectedYearlyHours)} h` },
  ];
  const next = printerStatusLabels[nextPrinterStatus(printer.status)];
  // A run printing on it owns its status: the run is finished on the board, not toggled here (the
  // rules refuse it). A printer set to printing by hand, with no run, toggles as before.
  const printing = printer.currentRunId !== null;
  const runs = `${numberText(printer.runCount)} run${printer.runCount === 1 ? '' : 's'}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-base font-semibold text-slate-900">
            {printer.name}
          </h2>
          <p className="truncate text-sm text-slate-500">{printer.model}</p>
        </div>
        <Badge tone={printerStatusTone(printing ? 'printing' : printer.status)} className="shrink-0">
          {printerStatusLabel(printing ? 'printing' : printer.status)}
        </Badge>
      </header>

      <p className="mt-3 text-sm text-slate-700" data-testid="printer-hours">
        Hours printed: <span className="font-medium text-slate-900">{formatHours(printer.printMinutes)}</span>{' '}
        · {runs}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {details.map((detail) => (
          <div key={detail.label} className={detail.wide ? 'col-span-2' : 'min-w-0'}>
            <dt className="text-xs text-slate-500">{detail.label}</dt>
            <dd className="font-medium text-slate-900">{detail.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {printing ? (
          <Link
            to={paths.dashboard.workshop}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`On the workshop board: ${printer.name}`}
          >
            On the workshop board
          </Link>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={onToggle}
            loading={toggling}
            aria-label={`Set ${next.toLowerCase()}: ${printer.name}`}
          >
            Set {next.toLowerCase()}
          </Button>
        )}
        <Link
          to={paths.dashboard.printer(printer.id)}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Edit ${printer.name}`}
        >
          Edit
        </Link>
        <DeleteButton what={printer.name} onClick={onDelete} className="ml-auto" />
      </div>
    </article>
  );
}
