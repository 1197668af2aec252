import { formatPaise } from "~/lib/money";
import type { OrderItemView } from "~/lib/views/orders";
import { LineProduct } from "../cart/line-product";
import { PrintLines, type PrintLineView } from "../cart/print-lines";

/** The order's lines at the prices paid, prints first. */
export function OrderItems({ items, prints = [], count }: { items: OrderItemView[]; prints?: PrintLineView[]; count: number }) {
  return (
    <section className="rounded-xl bg-white" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="px-4 pt-4 text-base font-bold">
        {count} {count === 1 ? "item" : "items"} in this order
      </h2>
      <ul className="divide-y">
        <PrintLines lines={prints} />
        {items.map((item) => (
          <li key={item.productId} className="flex items-center gap-3 p-3" data-testid="order-item">
            <LineProduct product={item} size={56}>
              <p className="text-xs text-ink-muted">
                {item.unit} × {item.quantity}
              </p>
            </LineProduct>
            <p className="text-right text-sm font-bold">
              {formatPaise(item.lineTotal)}
              {item.mrp > item.price ? (
                <s className="block text-xs font-normal text-ink-muted">{formatPaise(item.mrp * item.quantity)}</s>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
