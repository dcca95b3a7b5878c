import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { tdClasses, thClasses } from '@/components/ui/table';
import type { Filament } from '@/domain/filament';
import {
  brandOptionLabel,
  hasSearchCriteria,
  MAX_SHOWN_SEARCH_RESULTS,
  type FilamentSearchCriteria,
} from '@/domain/filament-search';
import { useFilamentBrands, useFilamentSearch } from '../api/use-filament-search';
import { ColourSwatch } from './colour-swatch';
import { FilamentDetails } from './filament-details';

interface FilamentSearchPanelProps {
  chosen: Filament | null;
  onChoose: (filament: Filament) => void;
  onClear: () => void;
}

/** The 'Search Filament' tab: brand, material and colour criteria over the shared catalogue. */
export function FilamentSearchPanel({ chosen, onChoose, onClear }: FilamentSearchPanelProps) {
  const brands = useFilamentBrands();
  const search = useFilamentSearch();
  const [criteria, setCriteria] = useState<Required<{ [K in keyof FilamentSearchCriteria]: string }>>({
    brand: '',
    material: '',
    colour: '',
  });
  const [searched, setSearched] = useState<FilamentSearchCriteria | null>(null);

  const runSearch = () => {
    setSearched(criteria);
    search.mutate(criteria);
  };
  // The panel sits inside the spool form: Enter searches instead of submitting the spool.
  const searchOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      runSearch();
    }
  };

  const results = search.data ?? [];
  const shown = results.slice(0, MAX_SHOWN_SEARCH_RESULTS);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:items-end">
        <Field label="Search by brand">
          {(control) => (
            <select
              {...control}
              value={criteria.brand}
              onChange={(event) => setCriteria((current) => ({ ...current, brand: event.target.value }))}
              onKeyDown={searchOnEnter}
              className={inputClasses(false)}
            >
              <option value="">{brands.isPending ? 'Loading brands…' : 'Any brand'}</option>
              {brands.data?.map((brand) => (
                <option key={brand.id} value={brand.brand}>
                  {brandOptionLabel(brand)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Material contains">
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder="e.g. PLA"
              value={criteria.material}
              onChange={(event) => setCriteria((current) => ({ ...current, material: event.target.value }))}
              onKeyDown={searchOnEnter}
              className={inputClasses(false)}
            />
          )}
        </Field>
        <Field label="Colour contains">
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder="e.g. black"
              value={criteria.colour}
              onChange={(event) => setCriteria((current) => ({ ...current, colour: event.target.value }))}
              onKeyDown={searchOnEnter}
              className={inputClasses(false)}
            />
          )}
        </Field>
        <Button variant="secondary" onClick={runSearch} loading={search.isPending}>
          Search
        </Button>
      </div>
      {brands.isError && (
        <p className="text-sm text-amber-800">
          The brand list could not be loaded; search by material or colour.
        </p>
      )}

      <div aria-live="polite">
        {search.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" label="" /> Searching the catalogue…
          </p>
        ) : searched === null ? (
          <p className="text-sm text-slate-500">Choose a brand, or type a material or colour, then Search.</p>
        ) : !hasSearchCriteria(searched) ? (
          <p className="text-sm text-slate-600">Enter at least one of brand, material or colour to search.</p>
        ) : results.length === 0 ? (
          <p className="text-sm text-slate-600">No filaments found.</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600">
              {results.length > shown.length
                ? `Showing the first ${shown.length} of ${results.length} filaments — narrow the search to see the rest.`
                : `${results.length} ${results.length === 1 ? 'filament' : 'filaments'} found.`}
            </p>
            <div className="max-h-[15rem] overflow-y-auto rounded-lg ring-1 ring-slate-200">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Matching filaments</caption>
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    <th scope="col" className={thClasses}>
                      Brand
                    </th>
                    <th scope="col" className={thClasses}>
                      Material
                    </th>
                    <th scope="col" className={thClasses}>
                      Colour
                    </th>
                    <th scope="col" className={thClasses}>
                      Diameter
                    </th>
                    <th scope="col" className={thClasses}>
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white">
                  {shown.map((filament) => {
                    const isChosen = chosen?.id === filament.id;
                    return (
                      <tr key={filament.id} className={isChosen ? 'bg-indigo-50' : undefined}>
                        <td className={tdClasses}>{filament.brand}</td>
                        <td className={tdClasses}>{filament.material}</td>
                        <td className={tdClasses}>
                          <span className="inline-flex items-center gap-2">
                            <ColourSwatch hex={filament.colorHex} />
                            {filament.colorName || filament.name}
                          </span>
                        </td>
                        <td className={tdClasses}>{filament.diameter} mm</td>
                        <td className={`${tdClasses} text-right`}>
                          <Button
                            size="sm"
                            variant={isChosen ? 'primary' : 'secondary'}
                            onClick={() => onChoose(filament)}
                            aria-pressed={isChosen}
                          >
                            {isChosen ? 'Selected' : 'Select'}
                            <span className="sr-only">
                              {' '}
                              {filament.brand} {filament.material} {filament.name}
                            </span>
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>

      {chosen && <FilamentDetails filament={chosen} onClear={onClear} />}
    </div>
  );
}
