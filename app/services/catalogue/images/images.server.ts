/**
 * Generated SVG artwork for products, categories and brands, built from the
 * MIT-licensed Fluent Emoji Flat icon set (@iconify-json/fluent-emoji-flat).
 * Served by app/routes/img.$kind.$color.$file.tsx; URLs come from
 * ~/lib/image-urls (which the browser can import too).
 */
import { brandInitials } from "~/lib/image-urls";
import { escapeXml } from "~/lib/xml";
import { getIcon, ID_PREFIX, embedIcon } from "./emoji-icons.server";
import { normalizeHex, mix, accentOf, relativeLuminance } from "./image-colours.server";

export { brandInitials, brandLogoUrl, categoryImageUrl, productImageUrl } from "~/lib/image-urls";

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
