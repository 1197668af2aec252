/**
 * Which pictures a product gets (docs/decisions/017-pack-shots.md): packaged goods a generated pack shot
 * (front and back label), fresh produce and loose items their illustration.
 */
import { contentVersion, packShotUrl, productImageUrl } from "~/lib/image-urls";
import { photoFallbackUrl, type Photo } from "~/lib/photos";
import type { GalleryImage } from "~/lib/views/catalogue";
import { packShape } from "./pack-types.server";

/** Bumped when the pack artwork changes, so every pack shot gets a new URL. */
const ARTWORK_VERSION = 2;

/** What a product's pictures depend on; card, cart and product queries all carry these. */
export interface ImageSource {
  id: number;
  name: string;
  unit: string;
  mrp: number;
  icon: string;
  background: string;
  categoryId: number;
  brandName: string;
  brandColor: string;
  /** The first stored photo (docs/decisions/018-stored-product-images.md); null draws the generated picture. */
  photo: Photo | null;
}

export function packVersion(p: ImageSource): string {
  return contentVersion([ARTWORK_VERSION, p.name, p.unit, p.mrp, p.icon, p.background, p.categoryId, p.brandName, p.brandColor]);
}

/** The picture on product cards, cart lines and orders (cards draw a stored photo's renditions themselves). */
export function productCardImage(p: ImageSource): string {
  if (p.photo) return photoFallbackUrl(p.photo, 64);
  if (packShape(p.categoryId, p.name) === "produce") return productImageUrl(p.icon, p.background, 1);
  return packShotUrl(p.id, packVersion(p), "front");
}

/**
 * The product page's gallery: the stored photos when the product has them, else the generated front (pack
 * or produce illustration); always followed by the back label with the Legal Metrology declarations.
 */
export function productGallery(p: ImageSource, photos: Photo[]): GalleryImage[] {
  const version = packVersion(p);
  const back = { src: packShotUrl(p.id, version, "back"), photo: null };
  if (photos.length) return [...photos.map((photo) => ({ src: photoFallbackUrl(photo, 400), photo })), back];
  if (packShape(p.categoryId, p.name) === "produce") return [{ src: productImageUrl(p.icon, p.background, 1), photo: null }, back];
  return [{ src: packShotUrl(p.id, version, "front"), photo: null }, back];
}
