/**
 * A logged-in shopper at checkout, built the way the app builds one: a
 * verified account with a session and device cookie, a saved deliverable
 * address chosen on the cart, and a product with stock the test owns. The
 * checkout state comes from loadCheckout reading a real request through the request context.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/models/db.server";
import { findUserPayment } from "~/models/payments.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { createAddress, parseAddressForm } from "~/services/account/address-book.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { chooseAddress, loadCheckout, type CheckoutState } from "~/services/checkout/checkout.server";
import { type PlaceInput } from "~/services/checkout/checkout-placement.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { startSession } from "~/services/account/session.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { credit, walletBalance } from "~/services/wallet/ledger.server";
import { cookiePair } from "./cookies";

export const ORIGIN = "http://nukkad.test";

/**
 * Tomorrow at noon in India: no late-night fee, and always later than the
 * database clock, so payment rows (updated_at is the database's now())
 * count as older than the injected clock when reconciliation looks for them.
 */
export function tomorrowNoonIst(): Date {
  const d = new Date(Date.now() + 24 * 60 * 60_000);
  d.setUTCHours(6, 30, 0, 0);
  return d;
}

export interface CheckoutShopper {
  userId: number;
  phone: string;
  deviceId: string;
  cookie: string;
  addressId: number;
  productId: number;
  quantity: number;
}

let seq = 0;
let productCursor = 0;

/** A product at the default store with exactly `stock` units; each call a different one. */
export async function freshProduct(db: Db, stock: number): Promise<{ id: number; price: number }> {
  const [row] = await queryRows<{ id: number; price: number }>(
    db,
    sql`select sp.product_id as id, sp.price from store_products sp join products p on p.id = sp.product_id
        join categories c on c.id = p.l0_category_id
        where sp.store_id = ${DEFAULT_STORE_ID} and not c.age_restricted and sp.price between 5000 and 30000
        order by sp.product_id offset ${productCursor++} limit 1`,
  );
  if (!row) throw new Error("No product left at the default store to test with");
  await setStock(db, row.id, stock);
  return row;
}

export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await db.execute(sql`update store_products set stock = ${stock} where store_id = ${DEFAULT_STORE_ID} and product_id = ${productId}`);
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(
    db,
    sql`select stock from store_products where store_id = ${DEFAULT_STORE_ID} and product_id = ${productId}`,
  );
  if (!row) throw new Error(`Product ${productId} is not sold at the default store`);
  return row.stock;
}

export async function newCheckoutShopper(db: Db, options: { stock?: number; quantity?: number } = {}): Promise<CheckoutShopper> {
  const phone = `97${10_000_000 + ++seq}`;
  const user = await upsertVerifiedUser(db, phone);
  const deviceId = newDeviceId();
  const session = await startSession(db, user.id, deviceId);
  const cookie = [cookiePair(await deviceCookie().serialize(deviceId)), cookiePair(session.setCookie)].join("; ");
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: "Asha Rao",
    house: "12B",
    floor: "3",
    building: "Palm Court",
    locality: "DLF Phase 3",
    pincode: "122002",
  }))
    form.append(k, v);
  const parsed = await parseAddressForm(db, form);
  if (!parsed.ok) throw new Error(`address refused: ${JSON.stringify(parsed.failure)}`);
  const address = await createAddress(db, user.id, parsed.value);
  if (!address.serviceable) throw new Error("the test address should be deliverable");
  const product = await freshProduct(db, options.stock ?? 20);
  const quantity = options.quantity ?? 2;
  const owner = { userId: user.id, deviceId };
  await changeQuantity(db, owner, DEFAULT_STORE_ID, { productId: product.id, quantity, mutationId: `fill-${user.id}` });
  const shopper = { userId: user.id, phone, deviceId, cookie, addressId: address.id, productId: product.id, quantity };
  // Choosing the address as the checkout's address step does.
  await chooseAddress(db, await checkoutState(db, shopper, new Date()), address.id);
  return shopper;
}

/**
 * What the checkout's loader sees for this shopper's browser: read through the request context, as the
 * routes read it. The context opens the app's database (getDb), so `db` must be that one
 * (`setUpTestDb({ appDb: true })`): checked, rather than reading one database and writing another.
 */
export async function checkoutState(db: Db, shopper: Pick<CheckoutShopper, "cookie">, now: Date): Promise<CheckoutState> {
  if ((await globalThis.__nukkadDb)?.db !== db)
    throw new Error("checkoutState reads the app's database: make this file's database the app's");
  const request = new Request(`${ORIGIN}/checkout/payment`, { headers: { Cookie: shopper.cookie } });
  return loadCheckout(requestContext({ request, context: {} }), now);
}

/** The "Pay" form as the payment step renders it for this state. */
export function payForm(
  state: CheckoutState,
  paymentMethod: string,
  instrument: Record<string, string> = {},
  useWallet = false,
): PlaceInput {
  if (!state.cart.id) throw new Error("the shopper has no cart");
  return {
    cartId: state.cart.id,
    paymentMethod,
    version: state.cart.version,
    grandTotal: state.cart.bill.grandTotal,
    instrument,
    useWallet,
  };
}

/** Money in the shopper's Nukkad Cash, as a completed top-up would leave it. */
export async function fundWallet(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction((tx) =>
    credit(tx, userId, { bucket: "cash", amount, kind: "topup", reference: `test-${userId}-${++seq}`, description: "Added money" }),
  );
}

export async function cashBalance(db: Db, userId: number): Promise<number> {
  return (await walletBalance(db, userId)).cash;
}

export async function ordersForCart(db: Db, cartId: string): Promise<{ id: number; payment_id: string | null; payment_method: string }[]> {
  return queryRows(db, sql`select id, payment_id, payment_method from orders where cart_id = ${cartId}`);
}

/** The shopper's payment row, which the test relies on being there. */
export async function paymentRow(db: Db, shopper: CheckoutShopper, paymentId: string) {
  const row = await findUserPayment(db, shopper.userId, paymentId);
  if (!row) throw new Error("payment not found");
  return row;
}
