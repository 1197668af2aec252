/**
 * Which pictures a product gets (docs/decisions/017-pack-shots.md): packaged goods a generated pack shot
 * (front and back label), fresh produce and loose items their illustration.
 */
import { contentVersion, packShotUrl, productImageUrl } from "~/lib/image-urls";
import { packShape } from "./pack-types.server";

/** Bumped when the pack artwork changes, so every pack shot gets a new URL. */
const ARTWORK_VERSION = 1;

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
}

export function packVersion(p: ImageSource): string {
  return contentVersion([ARTWORK_VERSION, p.name, p.unit, p.mrp, p.icon, p.background, p.categoryId, p.brandName, p.brandColor]);
}

/** The picture on product cards, cart lines and orders. */
export function productCardImage(p: ImageSource): string {
  if (packShape(p.categoryId, p.name) === "produce") return productImageUrl(p.icon, p.background, 1);
  return packShotUrl(p.id, packVersion(p), "front");
}

/** The product page's gallery: the front (pack or produce illustration) and the back label. */
export function productGallery(p: ImageSource): string[] {
  const version = packVersion(p);
  if (packShape(p.categoryId, p.name) === "produce") return [productImageUrl(p.icon, p.background, 1), packShotUrl(p.id, version, "back")];
  return [packShotUrl(p.id, version, "front"), packShotUrl(p.id, version, "back")];
}
