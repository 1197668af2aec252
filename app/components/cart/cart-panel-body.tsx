import type { CartView } from "~/lib/views/cart";
import type { ShopperLocation } from "~/lib/views/location";
import { CartContents, CheckoutCall } from "./cart-contents";

/**
 * What the desktop cart panel shows: the lines and bill scroll, and "Proceed to checkout" is pinned below
 * them, so it stays on screen however long the cart or short the window. Its own module, fetched when the
 * panel may open (components/cart/cart-panel.tsx), so phones never download it.
 */
export default function CartPanelBody({ cart, location }: { cart: CartView; location: ShopperLocation }) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <CartContents cart={cart} location={location} withCheckout={false} />
      </div>
      {cart.lines.length || cart.prints.length ? (
        <div className="border-t bg-white p-4">
          <CheckoutCall cart={cart} />
        </div>
      ) : null}
    </>
  );
}
