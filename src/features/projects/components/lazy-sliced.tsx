// The project editor's sliced-file parts (issue 32), their code loaded when first shown: the
// "From sliced file" panel (with the reader and its worker) when it is opened, and a job's slots
// when a job has them.
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { SlicedJobDetailsProps } from './sliced-job-details';
import type { SlicedJobImportProps } from './sliced-job-import';

const SlicedJobImport = lazy(() =>
  import('./sliced-job-import').then((module) => ({ default: module.SlicedJobImport })),
);
const SlicedJobDetails = lazy(() =>
  import('./sliced-job-details').then((module) => ({ default: module.SlicedJobDetails })),
);

const loading = (
  <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
    <Spinner size="sm" label="" /> Loading...
  </p>
);

export function LazySlicedJobImport(props: SlicedJobImportProps) {
  return (
    <Suspense fallback={loading}>
      <SlicedJobImport {...props} />
    </Suspense>
  );
}

export function LazySlicedJobDetails(props: SlicedJobDetailsProps) {
  return (
    <Suspense fallback={null}>
      <SlicedJobDetails {...props} />
    </Suspense>
  );
}
