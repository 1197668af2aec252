import { Link } from "@remix-run/react";
import { useFeatures } from "~/components/layout/features";
import { useT } from "~/components/layout/use-t";
import { CART_COUPONS_PATH } from "~/lib/paths";
import { formatPaise } from "~/lib/money";
import { BillDetails } from "./bill-details";
import type { CartView } from "~/lib/views/cart";
import type { ShopperLocation } from "~/lib/views/location";
import { AddToCart } from "./add-to-cart";
import { PrintLines } from "./print-lines";

/**
 * Cart lines and the bill; used by the /cart page and the desktop panel. The page keeps the way to checkout
 * stuck to the bottom of the screen while the cart scrolls; the panel pins it in its own footer instead
 * (`withCheckout={false}`).
 */
export function CartContents({
  cart,
  location,
  withCheckout = true,
}: {
  cart: CartView;
  location: ShopperLocation;
  withCheckout?: boolean;
}) {
  const features = useFeatures();
  const t = useT();
  if (!cart.lines.length && !cart.prints.length) {
    return (
      <div className="rounded-xl bg-white p-8 text-center">
        <p className="text-lg font-bold">{t("Your cart is empty")}</p>
        <p className="mt-1 text-sm text-ink-muted">{t("Add items from the store to see them here.")}</p>
        <Link to="/" className="mt-4 inline-block rounded-lg bg-leaf-600 px-4 py-2 font-semibold text-white">
          {t("Browse products")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {location.etaMinutes ? (
        <p className="rounded-xl bg-white p-4 font-bold">{t("Delivery in {minutes} minutes", { minutes: location.etaMinutes })}</p>
      ) : null}
      {cart.prints.length ? (
        <ul className="divide-y rounded-xl bg-white" aria-label={t("Prints in cart")}>
          <PrintLines lines={cart.prints} editable />
        </ul>
      ) : null}
      {cart.lines.length ? (
        <ul className="divide-y rounded-xl bg-white" aria-label={t("Items in cart")}>
          {cart.lines.map((line) => (
            <li key={line.productId} className="flex items-center gap-3 p-3" data-testid="cart-line">
              <img src={line.image} alt="" width={64} height={64} className="h-16 w-16 rounded-lg border" loading="lazy" />
              <div className="min-w-0 flex-1">
                <Link to={line.href} className="line-clamp-2 text-sm font-medium hover:underline" title={line.cardName && line.name}>
                  {line.cardName ?? line.name}
                </Link>
                <p className="text-xs text-ink-muted">{line.unit}</p>
                {line.available ? (
                  <p className="text-sm font-bold">
                    {formatPaise(line.price)}
                    {line.mrp > line.price ? <s className="ml-2 text-xs font-normal text-ink-muted">{formatPaise(line.mrp)}</s> : null}
                  </p>
                ) : (
                  <p className="text-xs font-semibold text-red-700">{t("Not available at your location")}</p>
                )}
              </div>
              <AddToCart
                productId={line.productId}
                productName={line.name}
                quantity={line.quantity}
                cartVersion={cart.version}
                inStock={line.available}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {features.cartCoupon ? <CartCoupons cart={cart} /> : null}
      <BillDetails bill={cart.bill} />
      {withCheckout ? (
        <div className="sticky bottom-0 -mx-4 bg-[#f7f7f7] px-4 pb-3 pt-2 sm:mx-0 sm:px-0">
          <CheckoutCall cart={cart} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Coupons from the cart ("cart coupon" flag, docs/rules.md#feature-flags): a link to the coupon list, which comes
 * back here after applying one. Off (the default), coupons are offered at checkout only.
 */
function CartCoupons({ cart }: { cart: CartView }) {
  const t = useT();
  const applied = cart.promos.filter((promo) => promo.applied === true).map((promo) => promo.promo_code);
  return (
    <Link
      to={CART_COUPONS_PATH}
      className="flex min-h-12 items-center justify-between gap-3 rounded-xl bg-white p-4 font-semibold text-leaf-800 hover:bg-leaf-50"
    >
      <span>{applied.length ? t("Coupon {codes} applied · Change", { codes: applied.join(", ") }) : t("Apply a coupon")}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}

/** The way on to checkout, and a warning when some lines can't be supplied (checkout corrects them: docs/product/validation.md#out-of-stock). */
export function CheckoutCall({ cart }: { cart: CartView }) {
  const t = useT();
  return (
    <>
      {cart.state === "invalid" ? (
        <p className="mb-2 rounded-xl bg-red-50 p-4 text-sm font-semibold text-red-800">
          {t("Some items are unavailable or short at your store. Going on removes them or lowers their quantity.")}
        </p>
      ) : null}
      <Link
        to="/checkout"
        className="flex min-h-12 items-center justify-between rounded-xl bg-leaf-700 px-4 py-3 font-bold text-white hover:bg-leaf-800"
        data-testid="proceed-to-checkout"
      >
        <span>{formatPaise(cart.bill.grandTotal)}</span>
        <span>{t("Proceed to checkout")} ›</span>
      </Link>
    </>
  );
}
