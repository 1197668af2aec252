/** What the bill view and its PDF read: the signed-in shopper's invoice for one of their orders. */
import type { RequestContext } from "../platform/request-context.server";
import { OrderParamsSchema } from "../orders/order-views.server";
import { NotFoundError } from "~/lib/errors";
import { getOrderInvoice } from "./invoices.server";

export async function loadInvoicePage(ctx: RequestContext, params: unknown) {
  const ids = OrderParamsSchema.safeParse(params);
  const user = await ctx.requireUser();
  if (!ids.success) throw new NotFoundError("Order not found");
  const { cartId, orderId } = ids.data;
  const invoice = await getOrderInvoice(await ctx.db(), user.id, cartId, orderId);
  const base = `/bill-view/${encodeURIComponent(cartId)}/${orderId}`;
  return { invoice, orderHref: `/account/orders/${encodeURIComponent(cartId)}/${orderId}`, pdfHref: `${base}/pdf` };
}
