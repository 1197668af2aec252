/** Stores, cities and localities: the location picker's and the city pages' queries (no business rules). */
import { asc, desc, eq, sql } from "drizzle-orm";
import { type Db } from "./db.server";
import { cities, localities, stores } from "./schema.server";

export type StoreRow = typeof stores.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type LocalityRow = typeof localities.$inferSelect;

export async function listStores(db: Db): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.id));
}

export async function listCities(db: Db): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(desc(cities.isTopCity), asc(cities.name));
}

/** Every known locality (a few hundred rows): the address check and serviceability read them from a cache. */
export async function listLocalities(db: Db): Promise<LocalityRow[]> {
  return db.select().from(localities).orderBy(asc(localities.id));
}

export async function getCityBySlug(db: Db, slug: string): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug));
  return row;
}

export async function localitiesOfCity(db: Db, cityId: number): Promise<LocalityRow[]> {
  return db.select().from(localities).where(eq(localities.cityId, cityId)).orderBy(asc(localities.name));
}

export async function getLocality(db: Db, id: number) {
  const [row] = await db
    .select({ locality: localities, city: cities })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(eq(localities.id, id));
  return row;
}

/** Pincode (exact) or locality/city name (typo-tolerant) look-up for the location picker. */
export async function searchLocalities(db: Db, query: string, limit = 10) {
  const q = query.trim();
  const base = db.select({ locality: localities, city: cities }).from(localities).innerJoin(cities, eq(cities.id, localities.cityId));
  if (/^\d{3,6}$/.test(q)) {
    return base
      .where(sql`${localities.pincode} like ${`${q}%`}`)
      .orderBy(asc(localities.pincode), asc(localities.name))
      .limit(limit);
  }
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return base
    .where(sql`${localities.name} ilike ${pattern} or ${cities.name} ilike ${pattern} or ${q}::text <% ${localities.name}`)
    .orderBy(
      sql`greatest(word_similarity(${q}::text, ${localities.name}), word_similarity(${q}::text, ${cities.name})) desc`,
      asc(localities.name),
    )
    .limit(limit);
}

/** The locality closest to a point (equirectangular distance: fine at city scale). */
export async function nearestLocality(db: Db, lat: number, lon: number) {
  const [row] = await db
    .select({ locality: localities, city: cities })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .orderBy(sql`power(${localities.lat} - ${lat}, 2) + power((${localities.lon} - ${lon}) * cos(radians(${lat})), 2)`)
    .limit(1);
  return row;
}

/** A locality by URL slug (the same name can exist in two cities: the top city wins). */
export async function findLocalityBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ locality: localities, city: cities })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(eq(localities.slug, slug))
    .orderBy(desc(cities.isTopCity), asc(cities.id))
    .limit(1);
  return row;
}
