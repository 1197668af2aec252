/**
 * Product ratings (docs/rules.md#ratings): a shopper may rate a product only after an order holding it was
 * DELIVERED to them; one rating per product per shopper (rating again replaces it); the product page shows
 * the mean, the count and the latest reviews with the author's initial only. Owner-scoped and rate-limited.
 */
import { RefusedError, TooManyRequestsError } from "~/lib/errors";
import { authorInitial, LATEST_REVIEWS, mayRate, ratingSummary, REVIEW_MAX_LENGTH, type RatingSummary } from "~/lib/product-extras";
import type { MyRatingView, ReviewView } from "~/lib/views/catalogue";
import type { Db } from "~/models/db.server";
import {
  latestReviews,
  ordersWithProduct,
  ratingsOfProducts,
  ratingTotals,
  refreshRatingTotals,
  upsertRating,
  type RatingRow,
} from "~/models/ratings.server";
import { perDatabaseCache } from "../platform/cache.server";
import { onCatalogueChanged } from "../platform/catalogue-changes.server";
import { getEnv } from "../platform/env.server";
import { takeRating } from "../platform/limiter.server";

export const NOT_ELIGIBLE_MESSAGE = "You can rate a product once an order with it has been delivered to you.";

type PublicRatings = { rating: RatingSummary | null; reviews: ReviewView[] };

/**
 * A product page's public ratings, per product, for CATALOGUE_CACHE_SECONDS like the product itself: two
 * queries on every rendered product page were a fifth of its CPU on the embedded database
 * (docs/decisions/046-rendered-pages.md). A rating taken here drops this process's copies at once (the
 * rater sees their review); other processes show it within the time to live, as they do a card's stars.
 */
let cachedRatings: ReturnType<typeof perDatabaseCache<PublicRatings, Db>> | undefined;

/** The product page's public part: the summary (null while unrated) and the latest reviews. */
export function productRatings(db: Db, productId: number): Promise<PublicRatings> {
  const ttlMs = getEnv().CATALOGUE_CACHE_SECONDS * 1000;
  if (ttlMs === 0) return readProductRatings(db, productId);
  cachedRatings ??= perDatabaseCache<PublicRatings, Db>({ ttlMs, maxEntries: 2_000, clearOn: onCatalogueChanged });
  return cachedRatings(db, String(productId), () => readProductRatings(db, productId));
}

async function readProductRatings(db: Db, productId: number): Promise<PublicRatings> {
  const [totals, reviews] = await Promise.all([ratingTotals(db, productId), latestReviews(db, productId, LATEST_REVIEWS)]);
  const rating = totals && totals.ratingCount > 0 ? ratingSummary(totals.ratingCount, totals.ratingTotal) : null;
  return {
    rating,
    reviews: reviews.map((r) => ({
      stars: r.stars,
      review: r.review,
      author: r.authorInitial ?? "A Nukkad shopper",
      at: r.updatedAt.toISOString(),
    })),
  };
}

/** The shopper's own say on a product: may they rate it, and what they gave. */
export async function myRating(db: Db, userId: number, productId: number): Promise<MyRatingView> {
  const [held, mine] = await Promise.all([ordersWithProduct(db, userId, productId), ratingsOfProducts(db, userId, [productId])]);
  const row = mine.get(productId);
  return { eligible: mayRate(held.map((o) => o.status)), stars: row?.stars ?? null, review: row?.review ?? null };
}

/** The shopper's ratings of the given products (an order page's lines), by product id. */
export async function myRatingsOf(
  db: Db,
  userId: number,
  productIds: number[],
): Promise<Record<number, { stars: number; review: string | null }>> {
  const rows = await ratingsOfProducts(db, userId, productIds);
  return Object.fromEntries([...rows].map(([id, r]) => [id, { stars: r.stars, review: r.review }]));
}

/**
 * Saves the shopper's rating (input already checked by RatingSchema). 403 when no delivered order of theirs
 * holds the product (a product that does not exist is held by none), 429 past RATINGS_PER_HOUR.
 */
export async function rateProduct(
  db: Db,
  input: { userId: number; productId: number; stars: number; review: string | undefined },
  now = new Date(),
): Promise<RatingRow> {
  const held = await ordersWithProduct(db, input.userId, input.productId);
  if (!mayRate(held.map((o) => o.status))) throw new RefusedError(NOT_ELIGIBLE_MESSAGE, 403);
  const delivered = held.find((o) => o.status === "DELIVERED");
  if (!delivered) throw new RefusedError(NOT_ELIGIBLE_MESSAGE, 403);
  const limit = await takeRating(db, input.userId, now);
  if (!limit.ok) throw new TooManyRequestsError(limit.message, limit.retryAt);
  const review = input.review?.trim().slice(0, REVIEW_MAX_LENGTH) || null;
  const saved = await db.transaction(async (tx) => {
    const row = await upsertRating(tx, {
      productId: input.productId,
      userId: input.userId,
      orderId: delivered.orderId,
      stars: input.stars,
      review,
      authorInitial: authorInitial(delivered.userName ?? delivered.recipient),
      now,
    });
    await refreshRatingTotals(tx, input.productId);
    return row;
  });
  cachedRatings?.clear(db);
  return saved;
}
