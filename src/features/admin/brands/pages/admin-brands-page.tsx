import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FailureAlert } from '@/components/ui/failure-alert';
import { QueryState } from '@/components/ui/query-state';
import { Table, tdClasses, thClasses } from '@/components/ui/table';
import { brandTotals, filamentBrandMessages } from '@/domain/filament-brands';
import { mutationFailure } from '@/queries/mutation-failure';
import { useBrands, useRefreshBrands } from '../api/brands';

const REFRESH_FAILED = 'Failed to refresh brands. Please try again.';
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white px-6 py-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value.toLocaleString()}</dd>
    </div>
  );
}

export function AdminBrandsPage() {
  const brands = useBrands();
  const refresh = useRefreshBrands();
  const [notice, setNotice] = useState<string | null>(null);

  const onRefresh = () => {
    setNotice(null);
    refresh.mutate(undefined, {
      onSuccess: (report) =>
        setNotice(
          `Brands refreshed: ${report.brandsCount.toLocaleString()} brands, ${report.totalFilaments.toLocaleString()} filaments.`,
        ),
    });
  };

  return (
    <>
      <PageHeader
        title="Filament Brands"
        description="Brands of the shared catalogue, as the spool form's brand list shows them. Refresh Data counts every filament again and rebuilds the spool search's catalogue snapshot."
        actions={
          <Button onClick={onRefresh} loading={refresh.isPending}>
            Refresh Data
          </Button>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      <FailureAlert message={mutationFailure(refresh, REFRESH_FAILED)} className="mb-6" />
      <QueryState
        query={brands}
        loading="Loading brands"
        error="The brands could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={filamentBrandMessages.empty} />}
      >
        {(list) => {
          const totals = brandTotals(list);
          return (
            <>
              <dl className="mb-6 grid gap-4 sm:grid-cols-2">
                <Total label="Total brands" value={totals.totalBrands} />
                <Total label="Total filaments" value={totals.totalFilaments} />
              </dl>
              <Table caption="Filament brands">
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={thClasses}>
                      Brand
                    </th>
                    <th scope="col" className={`${thClasses} text-right`}>
                      Filaments
                    </th>
                    <th scope="col" className={thClasses}>
                      Last updated
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.map((brand) => (
                    <tr key={brand.id}>
                      <td className={`${tdClasses} font-medium text-slate-900`}>{brand.brand}</td>
                      <td className={`${tdClasses} text-right tabular-nums`}>
                        {brand.filamentCount.toLocaleString()}
                      </td>
                      <td className={tdClasses}>
                        {brand.lastUpdated ? dateTime.format(brand.lastUpdated) : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
