import { Badge, type BadgeTone } from '@/components/ui/badge';
import { maintenanceStateLabels, type MaintenanceState } from '@/domain/maintenance';

const tones: Record<MaintenanceState, BadgeTone> = { overdue: 'red', 'due-soon': 'yellow', ok: 'green' };

/** Overdue / Due soon / OK, in words and colour. */
export function MaintenanceStateBadge({ state }: { state: MaintenanceState }) {
  return (
    <Badge tone={tones[state]} className="shrink-0 text-sm">
      {maintenanceStateLabels[state]}
    </Badge>
  );
}
