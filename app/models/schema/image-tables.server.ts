/**
 * Stored product images (docs/decisions/018-stored-product-images.md): each image once, keyed by a hash of
 * its content, with the AVIF and WebP renditions made from it as pages ask for them.
 */
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue-tables.server";

/** PostgreSQL bytea: PGlite hands back a Uint8Array, node-postgres a Buffer; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const images = pgTable("images", {
  /** The first 32 hex digits of the SHA-256 of the bytes as imported: the same picture is stored once. */
  key: text("key").primaryKey(),
  /** The stored master: the imported bytes, or a WebP of at most 1600 px when the import was larger. */
  bytes: bytea("bytes").notNull(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** A 16 px wide blurred WebP as a data: URL, shown while the picture loads. */
  placeholder: text("placeholder").notNull(),
  /** Where the operator's file named it (a path or URL), for the import report and for people. */
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Renditions (AVIF or WebP at one of the standard widths), made once on first request and kept. */
export const imageVariants = pgTable(
  "image_variants",
  {
    key: text("key")
      .notNull()
      .references(() => images.key, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.width, t.format] })],
);

/** A product's photos in gallery order; position 0 is the one cards show (products.photo repeats it). */
export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    imageKey: text("image_key")
      .notNull()
      .references(() => images.key),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index("product_images_image_idx").on(t.imageKey)],
);
