/** Product ratings and the per-product totals the tiles read. No business rules (app/services/catalogue/ratings.server.ts). */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { orderItems, orders, productRatings, products, users } from "./schema.server";

type Conn = Db | Tx;

export type RatingRow = typeof productRatings.$inferSelect;

/** The user's orders that hold the product, newest first, with the name the order was delivered to. */
export async function ordersWithProduct(
  db: Conn,
  userId: number,
  productId: number,
): Promise<{ orderId: number; status: string; recipient: string | null; userName: string | null }[]> {
  return db
    .select({
      orderId: orders.id,
      status: orders.status,
      recipient: sql<string | null>`${orders.address}->>'name'`,
      userName: users.name,
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.productId, productId)))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id));
}

/** The user's ratings of these products, by product id. */
export async function ratingsOfProducts(db: Conn, userId: number, productIds: number[]): Promise<Map<number, RatingRow>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select()
    .from(productRatings)
    .where(and(eq(productRatings.userId, userId), inArray(productRatings.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Inserts the user's rating of the product, or replaces it (one per product per user). */
export async function upsertRating(
  tx: Tx,
  row: {
    productId: number;
    userId: number;
    orderId: number;
    stars: number;
    review: string | null;
    authorInitial: string | null;
    now: Date;
  },
): Promise<RatingRow> {
  const [saved] = await tx
    .insert(productRatings)
    .values({ ...row, createdAt: row.now, updatedAt: row.now })
    .onConflictDoUpdate({
      target: [productRatings.productId, productRatings.userId],
      set: { orderId: row.orderId, stars: row.stars, review: row.review, authorInitial: row.authorInitial, updatedAt: row.now },
    })
    .returning();
  if (!saved) throw new Error("upsert into product_ratings returned no row");
  return saved;
}

/** Recounts the product's totals from its ratings (never drifts, whatever ran before). */
export async function refreshRatingTotals(tx: Tx, productId: number): Promise<{ ratingCount: number; ratingTotal: number }> {
  const [row] = await tx
    .update(products)
    .set({
      ratingCount: sql`(select count(*)::int from ${productRatings} where ${productRatings.productId} = ${productId})`,
      ratingTotal: sql`(select coalesce(sum(${productRatings.stars}), 0)::int from ${productRatings} where ${productRatings.productId} = ${productId})`,
    })
    .where(eq(products.id, productId))
    .returning({ ratingCount: products.ratingCount, ratingTotal: products.ratingTotal });
  return row ?? { ratingCount: 0, ratingTotal: 0 };
}

export async function ratingTotals(db: Conn, productId: number): Promise<{ ratingCount: number; ratingTotal: number } | undefined> {
  const [row] = await db
    .select({ ratingCount: products.ratingCount, ratingTotal: products.ratingTotal })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** The latest ratings with a review, newest first. */
export async function latestReviews(db: Conn, productId: number, limit: number) {
  return db
    .select({
      stars: productRatings.stars,
      review: productRatings.review,
      authorInitial: productRatings.authorInitial,
      updatedAt: productRatings.updatedAt,
    })
    .from(productRatings)
    .where(and(eq(productRatings.productId, productId), isNotNull(productRatings.review)))
    .orderBy(desc(productRatings.updatedAt), desc(productRatings.id))
    .limit(limit);
}
