import { discountPercent, formatPaise } from "~/lib/money";

/**
 * Selling price, MRP struck through, and the discount — as Indian shoppers expect. Its looks are the `.price`
 * classes in tailwind.css: every product tile repeats it (docs/decisions/041-light-home-document.md).
 */
export function Price({ price, mrp, size = "sm" }: { price: number; mrp: number; size?: "sm" | "lg" }) {
  const off = discountPercent(mrp, price);
  return (
    <span className={size === "lg" ? "price price-lg" : "price"}>
      <b data-testid="price">{formatPaise(price)}</b>
      {off > 0 ? (
        <>
          {/* Read as "MRP ₹60": the word is generated, visually hidden, by `.price s::before` (tailwind.css). */}
          <s>{formatPaise(mrp)}</s>
          {size === "lg" ? <span className="rounded bg-blue-700 px-1.5 py-0.5 text-xs font-bold text-white">{off}% OFF</span> : null}
        </>
      ) : null}
    </span>
  );
}
