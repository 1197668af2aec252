/**
 * Coupons on a real cart (docs/rules.md#coupons, docs/product/validation.md#promos, docs/product/api.md#campaigns):
 * applying and removing codes, the bill's promo discount, per-user limits
 * counted from redemptions, bank and card offers, the campaign list, and the
 * JSON route's owner scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { computeBill } from "~/lib/bill";
import { queryRows, type DbHandle } from "~/models/db.server";
import { orders } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { type CartOwner } from "~/models/cart.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import {
  applyCoupon,
  couponsForCart,
  offersByMethod,
  paymentOffers,
  promoDiscountFor,
  recordRedemptions,
  removeCoupon,
} from "~/services/cart/promotions.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { seedCoupons } from "~/services/seed/coupons";
import { startSession } from "~/services/account/session.server";
import { createTestDb, queryRow } from "../support/db";
import { account, anonymous } from "../support/shoppers";
import { RefusedError } from "~/lib/errors";

let handle: DbHandle;
/** Noon in India, dry: no late-night fee, no rain surge. */
const NOW = new Date("2026-11-21T06:30:00Z");
const atStore = { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOW };

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

let seq = 0;
const mutationId = () => `coupon-test-${++seq}`;
let phoneSeq = 9_400_000_000;
const newUser = () => upsertVerifiedUser(handle.db, String(++phoneSeq));

/** One product with plenty of stock and a price between ₹50 and ₹150. */
async function product(): Promise<{ id: number; price: number }> {
  const row = await queryRow<{ id: number; price: number }>(
    handle.db,
    sql`select product_id as id, price from store_products where store_id = ${DEFAULT_STORE_ID} and stock >= 40 and price between 5000 and 15000 order by product_id limit 1`,
  );
  return row;
}

/** Sets the cart to the fewest units of one product that reach `atLeast` paise; returns the item total. */
async function fillCart(owner: CartOwner, atLeast: number): Promise<number> {
  const p = await product();
  const quantity = Math.max(1, Math.ceil(atLeast / p.price));
  await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId: p.id, quantity, mutationId: mutationId() });
  return p.price * quantity;
}

async function codesOf(owner: CartOwner): Promise<string[]> {
  return (await getCart(handle.db, owner, atStore)).promoCodes;
}

async function placedOrder(userId: number): Promise<number> {
  const bill = computeBill([], { now: NOW, isRaining: false });
  const { freeDeliveryShortfall: _nudge, ...snapshot } = bill;
  const [row] = await handle.db
    .insert(orders)
    .values({
      cartId: `order-cart-${++seq}`,
      userId,
      storeId: DEFAULT_STORE_ID,
      paymentMethod: "cod",
      address: {
        label: "Home",
        salutation: null,
        name: "Asha",
        house: "1",
        floor: null,
        building: null,
        landmark: null,
        locality: "DLF",
        pincode: "122002",
        lat: 28.49,
        lon: 77.08,
      },
      bill: snapshot,
      grandTotal: 0,
      etaMinutes: 10,
    })
    .returning({ id: orders.id });
  if (row === undefined) throw new Error("The order was not inserted");
  return row.id;
}

describe("seeded coupons", () => {
  it("are there after seeding, and seeding again adds nothing", async () => {
    const rows = await queryRows<{ code: string }>(handle.db, sql`select code from coupons order by code`);
    expect(rows.map((r) => r.code)).toEqual(
      expect.arrayContaining(["WELCOME50", "SAVE20", "FRESH10", "HDFC10", "UPI25", "DIWALI100", "MONSOON40"]),
    );
    expect(rows.map((r) => r.code)).not.toContain("WEB15");
    expect(await seedCoupons(handle.db)).toBe(0);
  });
});

describe("applying and removing codes", () => {
  it("applies a code typed in any case, stores it upper case, and the bill takes it off", async () => {
    const owner = anonymous();
    const itemTotal = await fillCart(owner, 20_000);
    const before = await getCart(handle.db, owner, atStore);
    const result = await applyCoupon(handle.db, owner, "  welcome50 ", NOW, DEFAULT_STORE_ID);
    expect(result).toMatchObject({ code: "WELCOME50", removed: [], alreadyApplied: false, toast: "WELCOME50 applied: you save ₹50." });
    const cart = await getCart(handle.db, owner, atStore);
    expect(cart.promoCodes).toEqual(["WELCOME50"]);
    expect(cart.version).toBeGreaterThan(before.version);
    expect(cart.bill.itemTotal).toBe(itemTotal);
    expect(cart.bill.promoDiscount).toBe(5_000);
    expect(cart.bill.grandTotal).toBe(before.bill.grandTotal - 5_000);
    expect(cart.promos).toHaveLength(1);
    expect(cart.promos[0]).toMatchObject({ promo_code: "WELCOME50", applied: true, amount: 5_000 });
    // Applying it again changes nothing.
    expect(await applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID)).toMatchObject({ alreadyApplied: true });
    expect(await codesOf(owner)).toEqual(["WELCOME50"]);
  });

  it("refuses unknown, malformed and WEB15 codes with the shopper-facing message", async () => {
    const owner = anonymous();
    await fillCart(owner, 20_000);
    await expect(applyCoupon(handle.db, owner, "NOSUCHCODE", NOW, DEFAULT_STORE_ID)).rejects.toMatchObject({
      message: "This coupon code is not valid.",
      status: 404,
    });
    await expect(applyCoupon(handle.db, owner, "web15", NOW, DEFAULT_STORE_ID)).rejects.toMatchObject({
      message: "This coupon code is not valid.",
      status: 400,
    });
    await expect(applyCoupon(handle.db, owner, "<script>", NOW, DEFAULT_STORE_ID)).rejects.toBeInstanceOf(RefusedError);
    expect(await codesOf(owner)).toEqual([]);
  });

  it("refuses a coupon the cart cannot use yet, saying how much more to add", async () => {
    const owner = anonymous();
    const itemTotal = await fillCart(owner, 20_000);
    expect(itemTotal).toBeLessThan(49_900);
    const refusal = applyCoupon(handle.db, owner, "SAVE20", NOW, DEFAULT_STORE_ID);
    await expect(refusal).rejects.toMatchObject({ status: 422 });
    await expect(refusal).rejects.toThrow(/^Add ₹[\d,.]+ more to use SAVE20\.$/);
  });

  it("refuses expired and not-yet-started coupons", async () => {
    const owner = anonymous();
    await fillCart(owner, 80_000);
    await expect(applyCoupon(handle.db, owner, "DIWALI100", NOW, DEFAULT_STORE_ID)).rejects.toThrow("This coupon has expired.");
    await expect(applyCoupon(handle.db, owner, "MONSOON40", NOW, DEFAULT_STORE_ID)).rejects.toThrow(/can be used from 1 Jun 2030/);
  });

  it("lets a non-clubbable coupon replace the others, and clubbable ones stack", async () => {
    const owner = anonymous();
    await fillCart(owner, 50_000);
    await applyCoupon(handle.db, owner, "FRESH10", NOW, DEFAULT_STORE_ID);
    await applyCoupon(handle.db, owner, "UPI25", NOW, DEFAULT_STORE_ID);
    expect(await codesOf(owner)).toEqual(["FRESH10", "UPI25"]);
    const save = await applyCoupon(handle.db, owner, "SAVE20", NOW, DEFAULT_STORE_ID);
    expect(save.removed).toEqual(["FRESH10", "UPI25"]);
    expect(save.toast).toMatch(/FRESH10, UPI25 removed: SAVE20 can't be combined with other coupons\./);
    expect(await codesOf(owner)).toEqual(["SAVE20"]);
    const fresh = await applyCoupon(handle.db, owner, "FRESH10", NOW, DEFAULT_STORE_ID);
    expect(fresh.removed).toEqual(["SAVE20"]);
    expect(await codesOf(owner)).toEqual(["FRESH10"]);
  });

  it("removes a code (case-insensitive); a repeated remove is harmless; no cart is a 409", async () => {
    const owner = anonymous();
    await fillCart(owner, 20_000);
    await applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID);
    expect(await removeCoupon(handle.db, owner, "welcome50")).toBe(true);
    expect(await removeCoupon(handle.db, owner, "WELCOME50")).toBe(false);
    const cart = await getCart(handle.db, owner, atStore);
    expect(cart.promoCodes).toEqual([]);
    expect(cart.bill.promoDiscount).toBe(0);
    await expect(removeCoupon(handle.db, anonymous(), "WELCOME50")).rejects.toMatchObject({ status: 409 });
    await expect(applyCoupon(handle.db, anonymous(), "WELCOME50", NOW, DEFAULT_STORE_ID)).rejects.toMatchObject({
      status: 409,
      message: "Your cart is empty.",
    });
  });

  it("serialises concurrent applies on one cart: nothing is lost or doubled", async () => {
    const owner = anonymous();
    await fillCart(owner, 50_000);
    await Promise.all(["FRESH10", "UPI25", "HDFC10", "FRESH10"].map((c) => applyCoupon(handle.db, owner, c, NOW, DEFAULT_STORE_ID)));
    expect((await codesOf(owner)).sort()).toEqual(["FRESH10", "HDFC10", "UPI25"]);
  });
});

describe("the bill's promo discount", () => {
  it("keeps bank offers waiting in the cart and applies them with the matching payment", async () => {
    const owner = anonymous();
    const itemTotal = await fillCart(owner, 50_000);
    await applyCoupon(handle.db, owner, "FRESH10", NOW, DEFAULT_STORE_ID);
    const upi = await applyCoupon(handle.db, owner, "UPI25", NOW, DEFAULT_STORE_ID);
    expect(upi.toast).toBe("UPI25 saved: pay with UPI to save ₹25.");
    const cart = await getCart(handle.db, owner, atStore);
    const fresh = Math.min(Math.floor(itemTotal / 10), 5_000);
    expect(cart.bill.promoDiscount).toBe(fresh);
    expect(cart.promos.map((p) => [p.promo_code, p.applied, p.amount])).toEqual([
      ["FRESH10", true, fresh],
      ["UPI25", true, 0],
    ]);
    expect(cart.promos[1]?.message).toBe("Pay with UPI to save ₹25 with UPI25.");

    const byUpi = await promoDiscountFor(handle.db, { userId: null, codes: cart.promoCodes, itemTotal, now: NOW, paymentMethod: "upi" });
    expect(byUpi.discount).toBe(fresh + 2_500);
    expect(byUpi.appliedCodes).toEqual(["FRESH10", "UPI25"]);
    const byCard = await promoDiscountFor(handle.db, {
      userId: null,
      codes: cart.promoCodes,
      itemTotal,
      now: NOW,
      paymentMethod: "card",
      issuer: "HDFC",
    });
    expect(byCard.discount).toBe(fresh);
    expect(byCard.results[1]).toMatchObject({ applied: false, amount: 0, message: "Valid only on UPI." });
    expect(byCard.appliedCodes).toEqual(["FRESH10"]);
  });

  it("applies a card offer only for its issuer", async () => {
    const itemTotal = 60_000;
    const hdfc = await promoDiscountFor(handle.db, {
      userId: null,
      codes: ["HDFC10"],
      itemTotal,
      now: NOW,
      paymentMethod: "card",
      issuer: "HDFC",
    });
    expect(hdfc.discount).toBe(6_000);
    const icici = await promoDiscountFor(handle.db, {
      userId: null,
      codes: ["HDFC10"],
      itemTotal,
      now: NOW,
      paymentMethod: "card",
      issuer: "ICIC",
    });
    expect(icici.discount).toBe(0);
    expect(icici.results[0]?.message).toBe("Valid only on HDFC Bank cards.");
  });

  it("explains a code that stopped applying and takes nothing off", async () => {
    const owner = anonymous();
    await fillCart(owner, 20_000);
    await applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID);
    await fillCart(owner, 100); // one unit: below the ₹199 minimum
    const cart = await getCart(handle.db, owner, atStore);
    expect(cart.bill.promoDiscount).toBe(0);
    expect(cart.promos[0]).toMatchObject({ promo_code: "WELCOME50", applied: false, amount: 0 });
    expect(cart.promos[0]?.message).toMatch(/^Add ₹[\d,.]+ more to use WELCOME50\.$/);
    // And a code whose coupon was withdrawn says it is not valid, still with no discount.
    const gone = await promoDiscountFor(handle.db, { userId: null, codes: ["GONE99", "WEB15"], itemTotal: 50_000, now: NOW });
    expect(gone).toMatchObject({ discount: 0, appliedCodes: [] });
    expect(gone.results).toHaveLength(1);
    expect(gone.results[0]).toMatchObject({ promo_code: "GONE99", applied: false, message: "This coupon code is not valid." });
  });

  it("runs inside a transaction too (order placement)", async () => {
    const discount = await handle.db.transaction((tx) =>
      promoDiscountFor(tx, { userId: null, codes: ["welcome50"], itemTotal: 30_000, now: NOW, paymentMethod: "cod" }),
    );
    expect(discount.discount).toBe(5_000);
  });
});

describe("per-user limits", () => {
  it("counts placed orders' redemptions against the limit", async () => {
    const user = await newUser();
    const owner = account(user.id);
    await fillCart(owner, 20_000);
    await applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID);
    const orderId = await placedOrder(user.id);
    await handle.db.transaction((tx) => recordRedemptions(tx, user.id, orderId, ["WELCOME50"]));
    // Recording the same order again (a retried placement) changes nothing.
    await handle.db.transaction((tx) => recordRedemptions(tx, user.id, orderId, ["welcome50"]));
    const { n } = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from coupon_redemptions where user_id = ${user.id}`,
    );
    expect(n).toBe(1);

    const cart = await getCart(handle.db, owner, atStore);
    expect(cart.bill.promoDiscount).toBe(0);
    expect(cart.promos[0]).toMatchObject({ applied: false, message: "You have already used this coupon." });
    await removeCoupon(handle.db, owner, "WELCOME50");
    await expect(applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID)).rejects.toThrow("You have already used this coupon.");
    // Another shopper is not affected.
    const other = await newUser();
    const theirs = await promoDiscountFor(handle.db, { userId: other.id, codes: ["WELCOME50"], itemTotal: 30_000, now: NOW });
    expect(theirs.discount).toBe(5_000);
  });

  it("fails a second order that would use a spent coupon", async () => {
    const user = await newUser();
    const first = await placedOrder(user.id);
    const second = await placedOrder(user.id);
    await handle.db.transaction((tx) => recordRedemptions(tx, user.id, first, ["WELCOME50"]));
    await expect(handle.db.transaction((tx) => recordRedemptions(tx, user.id, second, ["WELCOME50"]))).rejects.toMatchObject({
      status: 409,
    });
    const { n } = await queryRow<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from coupon_redemptions where user_id = ${user.id}`,
    );
    expect(n).toBe(1);
  });
});

describe("the coupon list (campaigns)", () => {
  it("lists live coupons with what they save or why not, the applied ones first", async () => {
    const user = await newUser();
    const owner = account(user.id);
    await fillCart(owner, 20_000);
    await applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID);
    const cart = await getCart(handle.db, owner, atStore);
    const list = await couponsForCart(handle.db, user.id, cart, NOW);
    const codes = list.map((c) => c.promo_code);
    expect(codes[0]).toBe("WELCOME50");
    expect(list[0]).toMatchObject({ applied: true, amount: 5_000 });
    expect(codes).toEqual(expect.arrayContaining(["SAVE20", "FRESH10", "HDFC10", "UPI25"]));
    expect(codes).not.toContain("DIWALI100");
    expect(codes).not.toContain("MONSOON40");
    expect(codes).not.toContain("WEB15");
    const save = list.find((c) => c.promo_code === "SAVE20")!;
    expect(save).toMatchObject({ applied: undefined, enabled: false, amount: 0 });
    expect(save.message).toMatch(/^Add ₹[\d,.]+ more to use SAVE20\.$/);
    const fresh = list.find((c) => c.promo_code === "FRESH10")!;
    expect(fresh).toMatchObject({ applied: undefined, enabled: true });
    expect(fresh.message).toMatch(/Applying it removes WELCOME50\.$/);
    const hdfc = list.find((c) => c.promo_code === "HDFC10")!;
    expect(hdfc.payment_condition).toBe("Valid only on HDFC Bank cards");
  });

  it("leaves out codes on the cart that stopped applying (promos filter), which the cart explains", async () => {
    const user = await newUser();
    const owner = account(user.id);
    await fillCart(owner, 20_000);
    await applyCoupon(handle.db, owner, "WELCOME50", NOW, DEFAULT_STORE_ID);
    await fillCart(owner, 100);
    const cart = await getCart(handle.db, owner, atStore);
    const list = await couponsForCart(handle.db, user.id, cart, NOW);
    expect(list.map((c) => c.promo_code)).not.toContain("WELCOME50");
    expect(cart.promos.find((p) => p.promo_code === "WELCOME50")?.applied).toBe(false);
  });

  it("gives the payment step one line of bank and card offers per method", async () => {
    const byMethod = await offersByMethod(handle.db, 50_000, NOW);
    expect(byMethod.card).toBe("10% off up to ₹150 on HDFC Bank cards with code HDFC10: you save ₹50");
    expect(byMethod.upi).toBe("₹25 off on UPI with code UPI25: you save ₹25");
    expect(byMethod.cod).toBeUndefined();
    const small = await paymentOffers(handle.db, 10_000, NOW);
    expect(small.find((o) => o.code === "UPI25")).toMatchObject({
      eligible: false,
      amount: 0,
      text: "₹25 off on UPI with code UPI25 on orders of ₹299 or more",
    });
  });
});

describe("POST /v1/campaigns", () => {
  async function call(body: unknown, cookie: string, headers: Record<string, string> = {}) {
    // The route reads the application's database: point it at this test's.
    globalThis.__nukkadDb = Promise.resolve(handle);
    const { action } = await import("~/routes/v1.campaigns");
    const request = new Request("http://localhost/v1/campaigns", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, "Sec-Fetch-Site": "same-origin", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = (await action({ request, params: {}, context: {} })) as Response;
    return {
      status: response.status,
      json: (await response.json()) as { success: boolean; message?: string; coupons?: { promo_code: string; applied?: boolean }[] },
    };
  }

  async function shopperWithCart() {
    const user = await newUser();
    const deviceId = newDeviceId();
    await fillCart({ userId: user.id, deviceId }, 20_000);
    await applyCoupon(handle.db, { userId: user.id, deviceId }, "WELCOME50", NOW, DEFAULT_STORE_ID);
    const { setCookie } = await startSession(handle.db, user.id, deviceId);
    const device = await deviceCookie().serialize(deviceId);
    const cookie = `${setCookie.split(";")[0]}; ${device.split(";")[0]}`;
    const cart = await getCart(handle.db, { userId: user.id, deviceId }, atStore);
    return { cookie, cartId: cart.id! };
  }

  it("answers the coupon list for the caller's own cart, and 404 for anyone else's", async () => {
    const mine = await shopperWithCart();
    const theirs = await shopperWithCart();
    const ok = await call({ asset_type: "cart_offer_wall", cart_id: mine.cartId }, mine.cookie);
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
    expect(ok.json.coupons?.find((c) => c.promo_code === "WELCOME50")?.applied).toBe(true);
    expect(ok.json.coupons?.map((c) => c.promo_code)).not.toContain("WEB15");

    const other = await call({ cart_id: theirs.cartId }, mine.cookie);
    expect(other).toMatchObject({ status: 404, json: { success: false } });
    // Neither key nor cookie: told to fetch a key, as every app call answers it (docs/rules.md#json-api).
    const anonymousCaller = await call({ cart_id: mine.cartId }, "");
    expect(anonymousCaller.status).toBe(403);
  });

  it("answers bad input and cross-site calls with JSON 4xx", async () => {
    const mine = await shopperWithCart();
    expect(await call({ asset_type: "x" }, mine.cookie)).toMatchObject({
      status: 400,
      json: { success: false, message: "cart_id is required." },
    });
    expect((await call("{not json", mine.cookie)).status).toBe(400);
    expect((await call([1, 2], mine.cookie)).status).toBe(400);
    expect((await call({ cart_id: mine.cartId }, mine.cookie, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });
});
