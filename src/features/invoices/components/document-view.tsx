import { lineTotal, type InvoiceDocument } from '@/domain/invoices';
import { formatMoney } from '@/domain/money';
import {
  businessLines,
  clientLines,
  documentDates,
  formatQuantity,
  kindTitle,
  splitLines,
  totalsRows,
} from '../document-text';

/**
 * A quote or invoice as it prints: business, client, number, dates, lines, totals, payment terms
 * and notes. The editor shows it for a sent, paid or void document; the print view prints it.
 */
export function DocumentView({ doc }: { doc: InvoiceDocument }) {
  const money = (amount: number) => formatMoney(amount, doc.currency);
  const client = clientLines(doc.client);
  return (
    <article
      aria-label={`${kindTitle[doc.kind]} ${doc.number}`}
      className="rounded-xl bg-white p-6 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200 sm:p-10 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap justify-between gap-6">
        <div>
          <p className="text-xl font-bold text-slate-900">{doc.business.name || 'Your business'}</p>
          {businessLines(doc.business).map((line, index) => (
            <p key={index} className="text-slate-600">
              {line}
            </p>
          ))}
        </div>
        <div className="text-right">
          <p className="text-2xl font-bold tracking-wide text-indigo-700 uppercase">{kindTitle[doc.kind]}</p>
          <p className="mt-1 font-semibold text-slate-900">{doc.number}</p>
          <dl className="mt-2 space-y-0.5">
            {documentDates(doc).map(([label, value]) => (
              <div key={label} className="flex justify-end gap-2">
                <dt className="text-slate-500">{label}:</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {(doc.status === 'void' || doc.status === 'paid') && (
            <p
              className={`mt-2 font-bold tracking-wide uppercase ${doc.status === 'void' ? 'text-red-700' : 'text-green-700'}`}
            >
              {doc.status}
            </p>
          )}
        </div>
      </header>

      <section className="mt-8" aria-label={doc.kind === 'quote' ? 'Prepared for' : 'Bill to'}>
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {doc.kind === 'quote' ? 'Prepared for' : 'Bill to'}
        </h2>
        {client.map((line, index) => (
          <p key={index} className={index === 0 ? 'font-semibold text-slate-900' : 'text-slate-700'}>
            {line}
          </p>
        ))}
      </section>

      <table className="mt-8 w-full text-left">
        <caption className="sr-only">Lines</caption>
        <thead>
          <tr className="border-b-2 border-slate-800 text-xs tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200 align-top break-inside-avoid">
              <td className="py-2 pr-4 break-words whitespace-pre-line">{line.description}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatQuantity(line.quantity)}</td>
              <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{money(line.unitPrice)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto w-full max-w-xs space-y-1 break-inside-avoid">
        {totalsRows(doc).map((row) => (
          <div
            key={row.label}
            className={`flex justify-between gap-4 ${row.strong ? 'border-t border-slate-800 pt-2 text-base font-bold text-slate-900' : 'text-slate-600'}`}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.amount}</dd>
          </div>
        ))}
      </dl>

      {splitLines(doc.business.paymentTerms).length > 0 && (
        <section className="mt-8 break-inside-avoid">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Payment terms</h2>
          <p className="whitespace-pre-line">{doc.business.paymentTerms}</p>
        </section>
      )}
      {splitLines(doc.notes).length > 0 && (
        <section className="mt-6 break-inside-avoid">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Notes</h2>
          <p className="whitespace-pre-line">{doc.notes}</p>
        </section>
      )}
    </article>
  );
}
