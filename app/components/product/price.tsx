import { discountPercent, formatPaise } from "~/lib/money";

/** Selling price, MRP struck through, and the discount — as Indian shoppers expect. */
export function Price({ price, mrp, size = "sm" }: { price: number; mrp: number; size?: "sm" | "lg" }) {
  const off = discountPercent(mrp, price);
  return (
    <span className={`flex flex-wrap items-baseline gap-x-2 ${size === "lg" ? "text-xl" : "text-sm"}`}>
      <span className="font-bold" data-testid="price">
        {formatPaise(price)}
      </span>
      {off > 0 ? (
        <>
          <s className={`text-ink-muted ${size === "lg" ? "text-base" : "text-xs"}`}>
            <span className="sr-only">MRP </span>
            {formatPaise(mrp)}
          </s>
          {size === "lg" ? <span className="rounded bg-blue-700 px-1.5 py-0.5 text-xs font-bold text-white">{off}% OFF</span> : null}
        </>
      ) : null}
    </span>
  );
}
