/** Brand awards rows (docs/rules.md#brand-awards): yearly editorial data, per category, ranked. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { brandAwards, brands, categories } from "./schema.server";

type Conn = Db | Tx;
export type NewBrandAward = typeof brandAwards.$inferInsert;

export interface BrandAwardRow {
  year: number;
  categoryId: number;
  categoryName: string;
  categoryParentId: number | null;
  rank: number;
  title: string;
  citation: string;
  brandId: number;
  brandName: string;
  brandColor: string;
}

/** The latest year with awards, or null when there are none. */
export async function latestAwardYear(db: Conn): Promise<number | null> {
  const [row] = await db.select({ year: sql<number | null>`max(${brandAwards.year})` }).from(brandAwards);
  return row?.year == null ? null : Number(row.year);
}

/** A year's awards (one category's when `categoryId` is given), in category order, then rank. */
export async function awardsOfYear(db: Conn, year: number, categoryId?: number): Promise<BrandAwardRow[]> {
  return db
    .select({
      year: brandAwards.year,
      categoryId: brandAwards.categoryId,
      categoryName: categories.name,
      categoryParentId: categories.parentId,
      rank: brandAwards.rank,
      title: brandAwards.title,
      citation: brandAwards.citation,
      brandId: brands.id,
      brandName: brands.name,
      brandColor: brands.color,
    })
    .from(brandAwards)
    .innerJoin(categories, eq(categories.id, brandAwards.categoryId))
    .innerJoin(brands, eq(brands.id, brandAwards.brandId))
    .where(and(eq(brandAwards.year, year), categoryId === undefined ? undefined : eq(brandAwards.categoryId, categoryId)))
    .orderBy(
      asc(sql`coalesce((select p.position from ${categories} p where p.id = ${categories.parentId}), ${categories.position})`),
      asc(categories.position),
      asc(brandAwards.categoryId),
      asc(brandAwards.rank),
      asc(brands.name),
    );
}

/** Adds or replaces awards (same year, category and brand: the row is replaced). */
export async function upsertAwards(db: Conn, rows: NewBrandAward[]): Promise<number> {
  if (!rows.length) return 0;
  await db
    .insert(brandAwards)
    .values(rows)
    .onConflictDoUpdate({
      target: [brandAwards.year, brandAwards.categoryId, brandAwards.brandId],
      set: { rank: sql`excluded.rank`, title: sql`excluded.title`, citation: sql`excluded.citation` },
    });
  return rows.length;
}

/** Every year that has awards, newest first. */
export async function awardYears(db: Conn): Promise<number[]> {
  const rows = await db.selectDistinct({ year: brandAwards.year }).from(brandAwards).orderBy(desc(brandAwards.year));
  return rows.map((r) => r.year);
}
