import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ColourSwatch } from '@/components/ui/colour-swatch';
import { paths } from '@/config/paths';
import { colourName } from '@/domain/colour';
import { formatGrams } from '@/domain/runs';
import { formatDuration } from '@/domain/workshop-board';
import type { QueuedJob } from '@/repositories/runs';

const queueStatus: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'grey' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'yellow' },
};

/** The queued jobs, each with its Start (or Reprint, after a failed or cancelled run). */
export function QueueList({ jobs, onStart }: { jobs: QueuedJob[]; onStart: (job: QueuedJob) => void }) {
  return (
    <ul
      aria-label="Jobs waiting to print"
      className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {jobs.map((job) => {
        const status = queueStatus[job.status] ?? { label: job.status, tone: 'grey' as const };
        const verb = job.status === 'pending' ? 'Start' : 'Reprint';
        const kind = [job.materialType, job.colorName].filter(Boolean).join(' · ') || 'No material stated';
        return (
          <li
            key={`${job.projectId}/${job.jobId}`}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{job.description || 'Print job'}</span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </p>
              <p className="text-sm">
                {/* 44 px tall for a tap; the row's spacing is taken up by it rather than added to. */}
                <Link
                  to={paths.dashboard.project(job.projectId)}
                  className="-my-1 inline-flex min-h-11 min-w-11 items-center text-indigo-700 hover:underline"
                >
                  {job.projectName || 'Untitled project'}
                </Link>
              </p>
              <p className="text-sm text-slate-600">
                {kind} · {formatGrams(job.grams)} · {formatDuration(job.minutes)}
              </p>
              {job.filaments.length > 0 && (
                <ul
                  aria-label={`Filaments of ${job.description || 'print job'}`}
                  className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600"
                >
                  {job.filaments.map((slot) => (
                    <li key={slot.slot} className="inline-flex items-center gap-1">
                      <ColourSwatch hex={slot.colorHex} />
                      {[
                        slot.material,
                        colourName(slot.colorHex),
                        slot.grams === null ? '' : formatGrams(slot.grams),
                      ]
                        .filter(Boolean)
                        .join(' ') || `Filament ${slot.slot}`}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <Button
              size="lg"
              variant={verb === 'Start' ? 'primary' : 'secondary'}
              className="min-h-11 min-w-24"
              onClick={() => onStart(job)}
              aria-label={`${verb} ${job.description || 'print job'} (${job.projectName || 'untitled project'})`}
            >
              {verb}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
