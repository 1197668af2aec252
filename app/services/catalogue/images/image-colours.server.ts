/** Colour arithmetic for the generated artwork: hex, RGB and HSL, blends, accents and luminance. */

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX6 = /^[0-9a-fA-F]{6}$/;

/** "#EEF8E8" / "eef8e8" → "eef8e8"; anything else → the fallback. */
export function normalizeHex(color: string, fallback: string): string {
  const bare = color.startsWith("#") ? color.slice(1) : color;
  return HEX6.test(bare) ? bare.toLowerCase() : fallback;
}

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function rgbToHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend of two hex colours (t = 0 → a, t = 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a.replace("#", ""));
  const y = hexToRgb(b.replace("#", ""));
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h / 6, s, l };
}

function hslToHex(h: number, s: number, l: number): string {
  if (s === 0) return rgbToHex({ r: l * 255, g: l * 255, b: l * 255 });
  const hue = (p: number, q: number, t: number) => {
    let u = t;
    if (u < 0) u += 1;
    if (u > 1) u -= 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return rgbToHex({ r: hue(p, q, h + 1 / 3) * 255, g: hue(p, q, h) * 255, b: hue(p, q, h - 1 / 3) * 255 });
}

/** A saturated, mid-dark version of a (usually pastel) background: the pack's band colour. */
export function accentOf(hex: string): string {
  const { h, s } = rgbToHsl(hexToRgb(hex));
  if (s < 0.08) return "#64748b";
  return hslToHex(h, Math.min(0.78, Math.max(0.6, s)), 0.47);
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(normalizeHex(hex, "000000"));
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
