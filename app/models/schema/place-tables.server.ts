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
