import { Table, TableHead, tdClasses } from '@/components/ui/table';
import { BACKUP_KIND_LABELS, BACKUP_KINDS } from '@/domain/backup-format';
import type { RestoreItem, RestorePlan } from '@/domain/backup-plan';

/** How many listed records the preview and the report show before "and N more". */
const LISTED = 50;

/** Per kind: what a restore creates, updates and skips (or did). */
export function RestoreCountsTable({ plan, caption }: { plan: RestorePlan; caption: string }) {
  const kinds = BACKUP_KINDS.filter((kind) => {
    const counts = plan.counts[kind];
    return counts.create + counts.update + counts.skip > 0;
  });
  return (
    <Table caption={caption}>
      <TableHead columns={['Kind', 'Created', 'Updated', 'Skipped']} />
      <tbody className="divide-y divide-slate-200">
        {kinds.map((kind) => (
          <tr key={kind}>
            <th scope="row" className={`${tdClasses} text-left font-medium text-slate-900`}>
              {BACKUP_KIND_LABELS[kind]}
            </th>
            <td className={tdClasses}>{plan.counts[kind].create}</td>
            <td className={tdClasses}>{plan.counts[kind].update}</td>
            <td className={tdClasses}>{plan.counts[kind].skip}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Records listed with why: skipped for a reason other than "unchanged", or renumbered. */
export function RestoreNotes({ items, title }: { items: RestoreItem[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {items.slice(0, LISTED).map((item) => (
          <li key={`${item.kind}-${item.sourceId}`} className="break-words">
            <span className="font-medium">{BACKUP_KIND_LABELS[item.kind]}:</span> {item.label} — {item.reason}
          </li>
        ))}
        {items.length > LISTED && <li>…and {items.length - LISTED} more</li>}
      </ul>
    </section>
  );
}

/** What deserves a line in the preview: not the unchanged records. */
export const notableItems = (plan: RestorePlan) =>
  plan.items.filter(
    (item) => item.reason !== null && !item.reason.startsWith('Already in this account, unchanged'),
  );
