import { discountPercent, formatPaise } from "~/lib/money";
import { useT } from "../layout/use-t";

/**
 * The selling price and, when it is lower, the MRP struck through: bare, for a product tile's buy row to lay out
 * (`.card-buy` in tailwind.css) without a wrapper of its own (docs/decisions/041-light-home-document.md).
 */
export function PriceFigures({ price, mrp }: { price: number; mrp: number }) {
  return (
    <>
      <b data-testid="price">{formatPaise(price)}</b>
      {/* Read as "MRP ₹60": the word is generated, visually hidden, by `s::before` (tailwind.css). */}
      {discountPercent(mrp, price) > 0 ? <s>{formatPaise(mrp)}</s> : null}
    </>
  );
}

/**
 * Selling price, MRP struck through, and the discount — as Indian shoppers expect. Its looks are the `.price`
 * classes in tailwind.css.
 */
export function Price({ price, mrp, size = "sm" }: { price: number; mrp: number; size?: "sm" | "lg" }) {
  const off = discountPercent(mrp, price);
  const t = useT();
  return (
    <span className={size === "lg" ? "price price-lg" : "price"}>
      <PriceFigures price={price} mrp={mrp} />
      {size === "lg" && off > 0 ? (
        <span className="rounded bg-blue-700 px-1.5 py-0.5 text-xs font-bold text-white">{t("{off}% OFF", { off })}</span>
      ) : null}
    </span>
  );
}
