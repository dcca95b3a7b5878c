import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { DEFAULT_CURRENCY } from '@/domain/constants';
import {
  documentKindLabels,
  invoiceFormDefaults,
  invoiceMessages,
  type DocumentKind,
} from '@/domain/invoices';
import { mutationFailure } from '@/queries/mutation-failure';
import { useProfile } from '@/session/session';
import { useCreateInvoice, useInvoiceClients } from '../api/invoices';
import { InvoiceEditor } from '../components/invoice-editor';
import type { ProjectLines, ProjectLinesRequest } from '../api/project-lines';

// Pricing a project's jobs (its reads and the calculator engine) loads only when the page is opened
// from a project; a blank document needs none of it.
const ProjectLinesOf = lazy(() =>
  import('../components/project-lines-of').then((module) => ({ default: module.ProjectLinesOf })),
);

const BLANK: ProjectLines = { status: 'ready', lines: [], clientName: '', projectName: '' };
const LOADING: ProjectLines = { status: 'loading' };

function requestFrom(params: URLSearchParams): { kind: DocumentKind; project: ProjectLinesRequest | null } {
  const kind: DocumentKind = params.get('kind') === 'quote' ? 'quote' : 'invoice';
  const projectId = params.get('project');
  if (!projectId) return { kind, project: null };
  const margin = Number(params.get('margin') ?? '0');
  return {
    kind,
    project: {
      projectId,
      basis: params.get('basis') === 'actual' ? 'actual' : 'estimate',
      marginPercent: Number.isFinite(margin) && margin >= 0 && margin < 100 ? margin : 0,
    },
  };
}

/** A new quote or invoice, from scratch or from a project; it takes its number when first saved. */
export function NewInvoicePage() {
  const [params] = useSearchParams();
  const { kind, project } = useMemo(() => requestFrom(params), [params]);
  if (!project) return <NewDocument kind={kind} project={null} projectLines={BLANK} />;
  return (
    <Suspense fallback={<NewDocument kind={kind} project={project} projectLines={LOADING} />}>
      <ProjectLinesOf request={project}>
        {(projectLines) => <NewDocument kind={kind} project={project} projectLines={projectLines} />}
      </ProjectLinesOf>
    </Suspense>
  );
}

function NewDocument({
  kind,
  project,
  projectLines,
}: {
  kind: DocumentKind;
  project: ProjectLinesRequest | null;
  projectLines: ProjectLines;
}) {
  const title = `New ${documentKindLabels[kind].toLowerCase()}`;

  return (
    <>
      <PageHeader
        title={title}
        description={
          projectLines.status === 'ready' && projectLines.projectName
            ? `From the project ${projectLines.projectName}: one line per print job, priced from ${project?.basis === 'actual' ? 'its print runs' : 'its estimate'}.`
            : 'It takes the next number when you save it.'
        }
        actions={
          <Link
            to={paths.dashboard.invoices}
            className="text-sm font-semibold text-indigo-700 hover:underline"
          >
            Back to invoices
          </Link>
        }
      />
      {projectLines.status === 'loading' ? (
        <PageSpinner label="Loading the project" />
      ) : projectLines.status === 'error' ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>The project could not be loaded.</span>
          <Button variant="secondary" size="sm" onClick={projectLines.retry}>
            Retry
          </Button>
        </Alert>
      ) : projectLines.status === 'missing' ? (
        <Alert tone="error">
          That project was not found.{' '}
          <Link to={paths.dashboard.newInvoice(kind)} className="font-semibold underline">
            Start from scratch
          </Link>{' '}
          instead.
        </Alert>
      ) : (
        <NewDocumentForm
          kind={kind}
          projectId={project?.projectId ?? null}
          defaults={invoiceFormDefaults({
            client: projectLines.clientName
              ? { name: projectLines.clientName, email: null, address: null }
              : undefined,
            lines: projectLines.lines,
          })}
        />
      )}
    </>
  );
}

function NewDocumentForm({
  kind,
  projectId,
  defaults,
}: {
  kind: DocumentKind;
  projectId: string | null;
  defaults: ReturnType<typeof invoiceFormDefaults>;
}) {
  const navigate = useNavigate();
  const profile = useProfile();
  const clients = useInvoiceClients();
  const create = useCreateInvoice();
  return (
    <InvoiceEditor
      kind={kind}
      defaultValues={defaults}
      currency={profile.data?.currency ?? DEFAULT_CURRENCY}
      clients={clients.data ?? []}
      canSend={false}
      saving={create.isPending ? 'save' : null}
      failure={mutationFailure(create, invoiceMessages.saveFailed)}
      saved={null}
      onSubmit={(input) =>
        create.mutate(
          { kind, input, projectId },
          {
            onSuccess: (created) =>
              navigate(paths.dashboard.invoice(created.id), {
                replace: true,
                state: { saved: invoiceMessages.created(created.number) },
              }),
          },
        )
      }
    />
  );
}
