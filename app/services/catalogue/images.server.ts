/**
 * Generated SVG artwork for products, categories and brands, built from the
 * MIT-licensed Fluent Emoji Flat icon set (@iconify-json/fluent-emoji-flat).
 * Served by app/routes/img.$kind.$color.$file.tsx; URLs come from
 * ~/lib/image-urls (which the browser can import too).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { brandInitials } from "~/lib/image-urls";
import { escapeXml } from "~/lib/xml";

export { brandInitials, brandLogoUrl, categoryImageUrl, productImageUrl } from "~/lib/image-urls";

interface IconData {
  body: string;
  width: number;
  height: number;
}

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

interface IconifyAlias {
  parent: string;
  width?: number;
  height?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

interface IconifyJSON {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  width?: number;
  height?: number;
}

let iconCache: Map<string, IconData> | null = null;

function flipBody(body: string, width: number, height: number, hFlip: boolean, vFlip: boolean): string {
  if (!hFlip && !vFlip) return body;
  const tx = hFlip ? width : 0;
  const ty = vFlip ? height : 0;
  return `<g transform="translate(${tx} ${ty}) scale(${hFlip ? -1 : 1} ${vFlip ? -1 : 1})">${body}</g>`;
}

/** Parses icons.json on first use and keeps only name → {body, width, height}. */
function loadIcons(): Map<string, IconData> {
  if (iconCache) return iconCache;
  const require = createRequire(import.meta.url);
  const file = require.resolve("@iconify-json/fluent-emoji-flat/icons.json");
  const json = JSON.parse(readFileSync(file, "utf8")) as IconifyJSON;
  const defaultWidth = json.width ?? 16;
  const defaultHeight = json.height ?? 16;
  const map = new Map<string, IconData>();

  for (const [name, icon] of Object.entries(json.icons)) {
    const width = icon.width ?? defaultWidth;
    const height = icon.height ?? defaultHeight;
    map.set(name, {
      body: flipBody(icon.body, width, height, icon.hFlip === true, icon.vFlip === true),
      width,
      height,
    });
  }

  // Aliases may chain (alias → alias → icon); flips compose by XOR.
  const aliases = json.aliases ?? {};
  const resolveAlias = (name: string, depth: number): IconData | undefined => {
    const direct = map.get(name);
    if (direct) return direct;
    const alias = aliases[name];
    if (!alias || depth > 8) return undefined;
    const parent = resolveAlias(alias.parent, depth + 1);
    if (!parent) return undefined;
    const width = alias.width ?? parent.width;
    const height = alias.height ?? parent.height;
    const resolved: IconData = {
      body: flipBody(parent.body, parent.width, parent.height, alias.hFlip === true, alias.vFlip === true),
      width,
      height,
    };
    map.set(name, resolved);
    return resolved;
  };
  for (const name of Object.keys(aliases)) resolveAlias(name, 0);

  iconCache = map;
  return map;
}

function getIcon(name: string): IconData | undefined {
  return loadIcons().get(name);
}

export function iconExists(name: string): boolean {
  return loadIcons().has(name);
}

// ---------------------------------------------------------------------------
// Ids: each copy of an icon inside one SVG gets its own prefix ("nka-",
// "nkb-") so gradients/clipPaths never clash. Images are standalone
// documents (<img>), so a fixed prefix keeps the output deterministic.
const ID_PREFIX = "nk";

/** Prefixes every id="…" and every url(#…) / href="#…" reference in an icon body. */
export function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/(\sid=)(["'])/g, `$1$2${prefix}`)
    .replace(/url\(\s*(["']?)#/g, `url($1#${prefix}`)
    .replace(/(\s(?:xlink:)?href=)(["'])#/g, `$1$2#${prefix}`);
}

function embedIcon(icon: IconData, prefix: string, x: number, y: number, size: number, extra = ""): string {
  const body = prefixIds(icon.body, prefix);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}"${extra}>${body}</svg>`;
}

// ---------------------------------------------------------------------------
// Colour helpers.

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX6 = /^[0-9a-fA-F]{6}$/;

/** "#EEF8E8" / "eef8e8" → "eef8e8"; anything else → the fallback. */
function normalizeHex(color: string, fallback: string): string {
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
function mix(a: string, b: string, t: number): string {
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
function accentOf(hex: string): string {
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

const DEFAULT_BACKGROUND = "f1f5f9";
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** The soft "studio" backdrop shared by every product view. */
function backdropDefs(p: string, bg: string): string {
  const centre = mix(bg, "ffffff", 0.55);
  const edge = mix(bg, "000000", 0.05);
  return (
    `<radialGradient id="${p}-bg" cx="50%" cy="40%" r="72%">` +
    `<stop offset="0" stop-color="${centre}"/><stop offset=".62" stop-color="#${bg}"/><stop offset="1" stop-color="${edge}"/>` +
    `</radialGradient>` +
    `<radialGradient id="${p}-sh">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".24"/><stop offset=".55" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity="0"/>` +
    `</radialGradient>`
  );
}

// ---------------------------------------------------------------------------
// Public renderers.

export function renderProductImage(opts: { icon: string; background: string; view: 1 | 2 | 3 }): string | null {
  const icon = getIcon(opts.icon);
  if (!icon) return null;
  const bg = normalizeHex(opts.background, DEFAULT_BACKGROUND);
  const p = ID_PREFIX;
  const open = `<svg ${SVG_NS} width="400" height="400" viewBox="0 0 400 400">`;
  const backdrop = `<rect width="400" height="400" rx="48" fill="url(#${p}-bg)"/>`;

  if (opts.view === 1) {
    // Product shot: large, centred, resting on a soft ground shadow.
    return (
      open +
      `<defs>${backdropDefs(p, bg)}</defs>` +
      backdrop +
      `<ellipse cx="200" cy="314" rx="118" ry="18" fill="url(#${p}-sh)"/>` +
      embedIcon(icon, `${p}a-`, 72, 60, 256) +
      `</svg>`
    );
  }

  if (opts.view === 2) {
    // Close-up: bigger, tilted, off-centre and cropped by the frame, with a
    // blurred silhouette of the icon as its drop shadow.
    const size = 330;
    const x = 92;
    const y = 62;
    const cx = x + size / 2;
    const cy = y + size / 2;
    return (
      open +
      `<defs>${backdropDefs(p, bg)}` +
      `<clipPath id="${p}-frame"><rect width="400" height="400" rx="48"/></clipPath>` +
      `<filter id="${p}-ds" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .22 0"/>` +
      `<feGaussianBlur stdDeviation="9"/></filter>` +
      `<radialGradient id="${p}-glow"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `</defs>` +
      `<g clip-path="url(#${p}-frame)">` +
      backdrop +
      `<circle cx="${cx - 12}" cy="${cy - 20}" r="190" fill="url(#${p}-glow)"/>` +
      `<g transform="rotate(-14 ${cx} ${cy})">` +
      `<g filter="url(#${p}-ds)" transform="translate(10 16)">${embedIcon(icon, `${p}s-`, x, y, size)}</g>` +
      embedIcon(icon, `${p}a-`, x, y, size) +
      `</g></g></svg>`
    );
  }

  // Pack: the icon smaller, printed on a white pouch with a coloured band and
  // crimped seals top and bottom.
  const accent = accentOf(bg);
  const sealColour = mix(accent, "000000", 0.18);
  const card = { x: 92, y: 36, w: 216, h: 308, r: 12 };
  const cardRect = `x="${card.x}" y="${card.y}" width="${card.w}" height="${card.h}" rx="${card.r}"`;
  const seal = 16;
  const bandTop = card.y + seal;
  const band = 60;
  const windowY = bandTop + band + 86;
  const bottomSealY = card.y + card.h - seal;
  const crimp = (y: number) => {
    let d = "";
    for (let x = card.x + 6; x < card.x + card.w; x += 6) d += `M${x} ${y + 2}v${seal - 4}`;
    return d;
  };
  return (
    open +
    `<defs>${backdropDefs(p, bg)}` +
    `<clipPath id="${p}-card"><rect ${cardRect}/></clipPath>` +
    `<filter id="${p}-blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter>` +
    `<linearGradient id="${p}-band" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(accent, "ffffff", 0.14)}"/><stop offset="1" stop-color="${accent}"/>` +
    `</linearGradient>` +
    `<linearGradient id="${p}-gloss" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>` +
    `</linearGradient>` +
    `<linearGradient id="${p}-side" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".07"/><stop offset=".12" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset=".88" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".09"/>` +
    `</linearGradient>` +
    `</defs>` +
    backdrop +
    `<ellipse cx="200" cy="${card.y + card.h + 4}" rx="134" ry="16" fill="url(#${p}-sh)"/>` +
    `<rect x="${card.x + 4}" y="${card.y + 12}" width="${card.w - 8}" height="${card.h - 8}" rx="${card.r}" fill="#000" fill-opacity=".16" filter="url(#${p}-blur)"/>` +
    `<g clip-path="url(#${p}-card)">` +
    `<rect ${cardRect} fill="#fff"/>` +
    `<rect x="${card.x}" y="${card.y}" width="${card.w}" height="${seal}" fill="${sealColour}"/>` +
    `<path d="${crimp(card.y)}" stroke="#fff" stroke-opacity=".28" stroke-width="2"/>` +
    `<rect x="${card.x}" y="${bandTop}" width="${card.w}" height="${band}" fill="url(#${p}-band)"/>` +
    `<rect x="${card.x}" y="${bottomSealY}" width="${card.w}" height="${seal}" fill="${mix(bg, "e2e8f0", 0.5)}"/>` +
    `<path d="${crimp(bottomSealY)}" stroke="#000" stroke-opacity=".08" stroke-width="2"/>` +
    `<rect ${cardRect} fill="url(#${p}-side)"/>` +
    `<rect x="${card.x + card.w - 86}" y="${card.y}" width="44" height="${card.h}" fill="url(#${p}-gloss)"/>` +
    `</g>` +
    `<rect ${cardRect} fill="none" stroke="${accent}" stroke-opacity=".2" stroke-width="2"/>` +
    // Brand wordmark placeholder on the band.
    `<rect x="136" y="${bandTop + 16}" width="128" height="14" rx="7" fill="#fff" fill-opacity=".95"/>` +
    `<rect x="160" y="${bandTop + 38}" width="80" height="8" rx="4" fill="#fff" fill-opacity=".6"/>` +
    // Window onto the product.
    `<circle cx="200" cy="${windowY}" r="70" fill="#${bg}"/>` +
    `<circle cx="200" cy="${windowY}" r="70" fill="none" stroke="${accent}" stroke-opacity=".28" stroke-width="3"/>` +
    embedIcon(icon, `${p}a-`, 140, windowY - 62, 120) +
    // Label lines.
    `<rect x="130" y="${windowY + 86}" width="140" height="12" rx="6" fill="${accent}"/>` +
    `<rect x="154" y="${windowY + 106}" width="92" height="8" rx="4" fill="#cbd5e1"/>` +
    `</svg>`
  );
}

export function renderCategoryImage(opts: { icon: string; background: string }): string | null {
  const icon = getIcon(opts.icon);
  if (!icon) return null;
  const bg = normalizeHex(opts.background, DEFAULT_BACKGROUND);
  const p = ID_PREFIX;
  return (
    `<svg ${SVG_NS} width="200" height="200" viewBox="0 0 200 200">` +
    `<defs>${backdropDefs(p, bg)}</defs>` +
    `<rect width="200" height="200" rx="32" fill="url(#${p}-bg)"/>` +
    `<ellipse cx="100" cy="166" rx="60" ry="10" fill="url(#${p}-sh)"/>` +
    embedIcon(icon, `${p}a-`, 34, 28, 132) +
    `</svg>`
  );
}

const BRAND_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Helvetica, Arial, sans-serif";

export function renderBrandLogo(opts: { initials: string; color: string }): string {
  const color = normalizeHex(opts.color, "334155");
  const light = relativeLuminance(color) > 0.6;
  const ink = light ? "#000000" : "#ffffff";
  const length = Array.from(opts.initials).length;
  const fontSize = length <= 1 ? 80 : length === 2 ? 64 : 48;
  return (
    `<svg ${SVG_NS} width="160" height="160" viewBox="0 0 160 160">` +
    `<circle cx="80" cy="80" r="80" fill="#${color}"/>` +
    `<circle cx="80" cy="80" r="71" fill="none" stroke="${ink}" stroke-opacity=".2" stroke-width="2"/>` +
    `<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="${BRAND_FONT}" font-weight="700" font-size="${fontSize}" fill="${ink}">` +
    escapeXml(opts.initials) +
    `</text></svg>`
  );
}

/** Convenience: a brand's monogram straight from its display name. */
export function renderBrandLogoForName(name: string, color: string): string {
  return renderBrandLogo({ initials: brandInitials(name), color });
}
