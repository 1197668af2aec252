/**
 * Product ratings on the database (docs/rules.md#ratings): only after the product was delivered to the
 * shopper, one per product per shopper (rating again replaces it), the mean and count on the product page
 * and on its tiles, the latest reviews with an initial only, and the hourly cap.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/models/db.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { listProducts } from "~/models/catalogue.server";
import { toProductCard } from "~/services/catalogue/browse.server";
import { myRating, NOT_ELIGIBLE_MESSAGE, productRatings, rateProduct } from "~/services/catalogue/ratings.server";
import { orderLineExtras } from "~/services/orders/order-extras.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { advanceOrder, setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { freshProduct } from "../support/checkout-shopper";
import { createTestDb, engine } from "../support/db";
import { placeCashOrder } from "../support/orders";
import { verifiedUsers } from "../support/shoppers";
import { refusal } from "../support/must";

// Read once with the environment (getEnv): three ratings an hour per account in this file.
vi.stubEnv("RATINGS_PER_HOUR", "3");

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  vi.unstubAllEnvs();
});

const NOON = new Date("2026-11-21T06:30:00Z");
const newUser = verifiedUsers(() => handle.db, "93");

let seq = 0;
/** A cash order of one unit of the product, placed for the user; walked to DELIVERED when asked. */
async function order(userId: number, productId: number, deliver: boolean): Promise<number> {
  const owner = { userId, deviceId: newDeviceId() };
  await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId, quantity: 1, mutationId: `rating-${++seq}` });
  const orderId = await placeCashOrder(handle.db, owner, NOON);
  if (deliver) await setOrderStatus(handle.db, orderId, "DELIVERED", NOON);
  return orderId;
}

describe(`product ratings (${engine})`, () => {
  it("refuses with 403 until an order holding the product is delivered, then takes the rating", async () => {
    const user = await newUser();
    const product = await freshProduct(handle.db, 20);
    expect(
      await refusal(rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 5, review: undefined }, NOON)),
    ).toMatchObject({
      status: 403,
      message: NOT_ELIGIBLE_MESSAGE,
    });

    const orderId = await order(user.id, product.id, false);
    await advanceOrder(handle.db, orderId, NOON);
    expect(await myRating(handle.db, user.id, product.id)).toEqual({ eligible: false, stars: null, review: null });
    expect(
      (await refusal(rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 5, review: undefined }, NOON))).status,
    ).toBe(403);
    expect((await orderLineExtras(handle.db, user.id, { status: "APPROVED", items: [{ productId: product.id }] })).ratings).toBeNull();

    await setOrderStatus(handle.db, orderId, "DELIVERED", NOON);
    const saved = await rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 4, review: "  Fresh and cold. " }, NOON);
    expect(saved).toMatchObject({ stars: 4, review: "Fresh and cold.", authorInitial: "A.", orderId });
    expect(await myRating(handle.db, user.id, product.id)).toEqual({ eligible: true, stars: 4, review: "Fresh and cold." });
    expect((await orderLineExtras(handle.db, user.id, { status: "DELIVERED", items: [{ productId: product.id }] })).ratings).toEqual({
      [product.id]: { stars: 4, review: "Fresh and cold." },
    });
  });

  it("a cancelled order, or another shopper's delivered one, does not make a shopper eligible", async () => {
    const [buyer, other] = [await newUser(), await newUser()];
    const product = await freshProduct(handle.db, 20);
    await order(buyer.id, product.id, true);
    const cancelled = await order(other.id, product.id, false);
    await setOrderStatus(handle.db, cancelled, "CANCELLED", NOON);
    expect(
      (await refusal(rateProduct(handle.db, { userId: other.id, productId: product.id, stars: 1, review: "Never came" }, NOON))).status,
    ).toBe(403);
    expect(await productRatings(handle.db, product.id)).toEqual({ rating: null, reviews: [] });
  });

  it("keeps one rating per shopper (rating again replaces it) and shows the mean, the count and the latest reviews", async () => {
    const product = await freshProduct(handle.db, 20);
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    for (const u of [a, b, c]) await order(u.id, product.id, true);
    await rateProduct(handle.db, { userId: a.id, productId: product.id, stars: 5, review: undefined }, NOON);
    await rateProduct(handle.db, { userId: b.id, productId: product.id, stars: 4, review: "Good" }, new Date(NOON.getTime() + 60_000));
    await rateProduct(handle.db, { userId: c.id, productId: product.id, stars: 3, review: "Okay" }, new Date(NOON.getTime() + 120_000));
    expect((await productRatings(handle.db, product.id)).rating).toEqual({ count: 3, average: 4 });

    // a changes their mind: still three ratings, and the mean moves.
    await rateProduct(handle.db, { userId: a.id, productId: product.id, stars: 1, review: "Leaked" }, new Date(NOON.getTime() + 180_000));
    const shown = await productRatings(handle.db, product.id);
    expect(shown.rating).toEqual({ count: 3, average: 2.7 });
    expect(shown.reviews.map((r) => [r.stars, r.review, r.author])).toEqual([
      [1, "Leaked", "A."],
      [3, "Okay", "A."],
      [4, "Good", "A."],
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/\d{10}|Asha|Verma/);

    // The tiles read the totals kept on the product.
    const { rows } = await listProducts(
      handle.db,
      { storeId: DEFAULT_STORE_ID, productIds: [product.id] },
      { sort: "relevance", limit: 1, offset: 0 },
    );
    expect(toProductCard(rows[0]!).rating).toEqual({ count: 3, average: 2.7 });
  });

  it("caps ratings per account per hour with a 429", async () => {
    const user = await newUser();
    const product = await freshProduct(handle.db, 20);
    await order(user.id, product.id, true);
    const at = new Date(NOON.getTime() + 10 * 3600_000);
    await rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 5, review: undefined }, at);
    await rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 2, review: undefined }, at);
    await rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 4, review: undefined }, at);
    const limited = await refusal(rateProduct(handle.db, { userId: user.id, productId: product.id, stars: 3, review: undefined }, at));
    expect(limited.status).toBe(429);
    expect((await myRating(handle.db, user.id, product.id)).stars).toBe(4);
  });
});
