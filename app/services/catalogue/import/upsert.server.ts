/**
 * Catalogue import, step 3 of 3: valid rows → products, brands and per-store price and stock, inside the
 * caller's transaction. The product id is the key: a row whose product and store figures already match the
 * database writes nothing, so importing the same file twice changes nothing the second time. Categories are
 * matched by "Top level > Subcategory" name and never created; brands are matched by name (slug) and created
 * when new (docs/catalogue-import.md).
 */
import { productSearchText } from "~/lib/search-query";
import { slugify } from "~/lib/slug";
import type { ProductDetails } from "~/lib/views/catalogue";
import {
  importReference,
  insertBrands,
  productsByIds,
  storeProductsByIds,
  upsertProducts,
  upsertStoreProducts,
  type BrandInsert,
  type ProductInsert,
  type StoreProductRecord,
} from "~/models/catalogue-import.server";
import type { Tx } from "~/models/db.server";
import { insertImages, productImageKeys, replaceProductPhotos, type ProductPhotos } from "~/models/images.server";
import { tileBackground } from "../../seed/generate";
import type { PreparedImage } from "./images.server";
import type { ImportRow, Refusal } from "./validate.server";

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface UpsertResult {
  products: ImportCounts;
  /** Price and stock at a store (store_products rows). */
  storePrices: ImportCounts;
  brandsCreated: string[];
  refused: Refusal[];
}

/** Monogram colours for brands the import creates, picked by name so a re-import picks the same. */
const BRAND_COLOURS = ["#2E7D32", "#F57C00", "#1565C0", "#6A1B9A", "#C62828", "#00838F", "#4E342E", "#AD1457"] as const;

function brandColour(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return BRAND_COLOURS[hash % BRAND_COLOURS.length] ?? BRAND_COLOURS[0];
}

const categoryKey = (l0: string, l1: string) => `${l0.replace(/\s+/g, " ").toLowerCase()} > ${l1.replace(/\s+/g, " ").toLowerCase()}`;

/** Equal as stored: jsonb keeps no key order, so objects compare key by key. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function details(row: ImportRow): ProductDetails {
  return {
    description: row.description,
    netQuantity: row.netQuantity,
    manufacturer: row.manufacturer,
    countryOfOrigin: row.countryOfOrigin,
    ...(row.fssaiLicence ? { fssaiLicence: row.fssaiLicence } : {}),
    ...(row.shelfLife ? { shelfLife: row.shelfLife } : {}),
    customerCare: row.customerCare,
    ...(row.ingredients ? { ingredients: row.ingredients } : {}),
    ...(row.sizeChart ? { sizeChart: row.sizeChart } : {}),
    ...(row.openBoxDelivery ? { openBoxDelivery: true } : {}),
  };
}

/**
 * `images` holds every picture the rows name, read and checked before the transaction (images.server.ts); a
 * row naming one that is not there is a programming error, not an operator's.
 */
export async function upsertRows(tx: Tx, rows: ImportRow[], images: Map<string, PreparedImage> = new Map()): Promise<UpsertResult> {
  const reference = await importReference(tx);
  const refused: Refusal[] = [];
  const l0ById = new Map(reference.categories.filter((c) => c.parentId === null).map((c) => [c.id, c]));
  const categoryByPath = new Map<string, { l0: (typeof reference.categories)[number]; l1: (typeof reference.categories)[number] }>();
  for (const c of reference.categories) {
    const l0 = c.parentId === null ? undefined : l0ById.get(c.parentId);
    if (l0) categoryByPath.set(categoryKey(l0.name, c.name), { l0, l1: c });
  }
  const storeIds = new Set(reference.storeIds);
  const brandBySlug = new Map(reference.brands.map((b) => [b.slug, b]));

  // Rows the database can place, grouped by product in the order the file first names them.
  const byProduct = new Map<number, ImportRow[]>();
  for (const row of rows) {
    if (!categoryByPath.has(categoryKey(row.category.l0, row.category.l1))) {
      refused.push({ row: row.row, reason: `unknown category '${row.category.l0} > ${row.category.l1}'` });
    } else if (row.store && !storeIds.has(row.store.id)) {
      refused.push({ row: row.row, reason: `unknown store ${row.store.id}` });
    } else if (!slugify(row.brand)) {
      refused.push({ row: row.row, reason: `brand '${row.brand}' needs a letter or a digit` });
    } else {
      const group = byProduct.get(row.productId);
      if (group) group.push(row);
      else byProduct.set(row.productId, [row]);
    }
  }

  const newBrands: BrandInsert[] = [];
  let nextBrandId = Math.max(0, ...reference.brands.map((b) => b.id)) + 1;
  const brandFor = (row: ImportRow) => {
    const slug = slugify(row.brand);
    let brand = brandBySlug.get(slug);
    if (!brand) {
      const created = {
        id: nextBrandId++,
        name: row.brand,
        slug,
        color: brandColour(row.brand),
        manufacturer: row.manufacturer,
        countryOfOrigin: row.countryOfOrigin,
      };
      newBrands.push(created);
      brand = created;
      brandBySlug.set(slug, brand);
    }
    return brand;
  };

  let lastGroupId = reference.maxGroupId;
  const ids = [...byProduct.keys()];
  const existing = new Map((await productsByIds(tx, ids)).map((p) => [p.id, p]));
  const existingAtStore = new Map((await storeProductsByIds(tx, ids)).map((s) => [`${s.productId}@${s.storeId}`, s]));
  const productWrites: ProductInsert[] = [];
  const storeWrites: StoreProductRecord[] = [];
  const products: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const photosBefore = await productImageKeys(
    tx,
    ids.filter((id) => byProduct.get(id)?.[0]?.images != null),
  );
  const photoWrites: ProductPhotos[] = [];
  const storePrices: ImportCounts = { created: 0, updated: 0, unchanged: 0 };

  for (const [productId, group] of byProduct) {
    const first = group[0];
    const place = first && categoryByPath.get(categoryKey(first.category.l0, first.category.l1));
    if (!first || !place) continue;
    const brand = brandFor(first);
    const before = existing.get(productId);
    const wanted: ProductInsert = {
      id: productId,
      slug: slugify(first.name) || String(productId),
      name: first.name,
      // A file without the name_hi column keeps the product's Hindi name.
      nameHi: first.nameHi === undefined ? (before?.nameHi ?? null) : first.nameHi,
      brandId: brand.id,
      categoryId: place.l1.id,
      l0CategoryId: place.l0.id,
      unit: first.unit,
      mrp: first.mrp,
      // The reference price (shown where no store is known): a row without a store sets it; else it is the
      // lowest the file asks anywhere.
      price: group.find((r) => !r.store)?.price ?? Math.min(...group.map((r) => r.price)),
      // A new product is a variant group of its own.
      groupId: first.groupId ?? before?.groupId ?? ++lastGroupId,
      typeId: before?.typeId ?? null,
      // Presentation columns left empty keep what the product has; a new product takes its category's look.
      icon: first.icon ?? before?.icon ?? place.l1.icon,
      background: before?.background ?? tileBackground(place.l0.position),
      imageCount: before?.imageCount ?? 3,
      highlights: first.highlights.length ? first.highlights : (before?.highlights ?? [{ label: "Pack size", value: first.unit }]),
      details: details(first),
      searchText: productSearchText(brand.name, place.l1.name, place.l0.name),
      popularity: first.popularity ?? before?.popularity ?? 0,
      diet: first.diet,
      badges: first.badges,
      // Listed when first imported (the seed backdates its own); an update keeps the date, so "New" stays honest.
      listedAt: first.listedAt ?? before?.listedAt,
    };
    const photos = first.images?.map((source) => {
      const image = images.get(source);
      if (!image) throw new Error(`The import's picture '${source}' was not read before writing`);
      return image.photo;
    });
    const photosChanged =
      photos !== undefined &&
      !sameValue(
        photos.map((p) => p.key),
        photosBefore.get(productId) ?? [],
      );
    if (photos && photosChanged) photoWrites.push({ productId, photos });
    if (!before) {
      products.created++;
      productWrites.push(wanted);
    } else if ((Object.keys(wanted) as (keyof ProductInsert)[]).some((k) => !sameValue(wanted[k], before[k]))) {
      products.updated++;
      productWrites.push(wanted);
    } else if (photosChanged) products.updated++;
    else products.unchanged++;

    for (const row of group) {
      if (!row.store) continue;
      const at = existingAtStore.get(`${productId}@${row.store.id}`);
      const next = { storeId: row.store.id, productId, price: row.price, stock: row.store.stock };
      if (!at) storePrices.created++;
      else if (at.price !== next.price || at.stock !== next.stock) storePrices.updated++;
      else {
        storePrices.unchanged++;
        continue;
      }
      storeWrites.push(next);
    }
  }

  await insertBrands(tx, newBrands);
  await upsertProducts(tx, productWrites);
  await upsertStoreProducts(tx, storeWrites);
  // Pictures the database does not have yet, each once however many products show it.
  const linked = new Set(photoWrites.flatMap((w) => w.photos.map((p) => p.key)));
  const newImages = new Map(
    [...images.values()].flatMap((i) => (i.insert && linked.has(i.photo.key) ? [[i.photo.key, i.insert] as const] : [])),
  );
  await insertImages(tx, [...newImages.values()]);
  await replaceProductPhotos(tx, photoWrites);
  refused.sort((a, b) => a.row - b.row);
  return { products, storePrices, brandsCreated: newBrands.map((b) => b.name), refused };
}
