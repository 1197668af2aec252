/**
 * Stored product photos (docs/decisions/018-stored-product-images.md): what a page needs to draw one, and the
 * URLs of its AVIF and WebP renditions. Pure and safe for the browser: components build `srcset`s here, so
 * loader data carries one short key per photo instead of a dozen URLs.
 */

/** A stored image as pages see it: its content key, its own size and a tiny blurred placeholder (a data: URL). */
export interface Photo {
  key: string;
  width: number;
  height: number;
  placeholder: string;
}

export type PhotoFormat = "avif" | "webp";

/** The widths the image route renders; any other width is a 404, so nobody can make the server resize at will. */
export const PHOTO_WIDTHS = [128, 256, 384, 512, 768, 1024] as const;

export const PHOTO_KEY_PATTERN = /^[0-9a-f]{32}$/;

export function isPhotoWidth(width: number): boolean {
  return (PHOTO_WIDTHS as readonly number[]).includes(width);
}

/** The product gallery's drawn width: the page's width on a phone (less its padding), at most 400 px. */
export const GALLERY_SIZES = "(min-width: 448px) 400px, calc(100vw - 48px)";

/** `/img/photo/{key}/{width}.{format}`: immutable, because the key is a hash of the image's content. */
export function photoUrl(key: string, width: number, format: PhotoFormat): string {
  return `/img/photo/${key}/${width}.${format}`;
}

/** The rendition widths worth offering for a photo: the standard widths up to its own (never an upscale). */
export function photoWidths(photo: Pick<Photo, "width">): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= photo.width);
  return widths.length ? widths : [PHOTO_WIDTHS[0]];
}

/** `srcset` for one format: "/img/photo/k/128.avif 128w, /img/photo/k/256.avif 256w". */
export function photoSrcSet(photo: Photo, format: PhotoFormat): string {
  return photoWidths(photo)
    .map((w) => `${photoUrl(photo.key, w, format)} ${Math.min(w, photo.width)}w`)
    .join(", ");
}

/** The smallest rendition at least `cssWidth × 2` wide (a phone's pixel density), for a plain `src`. */
export function photoFallbackUrl(photo: Photo, cssWidth: number): string {
  const widths = photoWidths(photo);
  const wanted = widths.find((w) => w >= cssWidth * 2) ?? widths[widths.length - 1] ?? PHOTO_WIDTHS[0];
  return photoUrl(photo.key, wanted, "webp");
}
