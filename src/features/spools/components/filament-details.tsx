import { Button } from '@/components/ui/button';
import { ColourSwatch } from '@/components/ui/colour-swatch';
import type { Filament } from '@/domain/filament';
import { temperatureRangeText } from '@/domain/filament-search';
import type { ReactNode } from 'react';

/** Read-only panel of the chosen catalogue filament (SPEC §2 Spool form). */
export function FilamentDetails({ filament, onClear }: { filament: Filament; onClear: () => void }) {
  return (
    <section aria-label="Chosen filament" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          Chosen filament: {filament.brand} {filament.material} {filament.name}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Detail label="Brand">{filament.brand}</Detail>
        <Detail label="Material">{filament.material}</Detail>
        <Detail label="Colour">
          <span className="inline-flex items-center gap-2">
            <ColourSwatch hex={filament.colorHex} />
            {filament.colorName || filament.name}
          </span>
        </Detail>
        <Detail label="Diameter">{filament.diameter} mm</Detail>
        <Detail label="Density">{filament.density > 0 ? `${filament.density} g/cm³` : '—'}</Detail>
        <Detail label="Print temperature">
          {temperatureRangeText(filament.printTempMin, filament.printTempMax)}
        </Detail>
        <Detail label="Bed temperature">
          {temperatureRangeText(filament.bedTempMin, filament.bedTempMax)}
        </Detail>
      </dl>
      {filament.notes && <p className="mt-3 text-xs whitespace-pre-line text-slate-600">{filament.notes}</p>}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
