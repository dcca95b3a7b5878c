import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ColourSwatch } from '@/components/ui/colour-swatch';
import { Field, inputClasses } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import type { Filament } from '@/domain/filament';
import {
  hasSearchCriteria,
  MAX_SHOWN_SEARCH_RESULTS,
  type FilamentSearchCriteria,
} from '@/domain/filament-search';
import { useFilamentBrandOptions, useFilamentSearch } from '../api/use-filament-search';
import { FilamentDetails } from './filament-details';

const RESULT_COLUMNS = ['Brand', 'Material', 'Colour', 'Diameter'] as const;

type Criteria = Required<{ [K in keyof FilamentSearchCriteria]: string }>;

/** The criteria typed as text, matched as case-insensitive substrings (SPEC §5). */
const TEXT_CRITERIA = [
  { key: 'material', label: 'Material contains', placeholder: 'e.g. PLA' },
  { key: 'colour', label: 'Colour contains', placeholder: 'e.g. black' },
] as const satisfies readonly { key: keyof Criteria; label: string; placeholder: string }[];

interface FilamentSearchPanelProps {
  chosen: Filament | null;
  onChoose: (filament: Filament) => void;
  onClear: () => void;
}

/** The 'Search Filament' tab: brand, material and colour criteria over the shared catalogue. */
export function FilamentSearchPanel({ chosen, onChoose, onClear }: FilamentSearchPanelProps) {
  const brands = useFilamentBrandOptions();
  const search = useFilamentSearch();
  const [criteria, setCriteria] = useState<Criteria>({ brand: '', material: '', colour: '' });
  const [searched, setSearched] = useState<FilamentSearchCriteria | null>(null);
  const setCriterion = (key: keyof Criteria, value: string) =>
    setCriteria((current) => ({ ...current, [key]: value }));

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

  // A failed search shows as no results (SPEC §8).
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
              onChange={(event) => setCriterion('brand', event.target.value)}
              onKeyDown={searchOnEnter}
              className={inputClasses(false)}
            >
              <option value="">{brands.isPending ? 'Loading brands…' : 'Any brand'}</option>
              {brands.data?.map((brand) => (
                <option key={brand.id} value={brand.brand}>
                  {brand.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {TEXT_CRITERIA.map(({ key, label, placeholder }) => (
          <CriterionInput
            key={key}
            label={label}
            placeholder={placeholder}
            value={criteria[key]}
            onChange={(value) => setCriterion(key, value)}
            onKeyDown={searchOnEnter}
          />
        ))}
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
            <Table caption="Matching filaments" className="max-h-[15rem] overflow-y-auto">
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  {RESULT_COLUMNS.map((column) => (
                    <th key={column} scope="col" className={thClasses}>
                      {column}
                    </th>
                  ))}
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
            </Table>
          </>
        )}
      </div>

      {chosen && <FilamentDetails filament={chosen} onClear={onClear} />}
    </div>
  );
}

interface CriterionInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** A text criterion of the search. */
function CriterionInput({ label, placeholder, value, onChange, onKeyDown }: CriterionInputProps) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={inputClasses(false)}
        />
      )}
    </Field>
  );
}
