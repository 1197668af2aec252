import { Link } from "@remix-run/react";
import { formatPaise } from "~/lib/money";
import type { CartView } from "~/lib/views/cart";
import { useCartPanel } from "./cart-panel";
import { useT } from "../layout/use-t";

/**
 * Shows the cart summary's count and total (items and prints, docs/rules.md#cart-figures); a link to /cart that opens the side panel on desktop with JS. On phones it is a
 * 44 px icon with a count badge (the cart bar at the bottom of the screen carries the total); the label says
 * it all, and what is visible (the count, "Cart") is part of it.
 */
export function CartButton({ cart }: { cart: CartView | null }) {
  const panel = useCartPanel();
  const count = cart?.summary.count ?? 0;
  const t = useT();
  const items = count === 1 ? t("1 item") : t("{count} items", { count });
  return (
    <Link
      to="/cart"
      onClick={(e) => {
        if (panel.open()) e.preventDefault();
      }}
      className="relative flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-leaf-600 px-2.5 text-sm font-bold text-white hover:bg-leaf-700 sm:min-w-[7rem] sm:justify-start sm:px-3"
      aria-label={count ? t("Cart: {items}, {total}", { items, total: formatPaise(cart!.summary.total) }) : t("Cart is empty")}
      data-testid="cart-button"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.5" />
        <circle cx="17" cy="19" r="1.5" />
      </svg>
      {count ? (
        <>
          <span className="absolute -right-1.5 -top-1.5 min-w-5 rounded-full bg-brand-400 px-1 text-center text-xs leading-5 text-ink sm:hidden">
            {count}
          </span>
          <span className="hidden leading-tight sm:block">
            <span className="block">{items}</span>{" "}
            {/* The space keeps "1 item ₹57" two words for the label-in-name check (axe adds none between blocks). */}
            <span className="block">{formatPaise(cart!.summary.total)}</span>
          </span>
        </>
      ) : (
        <span className="hidden sm:inline">{t("Cart")}</span>
      )}
    </Link>
  );
}
