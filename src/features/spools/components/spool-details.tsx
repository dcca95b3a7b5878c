import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/class-names';
import { ColourSwatch } from '@/components/ui/colour-swatch';
import { spoolHexColour } from '@/domain/colour';
import { isLowSpool, lowSpoolMessages } from '@/domain/low-spool-alerts';
import { formatMoney } from '@/domain/money';
import { formatGrams, pricePerGram } from '@/domain/runs';
import { balanceWarning } from '@/domain/spool-balance';
import { remainingPercent, spoolStatusBadge, type Spool } from '@/domain/spool-record';
import { emptyWeightSource, useEmptySpoolWeight } from '../api/empty-spool-weight';
import type { ReactNode } from 'react';

interface SpoolDetailsProps {
  spool: Spool;
  userThreshold: number | null | undefined;
  currency: string;
}

/** The spool's filament, what is left of it, and what it cost. */
export function SpoolDetails({ spool, userThreshold, currency }: SpoolDetailsProps) {
  const status = spoolStatusBadge(spool.status);
  const low = isLowSpool(spool, userThreshold);
  const { weight: emptyWeight } = useEmptySpoolWeight(spool);
  const warning = balanceWarning(spool);

  return (
    <Card>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            {low && (
              <Badge tone="yellow" className="ring-amber-600/30">
                <span aria-hidden="true" className="mr-1">
                  ⚠
                </span>
                <span>{lowSpoolMessages.badge}</span>
              </Badge>
            )}
          </div>
          <p className="mt-3 text-sm text-slate-700">
            <span className="text-2xl font-semibold text-slate-900">
              {formatGrams(spool.remainingWeight)}
            </span>{' '}
            of {formatGrams(spool.weight)} remaining
          </p>
          <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100">
            <div
              className={cx('h-full rounded-full', low ? 'bg-amber-500' : 'bg-indigo-500')}
              style={{ width: `${remainingPercent(spool)}%` }}
            />
          </div>
          {warning && (
            <Alert tone="warning" className="mt-3">
              {warning.message}
            </Alert>
          )}
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Detail term="Filament">
            <span className="inline-flex items-center gap-1.5">
              {/* Its hex colour (issue 32), or its colour's name when that is a colour code. */}
              <ColourSwatch hex={spoolHexColour(spool)} className="h-4 w-4" />
              {[spool.brand, spool.material, spool.colorName, spool.colorHex].filter(Boolean).join(' · ') ||
                '—'}
            </span>
          </Detail>
          <Detail term="Location">{spool.location ?? '—'}</Detail>
          <Detail term="Price">{formatMoney(spool.purchasePrice, currency)}</Detail>
          <Detail term="Price per kg">{formatMoney(pricePerGram(spool) * 1000, currency)}</Detail>
          {emptyWeight && (
            <Detail term="Empty spool">
              {formatGrams(emptyWeight.grams)} ({emptyWeightSource(emptyWeight)})
            </Detail>
          )}
        </dl>
      </div>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
