/** Queries for stored product images (docs/decisions/018-stored-product-images.md); no business rules here. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Photo } from "~/lib/photos";
import type { Db, Tx } from "./db.server";
import { imageVariants, images, productImages } from "./schema.server";

type Conn = Db | Tx;

export type ImageInsert = typeof images.$inferInsert;

/** Keys already stored, so an import reads and decodes a picture only once. */
export async function existingImageKeys(db: Conn, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ key: images.key }).from(images).where(inArray(images.key, keys));
  return new Set(rows.map((r) => r.key));
}

export async function photosByKeys(db: Conn, keys: string[]): Promise<Map<string, Photo>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ key: images.key, width: images.width, height: images.height, placeholder: images.placeholder })
    .from(images)
    .where(inArray(images.key, keys));
  return new Map(rows.map((r) => [r.key, r]));
}

/** Stores images; one already there (same content, same key) is left as it is. */
export async function insertImages(db: Conn, rows: ImageInsert[]): Promise<void> {
  for (const row of rows) await db.insert(images).values(row).onConflictDoNothing();
}

/** The image's stored master, or null for an unknown key. */
export async function getImageMaster(db: Conn, key: string): Promise<{ bytes: Buffer; width: number } | null> {
  const [row] = await db.select({ bytes: images.bytes, width: images.width }).from(images).where(eq(images.key, key));
  return row ?? null;
}

export async function getImageVariant(db: Conn, key: string, width: number, format: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.key, key), eq(imageVariants.width, width), eq(imageVariants.format, format)));
  return row?.bytes ?? null;
}

/** Keeps a rendition; two processes making the same one at once both succeed and one copy stays. */
export async function saveImageVariant(db: Conn, key: string, width: number, format: string, bytes: Buffer): Promise<void> {
  await db.insert(imageVariants).values({ key, width, format, bytes }).onConflictDoNothing();
}

const IDS_PER_QUERY = 10_000;

/** Image keys of the given products, in gallery order. */
export async function productImageKeys(db: Conn, productIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  // A query takes at most 65,535 parameters, and a large import (the 100,000-product bench seed) asks for more ids.
  for (let start = 0; start < productIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ productId: productImages.productId, key: productImages.imageKey })
      .from(productImages)
      .where(inArray(productImages.productId, productIds.slice(start, start + IDS_PER_QUERY)))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r.key]);
  }
  return out;
}

/** A product's photos in gallery order. */
export async function productPhotos(db: Conn, productId: number): Promise<Photo[]> {
  return db
    .select({ key: images.key, width: images.width, height: images.height, placeholder: images.placeholder })
    .from(productImages)
    .innerJoin(images, eq(images.key, productImages.imageKey))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/**
 * The stored photos of a product and of every pack size in its group, by product: a product page switches between
 * its sizes in place (docs/product/routes.md#variants), each with its own pictures.
 */
export async function groupPhotos(db: Conn, productId: number): Promise<Map<number, Photo[]>> {
  const rows = await db
    .select({
      productId: productImages.productId,
      key: images.key,
      width: images.width,
      height: images.height,
      placeholder: images.placeholder,
    })
    .from(productImages)
    .innerJoin(images, eq(images.key, productImages.imageKey))
    .where(
      sql`${productImages.productId} in (select p.id from products p where p.id = ${productId} or p.group_id = (select g.group_id from products g where g.id = ${productId}))`,
    )
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const byProduct = new Map<number, Photo[]>();
  for (const { productId: id, ...photo } of rows) byProduct.set(id, [...(byProduct.get(id) ?? []), photo]);
  return byProduct;
}

export interface ProductPhotos {
  productId: number;
  photos: Photo[];
}

const BATCH = 500;

/** Replaces products' photos (an empty list removes them) and keeps products.photo, the first, in step. */
export async function replaceProductPhotos(db: Conn, writes: ProductPhotos[]): Promise<void> {
  for (let i = 0; i < writes.length; i += BATCH) {
    const batch = writes.slice(i, i + BATCH);
    await db.delete(productImages).where(
      inArray(
        productImages.productId,
        batch.map((w) => w.productId),
      ),
    );
    const links = batch.flatMap((w) => w.photos.map((p, position) => ({ productId: w.productId, position, imageKey: p.key })));
    if (links.length) await db.insert(productImages).values(links);
    const values = sql.join(
      batch.map((w) => sql`(${w.productId}::int, ${w.photos[0] ? JSON.stringify(w.photos[0]) : null}::jsonb)`),
      sql`, `,
    );
    await db.execute(sql`update products set photo = v.photo from (values ${values}) as v(id, photo) where products.id = v.id`);
  }
}
