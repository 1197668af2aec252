/**
 * Pure URL builders for the generated images served by
 * app/routes/img.$kind.$color.$file.tsx and img.pack.…: their WebP renditions, which a browser decodes off
 * the page's main thread where it would open each SVG as a document on it (docs/decisions/043-raster-pictures.md;
 * the SVG stays at the same URL ending in .svg). Safe for the browser: this module must never import a
 * *.server file.
 */

export type ProductImageView = 1 | 2 | 3;

/** "#eef8e8" → "eef8e8"; a colour without "#" is returned unchanged. */
function stripHash(color: string): string {
  return color.startsWith("#") ? color.slice(1) : color;
}

/**
 * Up to two letters for a brand monogram: the first letter or digit of each of
 * the first two words, uppercased. "Mother Dairy" → "MD", "Amul" → "A",
 * "Lay's" → "L", "24 Mantra Organic" → "2M". Always returns 1–2 ASCII
 * alphanumerics (falls back to "N" for a name with none).
 */
export function brandInitials(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[\s\-_/]+/)
    .map((word) => word.match(/[A-Za-z0-9]/)?.[0])
    .filter((ch): ch is string => ch !== undefined);
  const initials = words.slice(0, 2).join("").toUpperCase();
  return initials || "N";
}

/** `/img/p{view}/{background}/{icon}.webp`: a 400×400 product shot. */
export function productImageUrl(icon: string, background: string, view: ProductImageView): string {
  return `/img/p${view}/${stripHash(background)}/${icon}.webp`;
}

/** `/img/c/{background}/{icon}.webp`: a 200×200 category tile. */
export function categoryImageUrl(icon: string, background: string): string {
  return `/img/c/${stripHash(background)}/${icon}.webp`;
}

/** `/img/b/{color}/{initials}.webp`: a 160×160 brand monogram. */
export function brandLogoUrl(name: string, color: string): string {
  return `/img/b/${stripHash(color)}/${encodeURIComponent(brandInitials(name))}.webp`;
}

export type PackSide = "front" | "back";

/**
 * `/img/pack/{productId}/{version}/{side}.webp`: a 400×400 generated pack shot. The version is a hash of
 * what the picture prints, so a changed product gets a new URL (docs/decisions/017-pack-shots.md).
 */
export function packShotUrl(productId: number, version: string, side: PackSide): string {
  return `/img/pack/${productId}/${version}/${side}.webp`;
}

/** FNV-1a over the parts, as 8 hex digits: a short content version for image URLs. */
export function contentVersion(parts: readonly (string | number)[]): string {
  let hash = 0x811c9dc5;
  for (const ch of parts.join("\u0000")) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
