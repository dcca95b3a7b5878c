import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { DocumentKind } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import { projectPagesQuery } from '@/queries/projects';
import { useProfile, useSignedInUser } from '@/session/session';

type Basis = 'estimate' | 'actual';

/**
 * Picks one of the user's projects, a page at a time (newest first; Load more reads the next
 * page, never all of them), whether a quote or an invoice, and what the prices come from.
 */
export function FromProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="From a project" size="lg">
      {open && <ProjectPicker onClose={onClose} />}
    </Modal>
  );
}

function ProjectPicker({ onClose }: { onClose: () => void }) {
  const { uid } = useSignedInUser();
  const navigate = useNavigate();
  const projects = useInfiniteQuery(projectPagesQuery(uid, { sort: 'newest', status: null }));
  const [projectId, setProjectId] = useState<string | null>(null);
  const [kind, setKind] = useState<DocumentKind>('quote');
  const [basis, setBasis] = useState<Basis>('estimate');
  const [margin, setMargin] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const marginId = useId();
  const currency = useProfile().data?.currency;
  const marginErrorId = `${marginId}-error`;

  const items = projects.data?.pages.flatMap((page) => page.projects) ?? [];

  const next = () => {
    const marginPercent = Number(margin === '' ? '0' : margin);
    if (!projectId) {
      setProblem('Choose a project');
      return;
    }
    if (!Number.isFinite(marginPercent) || marginPercent < 0 || marginPercent >= 100) {
      setProblem('The profit margin must be at least 0% and under 100%');
      return;
    }
    navigate(paths.dashboard.newInvoice(kind, { id: projectId, basis, marginPercent }));
  };

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Make a</legend>
        <div className="mt-2 flex gap-6">
          {(['quote', 'invoice'] as const).map((each) => (
            <label key={each} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="from-project-kind"
                checked={kind === each}
                onChange={() => setKind(each)}
              />
              {each === 'quote' ? 'Quote' : 'Invoice'}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Project</legend>
        {projects.isPending ? (
          <div className="mt-2 flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> Loading projects…
          </div>
        ) : projects.isError ? (
          <Alert tone="error" className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <span>Your projects could not be loaded.</span>
            <Button variant="secondary" size="sm" onClick={() => void projects.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">You have no projects yet.</p>
        ) : (
          <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md ring-1 ring-slate-200">
            {items.map((project) => (
              <li key={project.id}>
                <label className="grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 px-3 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="radio"
                    name="from-project-id"
                    className="row-span-2"
                    checked={projectId === project.id}
                    onChange={() => {
                      setProjectId(project.id);
                      setProblem(null);
                    }}
                  />
                  <span className="truncate font-medium text-slate-900">{project.name}</span>
                  <span className="truncate text-xs text-slate-500">
                    {project.clientName ? `${project.clientName} · ` : ''}
                    Estimated {formatMoney(project.estimatedCost, currency)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {projects.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            loading={projects.isFetchingNextPage}
            onClick={() => void projects.fetchNextPage()}
          >
            Load more projects
          </Button>
        )}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Prices from</legend>
        <div className="mt-2 space-y-2">
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="from-project-basis"
              className="mt-1"
              checked={basis === 'estimate'}
              onChange={() => setBasis('estimate')}
            />
            <span>
              The estimate{' '}
              <span className="text-slate-500">
                — each job's grams and hours priced as the calculator does
              </span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="from-project-basis"
              className="mt-1"
              checked={basis === 'actual'}
              onChange={() => setBasis('actual')}
            />
            <span>
              The actual cost{' '}
              <span className="text-slate-500">— what the project's finished print runs cost</span>
            </span>
          </label>
        </div>
      </fieldset>

      <div>
        <label htmlFor={marginId} className="block text-sm font-medium text-slate-700">
          Profit margin (%)
        </label>
        <input
          id={marginId}
          type="number"
          inputMode="decimal"
          min={0}
          max={99}
          step="any"
          value={margin}
          onChange={(event) => {
            setMargin(event.target.value);
            setProblem(null);
          }}
          aria-describedby={problem ? marginErrorId : undefined}
          className="mt-1 block w-32 rounded-md border-0 px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600"
        />
      </div>

      {problem && (
        <p id={marginErrorId} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}

      <FormActions onCancel={onClose} busy={false} onConfirm={next}>
        Continue
      </FormActions>
    </div>
  );
}
