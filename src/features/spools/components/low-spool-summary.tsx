import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lowSpoolAlertText } from '@/domain/low-spool-alerts';
import { useLowSpoolCount } from '../api/list-spools';

/**
 * "N spools are running low", linking to the inventory; renders nothing when none are low or
 * while loading or when the spools could not be read. The dashboard layout mounts it with
 * React.lazy, so the spools feature stays out of the layout's chunk.
 *
 * Reads per page (README, "Farm scale"): two aggregation queries (repositories/spools.ts
 * lowCount), billed one read each per 1,000 spools counted: 2 for a farm of 1,000 spools, never a
 * read of each spool. Fresh for 30 s (STALE_TIME.spools): pages opened within it read nothing again.
 */
export default function LowSpoolSummary() {
  const count = useLowSpoolCount().data;
  if (!count) return null;
  return (
    <p
      role="status"
      className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <span aria-hidden="true">⚠ </span>
      <strong className="font-semibold">{lowSpoolAlertText(count)}</strong> —{' '}
      <Link to={paths.dashboard.materials} className="font-medium underline hover:text-amber-700">
        view spools
      </Link>
    </p>
  );
}
