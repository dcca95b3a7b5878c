import { cx } from './class-names';

/**
 * A small colour chip; decorative, the colour's name or code beside it carries the meaning. Shows
 * nothing for what is not a colour code.
 */
export function ColourSwatch({ hex, className }: { hex: string | null | undefined; className?: string }) {
  const colour = hex && /^#?[0-9a-f]{3,8}$/i.test(hex) ? (hex.startsWith('#') ? hex : `#${hex}`) : null;
  if (!colour) return null;
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block h-3.5 w-3.5 shrink-0 rounded-full ring-1 ring-slate-300', className)}
      style={{ backgroundColor: colour }}
    />
  );
}
