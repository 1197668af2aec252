/**
 * A secret santa gift at checkout (docs/rules.md#secret-santa): prepaid only (cash on delivery refused on the
 * server, not just hidden), checked against the group's budget (a warning above it, a refusal above twice
 * it), and nothing the santa sees — checkout, the order, tracking, the invoice — names the recipient's store
 * or its delivery time.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GIFT_NO_COD } from "~/lib/santa-gift";
import { queryRows } from "~/models/db.server";
import { createAddress, parseAddressForm } from "~/services/account/address-book.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { paymentStepData } from "~/services/checkout/payment-step.server";
import { getOrderInvoice } from "~/services/invoices/invoices.server";
import { setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { getOrderById, getOrderStatus } from "~/services/orders/order-views.server";
import { sendCartAsGift } from "~/services/santa/gifts.server";
import { createGroup, drawNames, joinGroup, loadGroupPage, setGiftAddress } from "~/services/santa/groups.server";
import { seededRandom } from "~/lib/random";
import { loader as checkoutLoader } from "~/routes/checkout";
import { action as paymentAction, loader as paymentLoader } from "~/routes/checkout.payment";
import {
  cashBalance,
  checkoutState,
  fundWallet,
  newCheckoutShopper,
  ordersForCart,
  ORIGIN,
  payForm,
  tomorrowNoonIst,
  type CheckoutShopper,
} from "../support/checkout-shopper";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { localDemo } from "../support/demo";
import { verifiedUsers } from "../support/shoppers";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const newUser = verifiedUsers(() => handle.db, "9661");
const NOW = new Date("2026-11-26T06:30:00Z");
/** The recipient's store: its name (or its area) must never reach the santa. */
const RECIPIENT_STORE = "Nukkad Sohna Road";
const GIVES_AWAY_THE_AREA = /Sohna|Gurugram/;

/**
 * A santa whose cart is sent as the gift to Riya, who lives on Sohna Road (another store than the santa's).
 * The group's budget is set from the gift's value: `budgetFor(itemTotal)`.
 */
async function giftAtCheckout(budgetFor: (itemTotal: number) => number) {
  const santa = await newCheckoutShopper(handle.db, { quantity: 1 });
  const riya = await newCheckoutShopper(handle.db, { quantity: 1 });
  const tara = await newUser();
  const groupId = await createGroup(
    handle.db,
    santa.userId,
    { groupName: "Office party", name: "Santa", eventDate: "2026-12-25", eventTime: "18:00", budgetPaise: 50_000 },
    NOW,
  );
  const page = await loadGroupPage(handle.db, santa.userId, groupId, null);
  if (page.kind !== "member" || !page.view.organiser) throw new Error("the organiser should see the organiser's page");
  const invite = decodeURIComponent(new URL(page.view.organiser.invitePath, ORIGIN).searchParams.get("invite") ?? "");
  await joinGroup(handle.db, riya.userId, { groupId, invite, displayName: "Riya" }, NOW);
  await joinGroup(handle.db, tara.id, { groupId, invite, displayName: "Tara" }, NOW);
  // Exclusions may not decide a pair (docs/rules.md#secret-santa); this seed draws santa → Riya → Tara → santa.
  await drawNames(handle.db, santa.userId, { groupId, confirmRedraw: false }, seededRandom(2), NOW);

  const form = new FormData();
  for (const [k, v] of Object.entries({ name: "Riya Sen", house: "Flat 9C", locality: "Sohna Road", pincode: "122018" })) form.append(k, v);
  const parsed = await parseAddressForm(handle.db, form);
  if (!parsed.ok) throw new Error("address refused");
  const address = await createAddress(handle.db, riya.userId, parsed.value);
  if (address.store?.name !== RECIPIENT_STORE) throw new Error(`the recipient should be served by ${RECIPIENT_STORE}`);
  await setGiftAddress(handle.db, riya.userId, groupId, address.id);
  // The gift is delivered from the recipient's store: it must have the santa's product in stock.
  await handle.db.execute(
    sql`update store_products set stock = 20 where product_id = ${santa.productId} and store_id = ${address.store.id}`,
  );
  await sendCartAsGift(handle.db, { userId: santa.userId, deviceId: santa.deviceId }, groupId);
  const now = tomorrowNoonIst();
  const before = await checkoutState(handle.db, santa, now);
  if (!before.cart.lines.every((l) => l.available)) throw new Error(`${RECIPIENT_STORE} should sell the gift`);
  await handle.db.execute(sql`update santa_groups set budget_paise = ${budgetFor(before.cart.bill.itemTotal)} where id = ${groupId}`);
  return { santa, groupId, now, storeId: address.store.id, state: await checkoutState(handle.db, santa, now) };
}

/** A route's answer, or the Response it threw. */
async function call<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function get(path: string, shopper: CheckoutShopper): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { Cookie: shopper.cookie } });
}

describe("a secret santa gift at checkout", () => {
  it("lists only prepaid methods and refuses cash on delivery on the server, placing nothing", async () => {
    const { santa, state, now } = await giftAtCheckout((itemTotal) => itemTotal);
    expect(state.santaGift?.budget?.level).toBe("within");
    const step = await paymentStepData(handle.db, state, now);
    expect(step.options.map((o) => o.id)).not.toContain("cod");
    expect(step.options.length).toBeGreaterThan(0);

    await expect(placeCheckoutOrder(handle.db, state, payForm(state, "cod"), ORIGIN, localDemo(), now)).rejects.toMatchObject({
      status: 422,
      message: GIFT_NO_COD,
    });
    // A crafted form post to the payment step: 422 with the message, the chosen method kept, nothing placed.
    // The action bills at the real clock (a late-night fee between 23:00 and 06:00 IST), so the post carries
    // the total as of now, not as of the noon above: otherwise it is refused as "total changed" at night.
    const live = await checkoutState(handle.db, santa, new Date());
    const body = new URLSearchParams({
      intent: "place",
      cartId: live.cart.id ?? "",
      version: String(live.cart.version),
      grandTotal: String(live.cart.bill.grandTotal),
      paymentMethod: "cod",
    });
    const request = new Request(`${ORIGIN}/checkout/payment`, {
      method: "POST",
      headers: { Cookie: santa.cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    const answer = await call(() => paymentAction({ request, params: {}, context: {} }));
    expect(answer).toMatchObject({ data: { formError: GIFT_NO_COD, values: { paymentMethod: "cod" } }, init: { status: 422 } });
    expect(await ordersForCart(handle.db, state.cart.id ?? "")).toEqual([]);
  });

  it("warns above the budget and still places the gift, prepaid", async () => {
    // The gift is worth a third more than the budget: above it, within twice it.
    const { santa, state, now } = await giftAtCheckout((itemTotal) => Math.ceil((itemTotal * 3) / 4));
    const { budget } = state.santaGift ?? {};
    expect(budget).toMatchObject({ level: "over", valuePaise: state.cart.bill.itemTotal });
    expect(budget?.message).toMatch(/above your group's budget of ₹/);
    await fundWallet(handle.db, santa.userId, state.cart.bill.grandTotal);
    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "nukkad" }), ORIGIN, localDemo(), now);
    expect(placed).toMatchObject({ kind: "placed", created: true });
    expect(await ordersForCart(handle.db, state.cart.id ?? "")).toMatchObject([{ payment_method: "wallet" }]);
  });

  it("refuses a gift above twice the budget, whatever the method, and takes no money", async () => {
    const { santa, state, now } = await giftAtCheckout((itemTotal) => Math.floor((itemTotal - 1) / 2));
    expect(state.santaGift?.budget?.level).toBe("refused");
    const refusal = state.santaGift?.budget?.message ?? "";
    expect(refusal).toMatch(/more than twice your group's budget/);
    await fundWallet(handle.db, santa.userId, state.cart.bill.grandTotal);
    await expect(
      placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "nukkad" }), ORIGIN, localDemo(), now),
    ).rejects.toMatchObject({
      status: 422,
      message: refusal,
    });
    await expect(placeCheckoutOrder(handle.db, state, payForm(state, "upi"), ORIGIN, localDemo(), now)).rejects.toMatchObject({
      status: 422,
    });
    expect(await ordersForCart(handle.db, state.cart.id ?? "")).toEqual([]);
    expect(await cashBalance(handle.db, santa.userId)).toBe(state.cart.bill.grandTotal);
  });

  it("never shows the santa the recipient's store or delivery time: checkout, order, tracking, invoice", async () => {
    const { santa, state, now, storeId } = await giftAtCheckout((itemTotal) => itemTotal);
    // Checkout prices and delivers from the recipient's store…
    expect(state.storeId).toBe(storeId);
    // …and the pages' data name neither the store nor the time.
    const layout = await call(() => checkoutLoader({ request: get("/checkout/payment", santa), params: {}, context: {} }));
    expect(layout).toMatchObject({ data: { address: { store: null, etaMinutes: null } } });
    const payment = await call(() => paymentLoader({ request: get("/checkout/payment", santa), params: {}, context: {} }));
    for (const view of [layout, payment]) expect(JSON.stringify(view)).not.toMatch(GIVES_AWAY_THE_AREA);

    await fundWallet(handle.db, santa.userId, state.cart.bill.grandTotal);
    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "nukkad" }), ORIGIN, localDemo(), now);
    if (placed.kind !== "placed") throw new Error(`expected a placed order, got ${placed.kind}`);
    const [row] = await queryRows<{ store_id: number; eta_minutes: number }>(
      handle.db,
      sql`select store_id, eta_minutes from orders where id = ${placed.orderId}`,
    );
    expect(row?.store_id).toBe(storeId);
    expect(row?.eta_minutes).toBeGreaterThan(0);

    const order = await getOrderById(handle.db, santa.userId, placed.orderId, now);
    expect(order).toMatchObject({ santaGift: true, etaMinutes: null, promisedMinutes: null });
    expect(await getOrderStatus(handle.db, santa.userId, placed.cartId, placed.orderId, now)).toMatchObject({ etaMinutes: null });
    expect(JSON.stringify(order)).not.toMatch(GIVES_AWAY_THE_AREA);

    await setOrderStatus(handle.db, placed.orderId, "DELIVERED", now);
    const invoice = await getOrderInvoice(handle.db, santa.userId, placed.cartId, placed.orderId, now);
    // The supplier by its legal name and its GSTIN in the state, nothing more.
    expect(invoice.seller).toMatchObject({ name: "Nukkad Retail Private Limited (demo)", address: "", state: "Haryana", stateCode: "06" });
    expect(invoice.seller.gstin).toMatch(/^06[A-Z]{5}\d{4}[A-Z]1Z[0-9A-Z]$/);
    expect(JSON.stringify(invoice)).not.toMatch(GIVES_AWAY_THE_AREA);
    // The same invoice read again (stored as issued) says the same.
    expect(await getOrderInvoice(handle.db, santa.userId, placed.cartId, placed.orderId, now)).toEqual(invoice);
  });
});
