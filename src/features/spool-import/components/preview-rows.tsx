import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PreviewCounts, PreviewRow } from '@/domain/spool-import/import-rows';
import { PreviewTable } from './preview-table';
import type { PreviewActions } from './preview-actions';

const PAGE_SIZE = 50;
type Filter = 'problems' | 'ready' | 'skipped' | 'all';

/** The preview's rows, shown by what they need (problems first when there are any), a page at a time. */
export function PreviewRows({
  rows,
  counts,
  materials,
  actions,
}: {
  rows: readonly PreviewRow[];
  counts: PreviewCounts;
  materials: readonly string[];
  actions: PreviewActions;
}) {
  const [filter, setFilter] = useState<Filter>(counts.withProblems > 0 ? 'problems' : 'all');
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () =>
      rows.filter((row) => {
        if (filter === 'all') return true;
        if (filter === 'skipped') return row.skipped;
        if (row.skipped) return false;
        return filter === 'ready' ? row.problems.length === 0 : row.problems.length > 0;
      }),
    [rows, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);

  const filters: { value: Filter; label: string; count: number }[] = [
    { value: 'problems', label: 'With problems', count: counts.withProblems },
    { value: 'ready', label: 'Ready', count: counts.ready },
    { value: 'skipped', label: 'Skipped', count: counts.skipped },
    { value: 'all', label: 'All rows', count: counts.total },
  ];

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show rows">
        {filters.map((option) => (
          <Button
            key={option.value}
            variant={filter === option.value ? 'primary' : 'secondary'}
            size="sm"
            className="min-h-11"
            aria-pressed={filter === option.value}
            onClick={() => {
              setFilter(option.value);
              setPage(0);
            }}
          >
            {option.label} ({option.count.toLocaleString('en')})
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">No rows here.</p>
      ) : (
        <PreviewTable
          rows={shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE)}
          materials={materials}
          actions={actions}
        />
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-3" aria-label="Preview pages">
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {current + 1} of {pages}
          </span>
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </Card>
  );
}
