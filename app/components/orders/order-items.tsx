import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatItemCount } from "~/lib/bill";
import { formatPaise } from "~/lib/money";
import type { OrderItemView } from "~/lib/views/orders";
import { useT } from "~/components/layout/use-t";
import { PrintLines, type PrintLineView } from "../cart/print-lines";

/** The order's lines at the prices paid, prints first. */
export function OrderItems({
  items,
  prints = [],
  count,
  below,
}: {
  items: OrderItemView[];
  prints?: PrintLineView[];
  count: number;
  /** More about a line under it (a delivered order's "Rate this product"). */
  below?: (item: OrderItemView) => ReactNode;
}) {
  const t = useT();
  return (
    <section className="rounded-xl bg-white" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="px-4 pt-4 text-base font-bold">
        {t("{items} in this order", { items: formatItemCount(count, t) })}
      </h2>
      <ul className="divide-y">
        <PrintLines lines={prints} />
        {items.map((item) => (
          <li key={item.productId} className="flex flex-wrap items-center gap-3 p-3" data-testid="order-item">
            <img src={item.image} alt="" width={56} height={56} className="h-14 w-14 flex-none rounded-lg border" loading="lazy" />
            <div className="min-w-0 flex-1">
              <Link to={item.href} className="line-clamp-2 text-sm font-medium hover:underline">
                {item.name}
              </Link>
              <p className="text-xs text-ink-muted">
                {item.unit} × {item.quantity}
              </p>
            </div>
            <p className="text-right text-sm font-bold">
              {formatPaise(item.lineTotal)}
              {item.mrp > item.price ? (
                <s className="block text-xs font-normal text-ink-muted">{formatPaise(item.mrp * item.quantity)}</s>
              ) : null}
            </p>
            {below ? below(item) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
