/** Category and brand queries (no business rules). */
import { asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Db } from "./db.server";
import { brands, categories, products } from "./schema.server";

export type CategoryRow = typeof categories.$inferSelect;

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function listL0Categories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.position));
}

export type BrandRow = typeof brands.$inferSelect;

export async function getBrand(db: Db, id: number): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row;
}

/** Every brand with its product count, in no order: the brands index sorts them as a shopper reads (listBrandLinks). */
export async function listBrandsWithCounts(db: Db) {
  return db
    .select({ id: brands.id, name: brands.name, color: brands.color, count: sql<number>`count(${products.id})::int` })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id);
}

export async function getBrandsByIds(db: Db, ids: number[]): Promise<BrandRow[]> {
  if (!ids.length) return [];
  return db.select().from(brands).where(inArray(brands.id, ids));
}

/** L1 categories a brand sells in, with counts. */
export async function brandCategories(db: Db, brandId: number) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      parentId: categories.parentId,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.brandId, brandId))
    .groupBy(categories.id)
    .orderBy(desc(sql`count(*)`), asc(categories.name));
}

export async function findBrandBySlug(db: Db, slug: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug));
  return row;
}
