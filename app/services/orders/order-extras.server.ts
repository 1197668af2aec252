/**
 * What an order page adds about its lines (docs/rules.md#ratings, #open-box-delivery): which lines come
 * open-box (an order-level note says what the rider will do), and — once DELIVERED — the shopper's ratings
 * of its products, so each line offers "Rate this product".
 */
import type { Db } from "~/models/db.server";
import { openBoxProductIds } from "~/models/product-details.server";
import { myRatingsOf } from "../catalogue/ratings.server";

export interface OrderLineExtras {
  openBox: number[];
  /** Null until the order is delivered: nothing to rate yet. */
  ratings: Record<number, { stars: number; review: string | null }> | null;
}

export async function orderLineExtras(
  db: Db,
  userId: number,
  order: { status: string; items: { productId: number }[] },
): Promise<OrderLineExtras> {
  const ids = order.items.map((i) => i.productId);
  const [openBox, ratings] = await Promise.all([
    openBoxProductIds(db, ids),
    order.status === "DELIVERED" ? myRatingsOf(db, userId, ids) : Promise.resolve(null),
  ]);
  return { openBox, ratings };
}
