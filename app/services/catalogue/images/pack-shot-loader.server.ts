/** Renders a product's pack shot for the image route from the product as stored now (docs/decisions/017-pack-shots.md). */
import type { PackSide } from "~/lib/image-urls";
import type { Db } from "~/models/db.server";
import { getProductWithBrand } from "~/models/product-details.server";
import { cachedRead } from "../../platform/cache.server";
import { packVersion, type ImageSource } from "./product-images.server";
import { renderPackBack, renderPackFront } from "./pack-shots.server";
import { packShape } from "./pack-types.server";

/**
 * The pack shot of a product as stored now, and whether `version` still names it (a stale URL gets the
 * current picture, but must not be cached for a year). Produce has a back label but no pack front (its
 * front is the illustration); null for those and for an unknown product.
 */
export async function loadPackShot(
  db: Db,
  productId: number,
  version: string,
  side: PackSide,
): Promise<{ svg: string; current: boolean } | null> {
  const found = await cachedRead(db, `pack:${productId}`, () => getProductWithBrand(db, productId));
  if (!found) return null;
  const { product, brand } = found;
  const source: ImageSource = { ...product, brandName: brand.name, brandColor: brand.color };
  const pack = packShape(product.categoryId, product.name);
  if (pack === "produce" && side === "front") return null;
  const input = {
    // The back label is drawn flat, whatever the pack.
    pack: pack === "produce" ? ("tray" as const) : pack,
    name: product.name,
    brand: brand.name,
    brandColor: brand.color,
    unit: product.unit,
    mrp: product.mrp,
    icon: product.icon,
    background: product.background,
    highlights: product.highlights,
    details: product.details,
  };
  return { svg: side === "front" ? renderPackFront(input) : renderPackBack(input), current: version === packVersion(source) };
}
