import { Link } from "@remix-run/react";
import { formatOrderDate } from "~/lib/order-status";
import { formatItemCount } from "~/lib/bill";
import { formatPaise } from "~/lib/money";
import type { OrderSummary } from "~/lib/views/orders";
import { useT, useLocale } from "~/components/layout/use-t";

/** One order in the history list. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const locale = useLocale();
  const id = `order-${order.id}`;
  const failed = order.status === "CANCELLED" || order.status === "DELIVERY_FAILED";
  return (
    <article data-testid="order-card" aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className={`text-base font-bold ${failed ? "text-red-800" : ""}`} data-testid="order-card-status">
          {order.title}
        </h2>
        <p className="text-base font-bold">{formatPaise(order.grandTotal)}</p>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {t("Order #{id}", { id: order.id })} · <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time> ·{" "}
        {formatItemCount(order.itemCount, t)}
      </p>
      <p className="mt-3">
        <Link
          to={order.href}
          className="inline-flex h-10 items-center rounded-lg border border-gray-300 px-4 text-sm font-semibold hover:bg-gray-50"
          aria-label={t("View details of order {id}", { id: order.id })}
        >
          {t("View details")}
        </Link>
      </p>
    </article>
  );
}
