import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account-tables.server";
import type { PrintFileStatus } from "~/lib/print-config";

export type { PrintFileStatus };

/**
 * One uploaded document or photo (a print_id, docs/product/entities.md#print-state). The bytes live in
 * print storage under keys derived from the id, never from the shopper's file
 * name; the name is kept only to show it back to its owner. Rows outlive their
 * files (purgedAt) so an order still says what was printed.
 */
export const printFiles = pgTable(
  "print_files",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    /** Bytes promised when the upload address was issued; the signed PUT accepts exactly this many. */
    declaredSize: integer("declared_size").notNull(),
    status: text("status").$type<PrintFileStatus>().notNull().default("AWAITING_UPLOAD"),
    /** The upload message for a refused file (docs/product/errors.md#upload-messages). */
    failureMessage: text("failure_message"),
    /** PDF, JPEG or PNG, from the content once validated. */
    fileType: text("file_type"),
    pages: integer("pages"),
    thumbnails: integer("thumbnails").notNull().default(0),
    isEncrypted: boolean("is_encrypted").notNull().default(false),
    passwordAttempts: integer("password_attempts").notNull().default(0),
    /** Asynchronous validation (postback request_id, docs/product/api.md#upload-validate) and how often it was polled. */
    validationRequestId: text("validation_request_id").unique(),
    validationPolls: integer("validation_polls").notNull().default(0),
    validationStartedAt: timestamp("validation_started_at", { withTimezone: true }),
    /** Print settings (docs/product/entities.md#print-request), per file; null page range = every page. */
    color: text("color").notNull().default("BLACK_AND_WHITE"),
    side: text("side").notNull().default("SINGLE"),
    orientation: text("orientation").notNull().default("PORTRAIT"),
    copies: integer("copies").notNull().default(1),
    pageRange: text("page_range"),
    /** The cart it was added to (a paas cart) and the order that printed it. */
    cartId: text("cart_id"),
    orderId: integer("order_id"),
    /** Paise per printed side charged by its order (set when ordered): the order keeps its prices if the price list changes. */
    pricePerSide: integer("price_per_side"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job deleted its bytes (24 h: docs/rules.md#print-retention). */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
  },
  (t) => [
    index("print_files_user_idx").on(t.userId, t.createdAt),
    index("print_files_retention_idx")
      .on(t.createdAt)
      .where(sql`purged_at is null`),
    // Every page's cart reads its prints; orders and retention find theirs.
    index("print_files_cart_idx")
      .on(t.cartId)
      .where(sql`order_id is null and purged_at is null`),
    index("print_files_order_idx").on(t.orderId),
    check("print_files_copies_check", sql`${t.copies} between 1 and 100`),
  ],
);
