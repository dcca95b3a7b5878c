import {
  labelGrid,
  labelPages,
  labelPageSize,
  type LabelLayoutSpec,
  type SpoolLabelFields,
} from '@/domain/spool-label';
import { SpoolLabel } from './spool-label';

/**
 * The layout's stylesheet: each page of paper (a sheet, or one label on a roll) at its size in
 * millimetres, the labels in a grid on a sheet, and `@page` so the printer gets that paper with
 * no margins of its own. On screen the pages sit on a grey desk (a roll's small labels enlarged
 * to be read); in print only they remain, at their size.
 */
export function labelSheetCss(spec: LabelLayoutSpec): string {
  const page = labelPageSize(spec);
  const { columns } = labelGrid(spec);
  const sheet = spec.sheet;
  return `
@page { size: ${page.width}mm ${page.height}mm; margin: 0; }
.pl-label-page { box-sizing: border-box; width: ${page.width}mm; height: ${page.height}mm; background: #fff; overflow: hidden; }
.pl-label-grid { display: grid; grid-template-columns: repeat(${columns}, ${spec.labelWidth}mm); grid-auto-rows: ${spec.labelHeight}mm; gap: ${sheet ? sheet.gap : 0}mm; padding: ${sheet ? sheet.margin : 0}mm; }
.pl-label { box-sizing: border-box; display: flex; gap: ${spec.density === 'compact' ? 1.5 : 2.5}mm; width: ${spec.labelWidth}mm; height: ${spec.labelHeight}mm; padding: ${spec.padding}mm; overflow: hidden; background: #fff; outline: 0.2mm dashed #94a3b8; outline-offset: -0.1mm; break-inside: avoid; }
.pl-label-qr { display: block; flex: none; width: ${spec.qrSize}mm; height: ${spec.qrSize}mm; image-rendering: pixelated; }
${sheet ? '' : '@media screen { .pl-label-sheet { zoom: 1.75; } }'}
@media print {
  html, body { background: #fff !important; }
  .pl-label-page { break-after: page; box-shadow: none !important; margin: 0 !important; ${sheet ? '' : `height: ${page.height - 0.5}mm;`} }
  .pl-label-page:last-child { break-after: auto; }
  ${sheet ? '' : '.pl-label { outline: none; }'}
}`;
}

/** The labels on their pages of paper, as they print. */
export function LabelSheet({
  spec,
  labels,
  qrImages,
}: {
  spec: LabelLayoutSpec;
  labels: readonly SpoolLabelFields[];
  qrImages: readonly string[];
}) {
  const pages = labelPages(
    labels.map((fields, index) => ({ fields, qrImage: qrImages[index] ?? '' })),
    spec,
  );
  return (
    <>
      <style>{labelSheetCss(spec)}</style>
      <div className="pl-label-sheet flex flex-col items-center gap-6 print:block">
        {pages.map((page, index) => (
          <section
            key={index}
            aria-label={pages.length > 1 ? `Page ${index + 1} of ${pages.length}` : 'Labels'}
            className="pl-label-page shadow-md ring-1 ring-slate-200 print:ring-0"
          >
            <div className="pl-label-grid">
              {page.map(({ fields, qrImage }) => (
                <SpoolLabel
                  key={fields.id}
                  fields={fields}
                  qrImage={qrImage}
                  compact={spec.density === 'compact'}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
