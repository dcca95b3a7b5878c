import type { SpoolLabelFields } from '@/domain/spool-label';

/**
 * One printed label: the QR code of the spool's link beside its name, material and colour,
 * diameter and temperatures, and the short code to type when there is no camera. Its size comes
 * from the layout's stylesheet (label-sheet.tsx); `compact` is the 40 × 30 mm label's type scale.
 */
export function SpoolLabel({
  fields,
  qrImage,
  compact,
}: {
  fields: SpoolLabelFields;
  qrImage: string;
  compact: boolean;
}) {
  const small = compact ? 'text-[5.5pt] leading-[1.2]' : 'text-[7pt] leading-[1.25]';
  return (
    <article
      className="pl-label"
      aria-label={`Label of ${fields.fullName ?? fields.name}`}
      data-spool-id={fields.id}
    >
      <img className="pl-label-qr" src={qrImage} alt={`QR code: link to ${fields.fullName ?? fields.name}`} />
      <div className="flex min-w-0 flex-1 flex-col overflow-hidden text-black">
        <p
          className={
            compact
              ? 'line-clamp-2 text-[7pt] leading-[1.15] font-bold break-words'
              : 'line-clamp-2 text-[9pt] leading-[1.15] font-bold break-words'
          }
          title={fields.fullName ?? undefined}
        >
          {fields.name}
        </p>
        {fields.material && (
          <p className={`mt-[0.6mm] flex items-start gap-[1mm] ${small}`}>
            {fields.swatch && (
              <span
                aria-hidden="true"
                data-testid="label-swatch"
                className="mt-[0.2mm] inline-block h-[2.4mm] w-[2.4mm] shrink-0 rounded-full border-[0.2mm] border-black print:[print-color-adjust:exact]"
                style={{ backgroundColor: fields.swatch }}
              />
            )}
            <span className="line-clamp-2 break-words">{fields.material}</span>
          </p>
        )}
        <dl className={`mt-[0.4mm] ${small}`}>
          {fields.diameter && <LabelFact term="Ø" description={fields.diameter} label="Diameter" />}
          {fields.nozzle && <LabelFact term="Nozzle" description={fields.nozzle} />}
          {fields.bed && <LabelFact term="Bed" description={fields.bed} />}
        </dl>
        <p className={`mt-auto ${compact ? 'text-[5pt]' : 'text-[6pt]'} leading-tight`}>
          <span className="uppercase">Code</span>{' '}
          <span className={`font-mono font-bold ${compact ? 'text-[6.5pt]' : 'text-[8.5pt]'} tracking-wide`}>
            {fields.code}
          </span>
        </p>
      </div>
    </article>
  );
}

function LabelFact({ term, description, label }: { term: string; description: string; label?: string }) {
  return (
    // A value too wide for a small label's line goes under its term, whole.
    <div className="flex flex-wrap gap-x-[1mm]">
      <dt>
        {label ? (
          <>
            <span aria-hidden="true">{term}</span>
            <span className="sr-only">{label}</span>
          </>
        ) : (
          term
        )}
      </dt>
      <dd className="font-semibold whitespace-nowrap">{description}</dd>
    </div>
  );
}
