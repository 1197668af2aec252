import { Link, useLocation } from "@remix-run/react";
import { formatPaise } from "~/lib/money";
import type { CartView } from "~/lib/views/cart";
import { useT } from "../layout/use-t";

/**
 * Phones and tablets: a bar stuck to the bottom of the screen with the cart's count and total and the way to
 * it, so the cart is one tap away wherever the shopper has scrolled (docs/product/routes.md#cart-bar). It sits
 * in the page flow after the content, so it never covers the last row; it is absent from the cart and
 * checkout pages (their own call to action takes its place), from the account's and login's forms (a new
 * address during checkout is one), with an empty cart, and on desktop (the header's cart button opens the
 * panel there); `.cart-bar` in tailwind.css also hides it while a field anywhere is being typed in. Rendered
 * on the server: works before JavaScript.
 */
export function CartBar({ cart }: { cart: CartView }) {
  const { pathname } = useLocation();
  const t = useT();
  if (!cart.summary.count || /^\/(cart$|checkout|account|login)/.test(pathname)) return null;
  const count = cart.summary.count;
  const items = count === 1 ? t("1 item") : t("{count} items", { count });
  return (
    <div className="cart-bar" data-testid="cart-bar">
      <Link
        to="/cart"
        className="flex min-h-[3.25rem] items-center justify-between gap-3 rounded-xl bg-leaf-700 px-4 py-2 font-bold text-white shadow-lg hover:bg-leaf-800"
      >
        <span className="leading-tight">
          <span className="block text-xs font-semibold">{items}</span>
          <span className="block tabular-nums">{formatPaise(cart.summary.total)}</span>
        </span>
        <span>{t("View cart")} ›</span>
      </Link>
    </div>
  );
}
