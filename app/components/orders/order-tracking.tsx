import { Link } from "@remix-run/react";
import { cancelReasonLabel, etaLine } from "~/lib/order-status";
import { useT } from "~/components/layout/use-t";
import type { OrderView } from "~/lib/views/orders";
import { OrderAddress } from "./order-address";
import { OrderBill } from "./order-bill";
import { OrderItems } from "./order-items";
import { OrderTimeline } from "./order-timeline";
import { useLiveOrderStatus } from "./use-live-order-status";

export function statusUrlOf(order: Pick<OrderView, "trackingHref">): string {
  return `${order.trackingHref}/status`;
}

/**
 * The tracking view shared by /checkout/success and /orders/track: the
 * current status as the page's main message, the ETA, the timeline, items,
 * bill and address. Live with JavaScript; without it, a refresh (or the
 * noscript meta refresh while the order is live) shows the new state.
 */
export function OrderTracking({ order, titleLevel = 1 }: { order: OrderView; titleLevel?: 1 | 2 }) {
  useLiveOrderStatus(statusUrlOf(order), order, order.terminal);
  const t = useT();
  const Title = titleLevel === 1 ? "h1" : "h2";
  return (
    <div className="space-y-4">
      {order.terminal ? null : (
        <noscript>
          <meta httpEquiv="refresh" content="30" />
        </noscript>
      )}
      <section className={`rounded-xl p-5 ${statusTone(order.status)}`} aria-labelledby="order-status-title">
        {/* A polite live region: screen readers hear the new status when it changes. */}
        <div aria-live="polite" aria-atomic="true">
          <Title id="order-status-title" data-testid="order-status-title" className="text-2xl font-extrabold">
            {order.title}
          </Title>
          <p className="mt-1 text-sm font-semibold" data-testid="order-eta">
            {/* A secret santa gift's delivery time is hidden from its santa (docs/rules.md#secret-santa). */}
            {etaLine(order.status, order.etaMinutes, t) || (order.santaGift ? t("On its way to your recipient") : "")}
          </p>
        </div>
        <p className="mt-2 text-xs opacity-80">
          {t("Order #{id}", { id: order.id })}
          {order.cancelReason ? ` · ${t("Reason: {reason}", { reason: cancelReasonLabel(order.cancelReason, t) })}` : ""}
        </p>
        <p className="mt-3 text-sm">
          <Link to={order.detailsHref} className="font-bold underline">
            {t("Order details")}
          </Link>
        </p>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-4">
          <OrderTimeline steps={order.timeline} />
          <OrderAddress address={order.address} />
        </div>
        <div className="space-y-4">
          <OrderItems items={order.items} prints={order.prints} count={order.itemCount} />
          <OrderBill bill={order.bill} paymentMethod={order.paymentMethod} />
        </div>
      </div>
    </div>
  );
}

function statusTone(status: string): string {
  if (status === "CANCELLED" || status === "DELIVERY_FAILED") return "bg-red-50 text-red-900";
  if (status === "DELIVERED") return "bg-leaf-50 text-leaf-800";
  return "bg-brand-50 text-ink";
}
