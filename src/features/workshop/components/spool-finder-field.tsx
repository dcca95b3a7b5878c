import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadMore } from '@/components/ui/load-more';
import { SEARCH_TEXT_MAX } from '@/domain/spool-search';
import type { SpoolFinder } from '../api/workshop-queries';

const spoolCount = (count: number) => `${count.toLocaleString('en-US')} spool${count === 1 ? '' : 's'}`;

/** What the search found, in words: read out as it changes. */
function resultText(finder: SpoolFinder): string {
  const count = finder.spools.length;
  if (finder.browsing) {
    if (count === 0 && !finder.hasNextPage) return 'You have no spools that still hold filament.';
    return `${spoolCount(count)} shown, A–Z: choose one in the spool list.`;
  }
  const words = `“${finder.text}”`;
  if (count > 0) return `${spoolCount(count)} found for ${words}: choose one in the spool list.`;
  return finder.hasNextPage
    ? `None found for ${words} yet: load more to look further.`
    : `No spool matches ${words}.`;
}

/**
 * "Find a spool" of the start dialog: any spool by its name, brand, material, colour or label
 * code, found on Search or Enter (not on each key: every search reads a page of spools), a page
 * at a time with Load more. What it finds joins each spool list under its own heading.
 */
export function SpoolFinderField({ finder }: { finder: SpoolFinder }) {
  const [typed, setTyped] = useState(finder.text);
  const search = () => finder.search(typed.trim());
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2">
        <TextField
          type="search"
          label="Find a spool"
          hint="Name, brand, material, colour or the code on its label."
          value={typed}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the dialog's form (that starts the run).
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search();
          }}
          containerClassName="min-w-0 flex-1"
          className="min-h-11"
        />
        <Button variant="secondary" size="lg" className="mt-6 min-h-11 shrink-0" onClick={search}>
          Search
        </Button>
      </div>
      {finder.active && finder.status === 'pending' && (
        <p role="status" className="text-sm text-slate-600">
          Searching your spools…
        </p>
      )}
      {finder.active && finder.status === 'error' && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>Could not search your spools.</span>
          <Button variant="secondary" size="sm" className="min-h-11" onClick={() => void finder.retry()}>
            Retry
          </Button>
        </Alert>
      )}
      {finder.active && finder.status === 'success' && (
        <LoadMore query={finder}>
          <span role="status">{resultText(finder)}</span>
        </LoadMore>
      )}
      {finder.unsearchable > 0 && (
        <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {finder.makeSearchableFailed
              ? 'Could not make your older spools searchable. Check your connection and try again.'
              : `${spoolCount(finder.unsearchable)} saved before spools could be searched ${finder.unsearchable === 1 ? 'is' : 'are'} not found by “Find a spool” yet.`}
          </span>
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            loading={finder.makingSearchable}
            onClick={finder.makeSearchable}
          >
            Make them searchable
          </Button>
        </Alert>
      )}
    </div>
  );
}
