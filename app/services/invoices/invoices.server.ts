/**
 * GST tax invoices (docs/rules.md#invoices): issued in the transaction that delivers an order, numbered per
 * financial year, stored as issued; read back owner-scoped for the bill view and its PDF.
 */
import { formatAddressLine } from "~/lib/address";
import { NotFoundError } from "~/lib/errors";
import { financialYear, GST_STATE_CODES, gstinFor, invoiceNumber } from "~/lib/gst";
import { INVOICE_PRINT_PREFIX, type TaxInvoice } from "~/lib/views/invoices";
import type { Db, Tx } from "~/models/db.server";
import { insertInvoice, invoiceItemsOf, invoiceOfOrder, nextInvoiceSerial, storePlace } from "~/models/invoices.server";
import { findUserOrder, lockOrder, type OrderRow } from "~/models/orders.server";
import { printFilesOfOrder } from "~/models/print-files.server";
import { getEnv } from "../platform/env.server";
import { pricePrints } from "../print/print-cart.server";
import { buildInvoice } from "./build-invoice.server";
import { giftCartIds } from "~/models/santa.server";
import { GIFT_ADDRESS_LINE } from "../santa/gifts.server";

/**
 * Issues the order's invoice unless it has one; call inside the transaction that records DELIVERED, so an
 * order is never delivered without its invoice nor invoiced twice.
 */
export async function issueInvoice(tx: Tx, order: OrderRow, now: Date): Promise<TaxInvoice> {
  const existing = await invoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const [place, items, printRows] = await Promise.all([
    storePlace(tx, order.storeId),
    invoiceItemsOf(tx, order.id),
    printFilesOfOrder(tx, order.id),
  ]);
  if (!place) throw new Error(`Order ${order.id}'s store ${order.storeId} is gone`);
  const santaGift = await isSantaGiftOrder(tx, order.cartId);
  const stateCode = GST_STATE_CODES[place.state];
  if (!stateCode) throw new Error(`No GST state code for ${place.state}: add it to app/lib/gst.ts`);
  const env = getEnv();
  const year = financialYear(now);
  const serial = await nextInvoiceSerial(tx, year);
  const number = invoiceNumber(year, serial);
  const party = { state: place.state, stateCode };
  const built = buildInvoice({
    number,
    issuedAt: now,
    orderId: order.id,
    orderedAt: order.createdAt,
    paymentMethod: order.paymentMethod,
    seller: {
      name: env.SELLER_LEGAL_NAME,
      gstin: gstinFor(stateCode, env.SELLER_PAN),
      address: `${place.name}, ${place.city}`,
      ...party,
    },
    // A delivery address is in its store's city (docs/rules.md#delivery-addresses): the supply stays in one state.
    buyer: {
      name: order.address.name,
      address: `${formatAddressLine(order.address)}, ${place.city}`,
      ...party,
    },
    items,
    prints: pricePrints(printRows).lines.map((p) => ({ name: `${INVOICE_PRINT_PREFIX}${p.name}`, total: p.total })),
    bill: order.bill,
  });
  const invoice = santaGift ? withoutGiftPlace(built) : built;
  await insertInvoice(tx, { orderId: order.id, number, financialYear: year, serial, issuedAt: now, data: invoice });
  return invoice;
}

async function isSantaGiftOrder(db: Db | Tx, cartId: string): Promise<boolean> {
  return (await giftCartIds(db, [cartId])).has(cartId);
}

/**
 * A secret santa gift's invoice, which its santa reads: the supplier by its legal name and its GSTIN in the
 * state (with the state, the place of supply) and no store name or city, which would give away the area the
 * recipient lives in; the buyer is the masked gift address (docs/rules.md#invoices).
 */
function withoutGiftPlace(invoice: TaxInvoice): TaxInvoice {
  return {
    ...invoice,
    seller: { ...invoice.seller, address: "" },
    buyer: invoice.buyer ? { ...invoice.buyer, address: GIFT_ADDRESS_LINE } : null,
  };
}

/**
 * The shopper's invoice for one of their orders. A delivered order from before invoices existed gets its
 * invoice now; an order not yet delivered has none (404 with the reason).
 */
export async function getOrderInvoice(db: Db, userId: number, cartId: string, orderId: number, now = new Date()): Promise<TaxInvoice> {
  const order = await findUserOrder(db, userId, orderId, cartId);
  if (!order) throw new NotFoundError("Order not found");
  if (order.status !== "DELIVERED") throw new NotFoundError("The tax invoice is issued once the order is delivered.");
  const stored = await invoiceOfOrder(db, order.id);
  // Issued before gifts hid their store: the santa's copy still never names it.
  if (stored) return (await isSantaGiftOrder(db, order.cartId)) ? withoutGiftPlace(stored) : stored;
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id, userId);
    if (!locked) throw new NotFoundError("Order not found");
    return issueInvoice(tx, locked, now);
  });
}
