/** A small colour chip; decorative, the colour name beside it carries the meaning. */
export function ColourSwatch({ hex }: { hex: string }) {
  const colour = /^#?[0-9a-f]{3,8}$/i.test(hex) ? (hex.startsWith('#') ? hex : `#${hex}`) : null;
  if (!colour) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3.5 w-3.5 shrink-0 rounded-full ring-1 ring-slate-300"
      style={{ backgroundColor: colour }}
    />
  );
}
