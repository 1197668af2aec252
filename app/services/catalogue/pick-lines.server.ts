/**
 * An item offered for "add all" (a recipe ingredient, a shared-cart item) as the shopper's store has it
 * today: picture, link, the store's price and what adding it will do (docs/rules.md#adding-several-products).
 */
import type { Photo } from "~/lib/photos";
import { productPath } from "~/lib/paths";
import type { PickLine, PickStatus } from "~/lib/views/discovery";
import { productCardImage } from "./images/product-images.server";

/** A product row with the store's offer; product columns null when no product stands for the item. */
export interface OfferRow {
  productId: number | null;
  name: string | null;
  unit: string | null;
  icon: string | null;
  background: string | null;
  categoryId: number | null;
  brandName: string | null;
  brandColor: string | null;
  /** The product's first stored photo (docs/decisions/018-stored-product-images.md). */
  photo: Photo | null;
  mrp: number | null;
  ageRestricted: boolean | null;
  /** Null when the store does not list the product. */
  price: number | null;
  stock: number | null;
}

/** What "add all" will do with the item at this store. */
export function pickStatus(row: Pick<OfferRow, "productId" | "price" | "stock" | "ageRestricted">, adult: boolean): PickStatus {
  if (row.productId === null || row.price === null) return "not_sold";
  if ((row.stock ?? 0) <= 0) return "sold_out";
  if (row.ageRestricted && !adult) return "age_restricted";
  return "in_stock";
}

/** The line for an item; `fallbackName` names it when no product stands for it. */
export function pickLine(row: OfferRow, options: { fallbackName: string; packs: number; adult: boolean }): PickLine {
  const { productId, name, unit, icon, background, categoryId, mrp } = row;
  const status = pickStatus(row, options.adult);
  if (productId === null || name === null || unit === null || icon === null || background === null || categoryId === null || mrp === null) {
    return {
      productId: null,
      name: options.fallbackName,
      unit: null,
      image: null,
      href: null,
      price: null,
      mrp: null,
      packs: options.packs,
      status,
    };
  }
  const image = productCardImage({
    id: productId,
    name,
    unit,
    mrp,
    icon,
    background,
    categoryId,
    brandName: row.brandName ?? "",
    brandColor: row.brandColor ?? "#000000",
    photo: row.photo,
  });
  return { productId, name, unit, image, href: productPath(name, productId), price: row.price, mrp, packs: options.packs, status };
}
