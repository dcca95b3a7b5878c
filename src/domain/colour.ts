// Colours of spools and of sliced files' filament slots (issue 32): one stored form ('#RRGGBB',
// upper case), how far apart two colours look (CIEDE2000 on CIELAB), and a common name for a
// colour, which is what a spool without a hex colour is matched by.

/** How a spool stores its colour (and firestore.rules checks it, any case): '#RRGGBB'. */
export const STORED_HEX_COLOUR = /^#[0-9A-F]{6}$/;

/** What the spool form and the catalogue accept: '#' optional, 3 or 6 digits (8: alpha, dropped). */
const HEX_INPUT = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const colourMessages = {
  hexInvalid: 'Colour must be a hex code such as #1A2B3C',
} as const;

/**
 * A colour as stored: '#RRGGBB' in upper case, from '#abc', 'abc', '#aabbcc', 'AABBCC' or an
 * RGBA '#aabbccff' (SpoolmanDB has a few; the alpha is dropped). Null when it is none of those.
 */
export function normaliseHexColour(text: string | null | undefined): string | null {
  const match = HEX_INPUT.exec((text ?? '').trim());
  if (!match) return null;
  const digits = match[1]!;
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  return `#${six.toUpperCase()}`;
}

/** A spool's own colour: its hex colour, or a colour name written as a hex code ("#1B1B1B"). */
export const spoolHexColour = (spool: { colorHex: string | null; colorName: string }) =>
  normaliseHexColour(spool.colorHex) ?? normaliseHexColour(spool.colorName);

/** A spool's colour in words: its colour name, or its hex colour when it has no name. */
export const spoolColourText = (spool: { colorHex: string | null; colorName: string }) =>
  spool.colorName.trim() || (spool.colorHex ?? '');

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];

/** The 0–255 channels of a colour normaliseHexColour accepts, or null. */
export function rgbOf(hex: string): Rgb | null {
  const stored = normaliseHexColour(hex);
  if (!stored) return null;
  return [1, 3, 5].map((at) => parseInt(stored.slice(at, at + 2), 16)) as unknown as Rgb;
}

/** sRGB (D65) to CIELAB. */
export function labOfRgb([red, green, blue]: Rgb): Lab {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [linear(red), linear(green), linear(blue)];
  // XYZ relative to the D65 white point.
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (angle: number) => (angle * Math.PI) / 180;

/**
 * CIEDE2000 colour difference (Sharma, Wu and Dalal, 2005): about 1 is the smallest difference
 * people see side by side, 2–10 the same colour from another batch or brand, above ~20 another colour.
 */
export function ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const chroma1 = Math.hypot(a1, b1);
  const chroma2 = Math.hypot(a2, b2);
  const meanChroma7 = ((chroma1 + chroma2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(meanChroma7 / (meanChroma7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (b === 0 && a === 0) return 0;
    const angle = degrees(Math.atan2(b, a));
    return angle < 0 ? angle + 360 : angle;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);

  const deltaL = l2 - l1;
  const deltaC = c2p - c1p;
  let deltaHue = 0;
  if (c1p * c2p !== 0) {
    deltaHue = h2p - h1p;
    if (deltaHue > 180) deltaHue -= 360;
    else if (deltaHue < -180) deltaHue += 360;
  }
  const deltaH = 2 * Math.sqrt(c1p * c2p) * Math.sin(radians(deltaHue / 2));

  const meanL = (l1 + l2) / 2;
  const meanC = (c1p + c2p) / 2;
  let meanHue = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanHue = (h1p + h2p) / 2;
    else meanHue = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(radians(meanHue - 30)) +
    0.24 * Math.cos(radians(2 * meanHue)) +
    0.32 * Math.cos(radians(3 * meanHue + 6)) -
    0.2 * Math.cos(radians(4 * meanHue - 63));
  const deltaTheta = 30 * Math.exp(-(((meanHue - 275) / 25) ** 2));
  const meanC7 = meanC ** 7;
  const rc = 2 * Math.sqrt(meanC7 / (meanC7 + 25 ** 7));
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanC;
  const sh = 1 + 0.015 * meanC * t;
  const rt = -Math.sin(radians(2 * deltaTheta)) * rc;
  return Math.sqrt(
    (deltaL / sl) ** 2 + (deltaC / sc) ** 2 + (deltaH / sh) ** 2 + rt * (deltaC / sc) * (deltaH / sh),
  );
}

/** How different two hex colours look (CIEDE2000), or null when either is not a colour. */
export function colourDistance(first: string, second: string): number | null {
  const a = rgbOf(first);
  const b = rgbOf(second);
  if (!a || !b) return null;
  return ciede2000(labOfRgb(a), labOfRgb(b));
}

/**
 * The common filament colours a hex colour is named by (what spools have until they get a hex
 * colour), as sRGB. The spellings a colour name may use instead are listed with each.
 */
const COLOUR_NAMES: readonly { name: string; rgb: Rgb; also: readonly string[] }[] = [
  { name: 'Black', rgb: [0, 0, 0], also: [] },
  { name: 'White', rgb: [255, 255, 255], also: [] },
  { name: 'Grey', rgb: [128, 128, 128], also: ['gray'] },
  { name: 'Silver', rgb: [192, 192, 192], also: [] },
  { name: 'Red', rgb: [220, 30, 30], also: [] },
  { name: 'Orange', rgb: [255, 128, 0], also: [] },
  { name: 'Yellow', rgb: [250, 220, 20], also: [] },
  { name: 'Green', rgb: [0, 160, 60], also: [] },
  { name: 'Blue', rgb: [30, 90, 220], also: [] },
  { name: 'Light blue', rgb: [90, 180, 240], also: ['sky blue', 'cyan'] },
  { name: 'Purple', rgb: [120, 50, 170], also: ['violet'] },
  { name: 'Pink', rgb: [240, 120, 180], also: ['magenta'] },
  { name: 'Brown', rgb: [120, 75, 40], also: [] },
  { name: 'Beige', rgb: [225, 200, 160], also: ['natural', 'cream'] },
  { name: 'Gold', rgb: [200, 160, 40], also: [] },
];

/** The nearest common colour's name of a stored hex colour ('' when it is not one). */
export function colourName(hex: string): string {
  if (!STORED_HEX_COLOUR.test(hex)) return '';
  const [r, g, b] = rgbOf(hex)!;
  let best = COLOUR_NAMES[0]!;
  let bestDistance = Infinity;
  for (const entry of COLOUR_NAMES) {
    const distance = (entry.rgb[0] - r) ** 2 + (entry.rgb[1] - g) ** 2 + (entry.rgb[2] - b) ** 2;
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best.name;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** Whether `inner` appears in `outer` as whole consecutive words. */
function hasWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0) return false;
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((word, index) => outer[start + index] === word)) return true;
  }
  return false;
}

/**
 * Whether a spool's colour name says the named colour ("Galaxy Black" says Black, "Space Gray"
 * says Grey); a name that says a lighter shade ("Light blue") is not the plain one (Blue).
 */
export function colourNameMatches(spoolColourName: string, named: string): boolean {
  const entry = COLOUR_NAMES.find((colour) => colour.name === named);
  if (!entry) return false;
  const said = words(spoolColourName);
  const spellings = [entry.name.toLowerCase(), ...entry.also].map(words);
  if (!spellings.some((spelling) => hasWords(said, spelling))) return false;
  // "Light blue" also contains "blue": a longer name that matches wins over a shorter one.
  return !COLOUR_NAMES.some(
    (other) =>
      other !== entry &&
      [other.name.toLowerCase(), ...other.also]
        .map(words)
        .some(
          (spelling) =>
            spelling.length > Math.max(...spellings.map((own) => own.length)) &&
            hasWords(said, spelling) &&
            spellings.some((own) => hasWords(spelling, own)),
        ),
  );
}
