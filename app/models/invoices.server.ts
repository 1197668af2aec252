/** Queries for GST tax invoices (docs/rules.md#invoices); no business rules here. */
import { eq, sql } from "drizzle-orm";
import type { TaxInvoice } from "~/lib/views/invoices";
import type { Db, Tx } from "./db.server";
import { categories, cities, invoiceCounters, invoices, orderItems, products, stores } from "./schema.server";

type Conn = Db | Tx;

export async function invoiceOfOrder(db: Conn, orderId: number): Promise<TaxInvoice | null> {
  const [row] = await db.select({ data: invoices.data }).from(invoices).where(eq(invoices.orderId, orderId));
  return row?.data ?? null;
}

/** The year's next serial, atomically: concurrent deliveries each get their own. */
export async function nextInvoiceSerial(tx: Tx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error("The invoice counter returned no serial");
  return row.last;
}

export async function insertInvoice(
  tx: Tx,
  row: { orderId: number; number: string; financialYear: string; serial: number; issuedAt: Date; data: TaxInvoice },
): Promise<void> {
  await tx.insert(invoices).values(row);
}

/** The order's lines with the leaf category that decides their HSN code and GST rate. */
export async function invoiceItemsOf(db: Conn, orderId: number) {
  return db
    .select({
      name: orderItems.name,
      unit: orderItems.unit,
      price: orderItems.price,
      quantity: orderItems.quantity,
      categoryId: categories.id,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
}

/** The store that supplied an order, with its city and state. */
export async function storePlace(db: Conn, storeId: number) {
  const [row] = await db
    .select({ name: stores.name, city: cities.name, state: cities.state })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(eq(stores.id, storeId));
  return row ?? null;
}
