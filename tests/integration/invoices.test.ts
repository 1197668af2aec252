/**
 * GST tax invoices (docs/rules.md#invoices): issued with delivery, numbered per financial year without
 * gaps or repeats, reconciled with the order to the paisa, and shown only to the order's owner.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isValidGstin, MAX_INVOICE_NUMBER_LENGTH } from "~/lib/gst";
import type { CartOwner } from "~/models/cart.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { changeQuantity, setCartExtras } from "~/services/cart/cart-changes.server";
import { getOrderInvoice } from "~/services/invoices/invoices.server";
import { invoicePdf } from "~/services/invoices/invoice-pdf.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { advanceOrder, setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { newDeviceId } from "~/services/platform/cookies.server";
import { engine, queryRow, setUpTestDb } from "../support/db";
import { placeCashOrder } from "../support/orders";

const handle = setUpTestDb();

/** Noon in India on 21 November 2026: financial year 2026-27, no late-night fee. */
const NOON = new Date("2026-11-21T06:30:00Z");

let seq = 0;

/** Products at the default store from `count` different GST rates, each with stock to spare. */
async function productsAtRates(): Promise<number[]> {
  const ids: number[] = [];
  // Fresh vegetables (0 %), butter (5 %), detergent (18 %), a soft drink (40 %).
  for (const category of [101, 146, 701, 221]) {
    const row = await queryRow<{ id: number }>(
      handle.db,
      sql`select p.id from products p join store_products sp on sp.product_id = p.id and sp.store_id = ${DEFAULT_STORE_ID}
          where p.category_id = ${category} order by p.id limit 1`,
    );
    await handle.db.execute(sql`update store_products set stock = 500 where store_id = ${DEFAULT_STORE_ID} and product_id = ${row.id}`);
    ids.push(row.id);
  }
  return ids;
}

async function deliveredOrder(options: { tip?: number; quantities?: number[] } = {}) {
  const phone = `9${String(200_000_000 + ++seq).slice(-9)}`;
  const user = await upsertVerifiedUser(handle.db, phone);
  const owner: CartOwner & { userId: number } = { userId: user.id, deviceId: newDeviceId() };
  const ids = await productsAtRates();
  const quantities = options.quantities ?? [3, 1, 2, 1];
  for (const [i, productId] of ids.entries())
    await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId, quantity: quantities[i] ?? 1, mutationId: `inv-${seq}-${i}` });
  if (options.tip) await setCartExtras(handle.db, owner, { tip: options.tip, donation: true });
  const orderId = await placeCashOrder(handle.db, owner, NOON);
  const { grand_total: grandTotal, cart_id: cartId } = await queryRow<{ grand_total: number; cart_id: string }>(
    handle.db,
    sql`select grand_total, cart_id from orders where id = ${orderId}`,
  );
  return { userId: user.id, cartId, orderId, grandTotal };
}

describe(`GST tax invoices (${engine})`, () => {
  it("is issued with delivery, numbered in the financial year, and adds up to the order to the paisa", async () => {
    const order = await deliveredOrder({ tip: 30 });
    await expect(getOrderInvoice(handle.db, order.userId, order.cartId, order.orderId, NOON)).rejects.toMatchObject({
      status: 404,
      message: "The tax invoice is issued once the order is delivered.",
    });
    await setOrderStatus(handle.db, order.orderId, "DELIVERED", NOON);

    const invoice = await getOrderInvoice(handle.db, order.userId, order.cartId, order.orderId, NOON);
    expect(invoice.number).toMatch(/^NK\/26-27\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(MAX_INVOICE_NUMBER_LENGTH);
    expect(isValidGstin(invoice.seller.gstin)).toBe(true);
    expect(invoice.seller.gstin.slice(0, 2)).toBe("06");
    expect(invoice.placeOfSupply).toBe("Haryana (06)");
    expect(invoice.interState).toBe(false);
    expect(invoice.buyer?.name).toBe("Asha Verma");

    expect(invoice.orderTotal).toBe(order.grandTotal);
    expect(invoice.notSupplied.map((n) => n.label)).toEqual(["Tip for your delivery partner", "Donation"]);
    for (const l of invoice.lines) {
      expect(l.taxable + l.cgst + l.sgst).toBe(l.value);
      expect(l.value).toBe(l.gross - l.discount);
    }
    expect(invoice.rates.map((r) => r.ratePercent)).toEqual([0, 5, 18, 40]);
    expect(invoice.lines.find((l) => l.ratePercent === 0)).toMatchObject({ code: "0709", cgst: 0, sgst: 0 });
    expect(invoice.lines.find((l) => l.description === "Handling charge")).toMatchObject({ code: "998599", ratePercent: 18 });

    // Reading it again gives the same invoice, not a new number.
    expect((await getOrderInvoice(handle.db, order.userId, order.cartId, order.orderId, NOON)).number).toBe(invoice.number);

    const pdf = Buffer.from(await invoicePdf(invoice));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.byteLength).toBeGreaterThan(1500);
  });

  it("shows the invoice to the order's owner only", async () => {
    const order = await deliveredOrder();
    await setOrderStatus(handle.db, order.orderId, "DELIVERED", NOON);
    const stranger = await upsertVerifiedUser(handle.db, "9888800001");
    await expect(getOrderInvoice(handle.db, stranger.id, order.cartId, order.orderId, NOON)).rejects.toMatchObject({ status: 404 });
    await expect(getOrderInvoice(handle.db, order.userId, "another-cart", order.orderId, NOON)).rejects.toMatchObject({ status: 404 });
  });

  it("numbers orders delivered at once without gaps or repeats, also through the step-by-step path", async () => {
    const orders = await Promise.all([deliveredOrder(), deliveredOrder(), deliveredOrder()]);
    await Promise.all(orders.map((o) => setOrderStatus(handle.db, o.orderId, "REACHED_DOORSTEP", NOON)));
    await Promise.all(orders.map((o) => advanceOrder(handle.db, o.orderId, NOON)));
    const numbers = await handle.db.execute(sql`select serial from invoices where financial_year = '26-27' order by serial`);
    const serials = (numbers as unknown as { rows: { serial: number }[] }).rows.map((r) => r.serial);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    expect(new Set(serials).size).toBe(serials.length);
  });

  it("invoices an order delivered before invoices existed when it is first asked for", async () => {
    const order = await deliveredOrder({ quantities: [1, 1, 1, 1] });
    await setOrderStatus(handle.db, order.orderId, "DELIVERED", NOON);
    await handle.db.execute(sql`delete from invoices where order_id = ${order.orderId}`);
    const invoice = await getOrderInvoice(handle.db, order.userId, order.cartId, order.orderId, NOON);
    expect(invoice.orderTotal).toBe(order.grandTotal);
  });
});
