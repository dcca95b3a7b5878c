import { Badge, type BadgeTone } from '@/components/ui/badge';
import { documentStatusLabels, type DocumentStatus } from '@/domain/invoices';

const tones: Record<DocumentStatus, BadgeTone> = { draft: 'grey', sent: 'blue', paid: 'green', void: 'red' };

/** A document's state as text on a colour (the text says it; the colour only helps). */
export function InvoiceStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={tones[status]}>{documentStatusLabels[status]}</Badge>;
}
