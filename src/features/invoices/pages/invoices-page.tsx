import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { projectMessages } from '@/domain/project-form';

/** SPEC §2 Invoices: a placeholder saying the features are coming soon. */
export function InvoicesPage() {
  return (
    <>
      <PageHeader title="Invoices" />
      <EmptyState title={projectMessages.invoicesComingSoon}>
        You will be able to turn your projects into invoices for your clients here.
      </EmptyState>
    </>
  );
}
